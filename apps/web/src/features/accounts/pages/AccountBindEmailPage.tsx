import { paths } from '../../../config/paths';
import { VerifyCurrentContact } from '../components/VerifyCurrentContact';

/** accountBindEmail: verify the current e-mail (or, before the first one, the phone), then accountNewEmail. */
export function AccountBindEmailPage() {
  return (
    <VerifyCurrentContact
      kind="email"
      next={paths.accountNewEmail}
      testId="account-bind-email-page"
      title="绑定邮箱"
    />
  );
}
