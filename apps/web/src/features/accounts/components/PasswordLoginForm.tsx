import { useState, type FormEvent } from 'react';
import { Input } from 'antd';
import { Link } from 'react-router';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginData } from '@moyue/contracts/api/accounts';
import { PASSWORD_MAX_LENGTH } from '@moyue/contracts/limits';
import {
  accountChangeClearsPassword,
  stripWhitespace,
  validatePasswordLogin,
} from '@moyue/contracts/validators';
import { paths } from '../../../config/paths';
import { LoginSubmitButton } from './LoginSubmitButton';
import { useLoginSubmit } from './use-login-submit';

/** spec §2 login form, tab 账号密码登录, with the rules of spec §4, §5 and §8. */
export function PasswordLoginForm({ onSuccess }: { onSuccess: (data: LoginData) => void }) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const login = useLoginSubmit(onSuccess, () => setPassword(''));

  const changeAccount = (value: string) => {
    // spec §5: whitespace is stripped; clearing the account or typing one character clears the password.
    const next = stripWhitespace(value);
    setAccount(next);
    if (accountChangeClearsPassword(next)) setPassword('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordLogin({ account, password });
    login.setError(problem);
    if (!problem) login.submit({ account, password });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="password-login-form">
      <Input
        size="large"
        prefix={<UserOutlined />}
        placeholder="手机号/邮箱"
        aria-label="账号"
        autoComplete="username"
        value={account}
        onChange={(event) => changeAccount(event.target.value)}
      />
      <Input.Password
        size="large"
        prefix={<LockOutlined />}
        placeholder="密码"
        aria-label="密码"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <LoginSubmitButton error={login.error} submitting={login.submitting} />
      <p className="login-form__hint login-form__hint--end">
        <Link to={paths.findPassword}>忘记密码？</Link>
      </p>
    </form>
  );
}
