import { useState } from 'react';
import { Button, Input } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { AccountSettingMessages } from '@moyue/contracts/api/account-settings';
import { SmsType } from '@moyue/contracts/api/accounts';
import { SmsMessages } from '@moyue/contracts/messages';
import {
  isEmail,
  stripWhitespace,
  validateCodeLogin,
  validateSmsRequest,
} from '@moyue/contracts/validators';
import { ApiError } from '../../../api/api-error';
import { paths } from '../../../config/paths';
import { sendEmailCode, useBindContact } from '../api/account-security';
import { sendSmsCode } from '../api/send-sms-code';
import { CodeInputRow } from './CodeInputRow';
import { codeProblem } from './code-problem';
import { SettingsCard } from './SettingsCard';

/** How accountNewTel / accountNewEmail get the VerifyToken (router state: never in the address bar). */
export interface VerifiedState {
  verifyToken: string;
}

const emailProblem = (email: string): string | null => {
  if (!email) return AccountSettingMessages.EmailBlank;
  return isEmail(email) ? null : AccountSettingMessages.EmailInvalid;
};

/**
 * accountNewTel / accountNewEmail: the new phone or e-mail, a code sent to it,
 * and the VerifyToken the previous page earned (none for a first binding
 * without anything to prove). Done → 账号设置 (or where `onDone` says).
 */
export function NewContactForm(props: {
  kind: 'phone' | 'email';
  testId: string;
  title: string;
  /** After binding (the bind-mobile dialog closes itself); default: back to 账号设置. */
  onDone?: () => void;
  /** In the dialog: no card frame. */
  bare?: boolean;
}) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const verifyToken = (location.state as Partial<VerifiedState> | null)?.verifyToken;
  const bind = useBindContact(props.kind);
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isPhone = props.kind === 'phone';

  const submit = () => {
    const problem = isPhone
      ? validateCodeLogin({ phone: account, code })
      : (emailProblem(account) ?? codeProblem(code));
    setError(problem);
    if (problem) return;
    bind.mutate(
      { account, validateCode: code.trim(), ...(verifyToken ? { verifyToken } : {}) },
      {
        onSuccess: () => {
          void message.success(
            isPhone ? AccountSettingMessages.PhoneBound : AccountSettingMessages.EmailBound,
          );
          if (props.onDone) props.onDone();
          else void navigate(paths.accountSetting, { replace: true });
        },
        onError: (failure) => {
          setCode('');
          setError(failure instanceof ApiError ? failure.description : '绑定失败，请稍后再试');
        },
      },
    );
  };

  const fields = (
    <>
      <Input
        size="large"
        prefix={isPhone ? <MobileOutlined /> : <MailOutlined />}
        placeholder={isPhone ? '新手机号' : '新邮箱'}
        aria-label={isPhone ? '新手机号' : '新邮箱'}
        autoComplete={isPhone ? 'tel' : 'email'}
        inputMode={isPhone ? 'numeric' : 'email'}
        value={account}
        onChange={(event) => setAccount(stripWhitespace(event.target.value))}
      />
      <CodeInputRow
        code={code}
        onCodeChange={setCode}
        send={() => (isPhone ? sendSmsCode(account, SmsType.BindPhone) : sendEmailCode(account))}
        validate={() => (isPhone ? validateSmsRequest(account) : emailProblem(account))}
        onError={setError}
        fallbackError={isPhone ? SmsMessages.WrongPhone : '验证码发送失败，请稍后再试'}
        placeholder={isPhone ? '短信验证码' : '邮箱验证码'}
      />
    </>
  );
  const button = (
    <Button type="primary" size="large" block loading={bind.isPending} onClick={submit}>
      确定绑定
    </Button>
  );
  if (props.bare)
    return (
      <div className="login-form" data-testid={props.testId}>
        {fields}
        <p className="login-form__error" role="alert" data-testid="settings-error">
          {error ?? ''}
        </p>
        {button}
      </div>
    );
  return (
    <SettingsCard testId={props.testId} title={props.title} error={error} actions={button}>
      {fields}
    </SettingsCard>
  );
}
