import { Alert } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginData } from '@moyue/contracts/api/accounts';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/AuthCard';
import { LoginPanel } from '../components/LoginPanel';
import { useNativeSession } from '../components/use-native-session';
import { handBackLogin } from '../../../lib/app-bridge';
import { landingAfterLogin } from '../landing';
import { rememberLogin, rememberUserInfo, safeRedirect } from '../session';

/** spec §2 /login: both tabs; `error` shows why the reader is here, `redirect` is where they return. */
export function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const reason = search.get('error');

  const goOn = (landing: string = paths.home) =>
    void navigate(safeRedirect(search.get('redirect'), landing), { replace: true });
  const done = (data: LoginData) => {
    rememberLogin(data);
    // spec §1: inside a native app the result goes back to it and the web view closes.
    if (handBackLogin(data.AccessToken)) return;
    if (search.get('redirect')) return goOn();
    void landingAfterLogin(data).then(goOn);
  };
  useNativeSession((info) => {
    rememberUserInfo(info);
    goOn();
  });

  return (
    <AuthCard
      testId="login-page"
      heading="墨阅"
      intro="登录后可使用书架、评论、荐购、AI 读书助手与机构资源。"
    >
      {reason && <Alert type="warning" showIcon message={reason} />}
      <LoginPanel onSuccess={done} />
    </AuthCard>
  );
}
