import { Button } from 'antd';
import { LoginMessages } from '@moyue/contracts/messages';

/** The message line and the submit button, which reads '登录中...' while a login is submitting (spec §4). */
export function LoginSubmitButton({
  error,
  submitting,
  text = '登录',
  submittingText = LoginMessages.Submitting,
}: {
  error: string | null;
  submitting: boolean;
  text?: string;
  submittingText?: string;
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
        {submitting ? submittingText : text}
      </Button>
    </>
  );
}
