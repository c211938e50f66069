import { Button } from 'antd';
import { LoginMessages } from '@moyue/contracts/messages';

/** The message line and the login button, which reads '登录中...' while submitting (spec §4). */
export function LoginSubmitButton({
  error,
  submitting,
}: {
  error: string | null;
  submitting: boolean;
}) {
  return (
    <>
      <div className="login-form__error" role="alert">
        {error}
      </div>
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        block
        loading={submitting}
        disabled={submitting}
      >
        {submitting ? LoginMessages.Submitting : '登录'}
      </Button>
    </>
  );
}
