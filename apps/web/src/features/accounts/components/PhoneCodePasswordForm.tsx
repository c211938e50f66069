import { useState, type FormEvent, type ReactNode } from 'react';
import { validateCodeAndNewPassword, type SmsType } from '@moyue/contracts/api/accounts';
import { ApiError } from '../../../api/api-error';
import { LoginSubmitButton } from './LoginSubmitButton';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneCodeFields } from './PhoneCodeFields';

export interface PhoneCodePassword {
  account: string;
  validateCode: string;
  password: string;
}

/**
 * Phone, SMS code, a new password twice: the form of /register and
 * /findpassword. The first problem shows in the message line (spec §5 order);
 * a refusal shows the server's Description and clears the code.
 */
export function PhoneCodePasswordForm(props: {
  smsType: SmsType;
  submitText: string;
  submittingText: string;
  passwordLabel: string;
  testId: string;
  submitting: boolean;
  onSubmit: (values: PhoneCodePassword, onFailure: (failure: unknown) => void) => void;
  footer?: ReactNode;
}) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCodeAndNewPassword({ phone, code, password, confirmation });
    setError(problem);
    if (problem) return;
    props.onSubmit({ account: phone, validateCode: code.trim(), password }, (failure) => {
      setError(failure instanceof ApiError ? failure.description : String(failure));
      setCode('');
    });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid={props.testId}>
      <PhoneCodeFields
        phone={phone}
        onPhoneChange={setPhone}
        type={props.smsType}
        code={code}
        onCodeChange={setCode}
        onError={(message) => {
          setError(message);
          setNotice(null);
        }}
        onSent={() => setNotice('验证码已发送，请查收短信')}
      />
      <NewPasswordFields
        label={props.passwordLabel}
        confirmLabel="确认密码"
        password={password}
        onPasswordChange={setPassword}
        confirmation={confirmation}
        onConfirmationChange={setConfirmation}
      />
      {notice && !error && <div className="login-form__notice">{notice}</div>}
      <LoginSubmitButton
        error={error}
        submitting={props.submitting}
        text={props.submitText}
        submittingText={props.submittingText}
      />
      {props.footer}
    </form>
  );
}
