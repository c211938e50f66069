import { useState, type FormEvent } from 'react';
import { SmsType, type LoginData } from '@moyue/contracts/api/accounts';
import { validateCodeLogin } from '@moyue/contracts/validators';
import { LoginSubmitButton } from './LoginSubmitButton';
import { PhoneCodeFields } from './PhoneCodeFields';
import { useLoginSubmit } from './use-login-submit';

/** spec §2 login form, tab 手机动态码登录: the SMS button with its 120 s countdown (spec §4, §8). */
export function CodeLoginForm({ onSuccess }: { onSuccess: (data: LoginData) => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const login = useLoginSubmit(onSuccess, () => setCode(''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCodeLogin({ phone, code });
    login.setError(problem);
    if (!problem) login.submit({ account: phone, validateCode: code.trim() });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="code-login-form">
      <PhoneCodeFields
        phone={phone}
        onPhoneChange={setPhone}
        type={SmsType.Login}
        code={code}
        onCodeChange={setCode}
        onError={(message) => {
          login.setError(message);
          setNotice(null);
        }}
        onSent={() => setNotice('验证码已发送，请查收短信')}
      />
      {notice && !login.error && <div className="login-form__notice">{notice}</div>}
      <LoginSubmitButton error={login.error} submitting={login.submitting} />
      <p className="login-form__hint">未注册的手机号验证后将自动创建墨阅账号</p>
    </form>
  );
}
