import { Tabs } from 'antd';
import { Link } from 'react-router';
import type { LoginData } from '@moyue/contracts/api/accounts';
import { LoginMessages } from '@moyue/contracts/messages';
import { ThirdPartyLoginOptions } from '../../../components/third-party-login/ThirdPartyLoginOptions';
import { paths } from '../../../config/paths';
import { CodeLoginForm } from './CodeLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import './login.css';

/** spec §2 login form: the two tabs and 立即注册; used by /login and the modal login. */
export function LoginPanel({ onSuccess }: { onSuccess: (data: LoginData) => void }) {
  return (
    <div className="login-panel" data-testid="login-panel">
      <Tabs
        centered
        destroyOnHidden
        items={[
          {
            key: 'password',
            label: LoginMessages.PasswordTab,
            children: <PasswordLoginForm onSuccess={onSuccess} />,
          },
          {
            key: 'code',
            label: LoginMessages.PhoneCodeTab,
            children: <CodeLoginForm onSuccess={onSuccess} />,
          },
        ]}
      />
      <ThirdPartyLoginOptions />
      <div className="login-panel__footer">
        还没有账号？<Link to={paths.register}>{LoginMessages.Register}</Link>
      </div>
    </div>
  );
}
