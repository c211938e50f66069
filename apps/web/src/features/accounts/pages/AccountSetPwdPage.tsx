import { useState } from 'react';
import { Button, Input, Skeleton } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { LockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { AccountSettingMessages, VerifyChannel } from '@moyue/contracts/api/account-settings';
import { validateNewPassword } from '@moyue/contracts/api/accounts';
import { maskPhone } from '@moyue/contracts/masking';
import { ApiError } from '../../../api/api-error';
import { paths } from '../../../config/paths';
import { sendVerifyCode, useUpdatePassword } from '../api/account-security';
import { useUserDetail } from '../api/get-user-detail';
import { CodeInputRow } from '../components/CodeInputRow';
import { codeProblem } from '../components/code-problem';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SettingsCard } from '../components/SettingsCard';

/**
 * accountSetPwd: the old password and the new one twice; an account without a
 * password yet proves its phone by code instead. Every other session ends.
 */
export function AccountSetPwdPage() {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const detail = useUserDetail();
  const update = useUpdatePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const user = detail.data;
  if (!user) return <Skeleton active />;
  const hasPassword = user.HasPassword;

  const submit = () => {
    const problem =
      (hasPassword
        ? oldPassword
          ? null
          : AccountSettingMessages.OldPasswordBlank
        : codeProblem(code)) ?? validateNewPassword(password, confirmation);
    setError(problem);
    if (problem) return;
    update.mutate(
      hasPassword ? { oldPassword, password } : { validateCode: code.trim(), password },
      {
        onSuccess: () => {
          void message.success(AccountSettingMessages.PasswordChanged);
          void navigate(paths.accountSetting, { replace: true });
        },
        onError: (failure) => {
          setOldPassword('');
          setCode('');
          setError(failure instanceof ApiError ? failure.description : '修改失败，请稍后再试');
        },
      },
    );
  };

  return (
    <SettingsCard
      testId="account-set-pwd-page"
      title={hasPassword ? '修改密码' : '设置密码'}
      intro={
        hasPassword
          ? '修改后，其他设备上的登录将全部退出。'
          : `您还没有登录密码，请先验证手机号 ${maskPhone(user.MobileNumber)}。`
      }
      error={error}
      actions={
        <Button type="primary" size="large" block loading={update.isPending} onClick={submit}>
          确定
        </Button>
      }
    >
      {hasPassword ? (
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder="原密码"
          aria-label="原密码"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
        />
      ) : (
        <CodeInputRow
          code={code}
          onCodeChange={setCode}
          send={() => sendVerifyCode(VerifyChannel.Phone)}
          onError={setError}
          fallbackError="验证码发送失败，请稍后再试"
        />
      )}
      <NewPasswordFields
        label="新密码"
        confirmLabel="确认新密码"
        password={password}
        onPasswordChange={setPassword}
        confirmation={confirmation}
        onConfirmationChange={setConfirmation}
      />
    </SettingsCard>
  );
}
