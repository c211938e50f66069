import { useFeedback } from '../../../components/feedback/feedback-api';
import { Link, useNavigate } from 'react-router';
import { AccountMessages, SmsType } from '@moyue/contracts/api/accounts';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useResetPassword } from '../api/reset-password';
import { PhoneCodePasswordForm } from '../components/PhoneCodePasswordForm';
import { AuthCard } from '../components/AuthCard';

/** spec §2 /findpassword: a new password by SMS code; every session ends, so the reader signs in again. */
export function FindPasswordPage() {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const reset = useResetPassword();

  return (
    <AuthCard
      testId="find-password-page"
      heading="找回密码"
      intro="验证注册手机号后设置新密码；重置后所有设备上的登录都会退出。"
      title="通过手机号重置密码"
    >
      <PhoneCodePasswordForm
        smsType={SmsType.ResetPassword}
        submitText="重置密码"
        submittingText="提交中..."
        passwordLabel="新密码"
        testId="find-password-form"
        submitting={reset.isPending}
        onSubmit={(values, onFailure) =>
          reset.mutate(values, {
            onSuccess: () => {
              // The server ended every session and cleared its cookie; clear ours too.
              useAppStore.getState().logout();
              void message.success(AccountMessages.PasswordReset);
              void navigate(paths.login, { replace: true });
            },
            onError: onFailure,
          })
        }
        footer={
          <p className="login-form__hint">
            想起密码了？<Link to={paths.login}>返回登录</Link>
          </p>
        }
      />
    </AuthCard>
  );
}
