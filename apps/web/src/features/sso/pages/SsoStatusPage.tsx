import { Button, Result } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SsoMessages } from '@moyue/contracts/api/sso';
import { paths } from '../../../config/paths';
import { pageName } from '../../../config/routes';
import '../sso.css';

/**
 * /ssoLogin, /carsilogin, /getorganizationcode, /ckrscLogin: the providers'
 * return pages. A matching code + state is exchanged before the page renders
 * (spec §4, app/third-party-login.ts); what is left to show is a stale or
 * foreign answer, or the page opened by hand.
 */
export function SsoStatusPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const title = pageName(location.pathname) ?? '第三方登录';
  const answered = search.has('code') && search.has('state');
  return (
    <div className="sso-page" data-testid="sso-status-page">
      <Result
        status={answered ? 'warning' : 'info'}
        title={title}
        subTitle={answered ? SsoMessages.StateInvalid : '请从登录页选择登录方式'}
        extra={
          <Link to={paths.login}>
            <Button type="primary">返回登录</Button>
          </Link>
        }
      />
    </div>
  );
}
