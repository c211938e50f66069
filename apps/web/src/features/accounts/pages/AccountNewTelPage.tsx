import { NewContactForm } from '../components/NewContactForm';

/** accountNewTel: the new phone and its code (sms/create type 3). */
export function AccountNewTelPage() {
  return <NewContactForm kind="phone" testId="account-new-tel-page" title="绑定新手机号" />;
}
