import { paths } from '../../../config/paths';
import { VerifyCurrentContact } from '../components/VerifyCurrentContact';

/** accountBindTel: verify the current phone, then accountNewTel. */
export function AccountBindTelPage() {
  return (
    <VerifyCurrentContact
      kind="phone"
      next={paths.accountNewTel}
      testId="account-bind-tel-page"
      title="更换手机号"
    />
  );
}
