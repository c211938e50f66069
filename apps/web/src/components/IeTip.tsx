import { useState } from 'react';
import { IE_TIP_COOKIE_SECONDS } from '@moyue/contracts/ui-constants';
import { CookieName, getCookie, setCookie } from '../lib/cookies';
import './ie-tip.css';

/** Internet Explorer identifies itself with MSIE (≤10) or Trident (11). */
export const isInternetExplorer = (userAgent: string): boolean => /MSIE |Trident\//.test(userAgent);

/** spec §2: IE users are told to switch to a fast-mode browser, until they close the tip (cookie 15 days). */
export function IeTip() {
  const [closed, setClosed] = useState(() => getCookie(CookieName.IeTip) === '1');
  if (closed || !isInternetExplorer(navigator.userAgent)) return null;
  // A plain banner, not antd's Alert: the tip is in every page's shell (issue 16: the shell stays small).
  return (
    <div data-testid="ie-tip" className="ie-tip" role="alert">
      <span className="ie-tip__text">
        您正在使用 IE 浏览器，部分功能可能无法正常使用。建议使用 Chrome、Edge、Firefox 或 360
        浏览器的极速模式访问。
      </span>
      <button
        type="button"
        className="ie-tip__close"
        aria-label="关闭提示"
        onClick={() => {
          setCookie(CookieName.IeTip, '1', IE_TIP_COOKIE_SECONDS);
          setClosed(true);
        }}
      >
        ×
      </button>
    </div>
  );
}
