import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { VerifyChannel } from '@moyue/contracts/api/account-settings';
import { maskEmail, maskPhone } from '@moyue/contracts/masking';
import { ApiError } from '../../../api/api-error';
import { sendVerifyCode, useCheckVerifyCode } from '../api/account-security';
import { useUserDetail } from '../api/get-user-detail';
import { CodeInputRow } from './CodeInputRow';
import type { VerifiedState } from './NewContactForm';
import { codeProblem } from './code-problem';
import { SettingsCard } from './SettingsCard';

/**
 * accountBindTel / accountBindEmail: proves the reader holds the CURRENT phone
 * or e-mail by a code sent to it, then goes on to the page of the new one with
 * the VerifyToken. With nothing to prove (no phone, no e-mail) it goes there at once.
 */
export function VerifyCurrentContact(props: {
  kind: 'phone' | 'email';
  next: string;
  testId: string;
  title: string;
}) {
  const navigate = useNavigate();
  const detail = useUserDetail();
  const check = useCheckVerifyCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const user = detail.data;
  if (!user) return <Skeleton active />;
  // The same kind of contact if there is one, else the other (the server's rule).
  const other = props.kind === 'phone' ? user.Email : user.MobileNumber;
  const own = props.kind === 'phone' ? user.MobileNumber : user.Email;
  const proveBy: 'phone' | 'email' | null = own
    ? props.kind
    : other
      ? props.kind === 'phone'
        ? 'email'
        : 'phone'
      : null;
  if (!proveBy) return <Navigate to={props.next} replace />;
  const channel = proveBy === 'phone' ? VerifyChannel.Phone : VerifyChannel.Email;
  const masked = proveBy === 'phone' ? maskPhone(user.MobileNumber) : maskEmail(user.Email);

  const submit = () => {
    const problem = codeProblem(code);
    setError(problem);
    if (problem) return;
    check.mutate(
      { type: channel, validateCode: code.trim() },
      {
        onSuccess: (data) =>
          void navigate(props.next, {
            state: { verifyToken: data.VerifyToken } satisfies VerifiedState,
          }),
        onError: (failure) => {
          setCode('');
          setError(failure instanceof ApiError ? failure.description : '验证失败，请稍后再试');
        },
      },
    );
  };

  return (
    <SettingsCard
      testId={props.testId}
      title={props.title}
      intro={
        <>
          为了您的账号安全，请先验证当前{proveBy === 'phone' ? '手机号' : '邮箱'}
          <strong data-testid="current-contact"> {masked}</strong>
        </>
      }
      error={error}
      actions={
        <Button type="primary" size="large" block loading={check.isPending} onClick={submit}>
          下一步
        </Button>
      }
    >
      <CodeInputRow
        code={code}
        onCodeChange={setCode}
        send={() => sendVerifyCode(channel)}
        onError={setError}
        fallbackError="验证码发送失败，请稍后再试"
        placeholder={proveBy === 'phone' ? '短信验证码' : '邮箱验证码'}
      />
    </SettingsCard>
  );
}
