import { useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { LoginData } from '@moyue/contracts/api/accounts';
import { Code } from '@moyue/contracts/codes';
import { SMS_COUNTDOWN_SECONDS, VERIFICATION_CODE_LENGTH } from '@moyue/contracts/limits';
import { SmsMessages } from '@moyue/contracts/messages';
import {
  stripWhitespace,
  validateCodeLogin,
  validateSmsRequest,
} from '@moyue/contracts/validators';
import { ApiError } from '../../../api/api-error';
import { useSendLoginCode } from '../api/send-sms-code';
import { LoginSubmitButton } from './LoginSubmitButton';
import { useCountdown } from './use-countdown';
import { useLoginSubmit } from './use-login-submit';

/** spec §2 login form, tab 手机动态码登录: the SMS button with its 120 s countdown (spec §4, §8). */
export function CodeLoginForm({ onSuccess }: { onSuccess: (data: LoginData) => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const sendCode = useSendLoginCode();
  const login = useLoginSubmit(onSuccess, () => setCode(''));

  const requestCode = () => {
    const problem = validateSmsRequest(phone);
    login.setError(problem);
    setNotice(null);
    if (problem) return;
    sendCode.mutate(phone, {
      // spec §8: Code 200 starts the countdown.
      onSuccess: () => {
        countdown.start();
        setNotice('验证码已发送，请查收短信');
      },
      // spec §8: Code 22 shows Description; anything else '请输入正确手机号'; the button is enabled again.
      onError: (failure) => {
        countdown.reset();
        login.setError(
          failure instanceof ApiError && failure.code === Code.SmsRefused
            ? failure.description
            : SmsMessages.WrongPhone,
        );
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCodeLogin({ phone, code });
    login.setError(problem);
    if (!problem) login.submit({ account: phone, validateCode: code.trim() });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="code-login-form">
      <Input
        size="large"
        prefix={<MobileOutlined />}
        placeholder="手机号"
        aria-label="手机号"
        autoComplete="tel"
        inputMode="numeric"
        value={phone}
        onChange={(event) => setPhone(stripWhitespace(event.target.value))}
      />
      <div className="login-form__code-row">
        <Input
          size="large"
          prefix={<SafetyOutlined />}
          placeholder="短信验证码"
          aria-label="验证码"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={VERIFICATION_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button
          size="large"
          className="login-form__sms"
          onClick={requestCode}
          disabled={sendCode.isPending || countdown.left > 0}
          data-testid="sms-button"
        >
          {countdown.left > 0 ? `${countdown.left}秒后重新获取` : '获取验证码'}
        </Button>
      </div>
      {notice && !login.error && <div className="login-form__notice">{notice}</div>}
      <LoginSubmitButton error={login.error} submitting={login.submitting} />
      <p className="login-form__hint">未注册的手机号验证后将自动创建墨阅账号</p>
    </form>
  );
}
