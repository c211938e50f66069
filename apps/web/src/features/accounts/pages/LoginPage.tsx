import { Alert } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginData } from '@moyue/contracts/api/accounts';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/AuthCard';
import { LoginPanel } from '../components/LoginPanel';
import { rememberLogin, safeRedirect } from '../session';

/** spec §2 /login: both tabs; `error` shows why the reader is here, `redirect` is where they return. */
export function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const reason = search.get('error');

  const done = (data: LoginData) => {
    rememberLogin(data);
    void navigate(safeRedirect(search.get('redirect'), paths.home), { replace: true });
  };

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
