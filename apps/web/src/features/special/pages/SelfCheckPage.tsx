import { Button, Descriptions } from 'antd';
import { Code } from '@moyue/contracts/codes';
import { ApiError } from '../../../api/api-error';
import { CookieName, getCookie } from '../../../lib/cookies';
import { clockSkewSeconds, useSelfCheck } from '../api/self-check';
import { CheckRow, type CheckState } from '../components/CheckRow';
import './special.css';

/** What the readers need of the browser (licences: WebCrypto keys kept in IndexedDB). */
function browserSupport(): { state: CheckState; detail: string } {
  const missing = [
    typeof crypto !== 'undefined' && 'subtle' in crypto ? null : 'WebCrypto',
    typeof indexedDB !== 'undefined' ? null : 'IndexedDB',
    navigator.cookieEnabled ? null : 'Cookie',
  ].filter(Boolean);
  return missing.length === 0
    ? { state: 'pass', detail: '支持加密、本地存储与 Cookie，可正常阅读' }
    : { state: 'fail', detail: `缺少 ${missing.join('、')}，阅读器可能无法打开图书，请更换浏览器` };
}

/**
 * /test (网络与设备自检): a signed call to the server and what it saw — the
 * device binding, the signature, the network's institution, the session and
 * the clock skew (a signature outside the server's window is refused).
 */
export function SelfCheckPage() {
  const check = useSelfCheck();
  const device = Boolean(getCookie(CookieName.DeviceToken) && getCookie(CookieName.DeviceKey));
  const result = check.data;
  const failure = check.error instanceof ApiError ? check.error : null;
  const skew = result ? clockSkewSeconds(result) : null;
  const window = result?.data.SignatureWindowSeconds ?? 300;
  const pending = check.isFetching && !result;
  const browser = browserSupport();

  return (
    <section className="special-page" data-testid="self-check-page">
      <header className="special-page__head">
        <div>
          <h2>网络与设备自检</h2>
          <p className="special-page__lead">检测本机与墨阅服务器之间的连接、签名、机构识别与时间</p>
        </div>
        <Button onClick={() => void check.refetch()} loading={check.isFetching}>
          重新检测
        </Button>
      </header>
      <ul className="special-checks">
        <CheckRow
          name="设备绑定"
          state={device ? 'pass' : 'fail'}
          detail={device ? '本浏览器已登记为阅读设备' : '未能登记设备，请允许 Cookie 后刷新'}
        />
        <CheckRow
          name="请求签名"
          state={pending ? 'pending' : result?.data.DeviceRecognised ? 'pass' : 'fail'}
          detail={
            result
              ? '服务器验证签名通过'
              : failure
                ? `${failure.code === Code.BadSignature ? '签名被拒绝：' : ''}${failure.description}`
                : '正在连接服务器…'
          }
        />
        <CheckRow
          name="时间偏差"
          state={
            skew === null
              ? pending
                ? 'pending'
                : 'fail'
              : Math.abs(skew) < window
                ? 'pass'
                : 'fail'
          }
          detail={
            skew === null
              ? '无法取得服务器时间'
              : `${skew === 0 ? '与服务器时间一致' : `本机比服务器${skew > 0 ? '快' : '慢'} ${Math.abs(skew)} 秒`}（允许 ±${window} 秒）`
          }
        />
        <CheckRow
          name="机构识别"
          state={pending ? 'pending' : result?.data.Organization ? 'pass' : 'info'}
          detail={
            result?.data.Organization
              ? `您位于「${result.data.Organization.Title}」的网络内`
              : '当前网络不属于任何机构，可登录后认证机构'
          }
        />
        <CheckRow
          name="登录状态"
          state={pending ? 'pending' : result?.data.LoggedIn ? 'pass' : 'info'}
          detail={result?.data.LoggedIn ? '已登录' : '未登录（浏览与试读不受影响）'}
        />
        <CheckRow name="浏览器能力" state={browser.state} detail={browser.detail} />
      </ul>
      {result && (
        <Descriptions className="special-page__facts" size="small" column={1} bordered>
          <Descriptions.Item label="服务器所见地址">{result.data.Ip}</Descriptions.Item>
          <Descriptions.Item label="服务器时间（UTC）">{result.data.ServerTime}</Descriptions.Item>
          <Descriptions.Item label="往返耗时">
            {result.receivedAt - result.sentAt} 毫秒
          </Descriptions.Item>
        </Descriptions>
      )}
    </section>
  );
}
