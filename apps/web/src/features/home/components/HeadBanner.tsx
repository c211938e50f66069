import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  HEAD_BANNER_COOKIE_SECONDS,
  HEAD_BANNER_DELAY_MS,
  HEAD_BANNER_DURATION_MS,
} from '@moyue/contracts/ui-constants';
import { getCookie, setCookie } from '../../../lib/cookies';
import { useBanners } from '../api/get-banners';
import { webBanners } from './BannerCarousel';

/** The cookie that keeps the head banner hidden once shown (spec §9: 172800 s). */
export const HEAD_BANNER_COOKIE = 'head_banner_shown';

/**
 * spec §2/§9 head banner: the newest banner as a strip over the page, 1 s
 * after load, for 10 s; then a cookie hides it for two days. It slides down
 * over the top of the page (fixed), so nothing below it moves.
 */
export function HeadBanner() {
  const { data } = useBanners();
  const banner = webBanners(data?.ItemList ?? [])[0];
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!banner || getCookie(HEAD_BANNER_COOKIE)) return;
    const hide = () => {
      setShown(false);
      setCookie(HEAD_BANNER_COOKIE, '1', HEAD_BANNER_COOKIE_SECONDS);
    };
    let hideTimer: number | undefined;
    const showTimer = window.setTimeout(() => {
      setShown(true);
      hideTimer = window.setTimeout(hide, HEAD_BANNER_DURATION_MS);
    }, HEAD_BANNER_DELAY_MS);
    return () => {
      window.clearTimeout(showTimer);
      window.clearTimeout(hideTimer);
    };
  }, [banner]);
  if (!shown || !banner) return null;
  const close = () => {
    setShown(false);
    setCookie(HEAD_BANNER_COOKIE, '1', HEAD_BANNER_COOKIE_SECONDS);
  };
  return (
    <div className="head-banner" data-testid="head-banner" role="region" aria-label="通栏推荐">
      <Link to={banner.Url} className="head-banner__link">
        <img src={banner.CoverUrl} alt="" />
        <span>{banner.Contents}</span>
      </Link>
      <button type="button" className="head-banner__close" aria-label="关闭" onClick={close}>
        <CloseOutlined />
      </button>
    </div>
  );
}
