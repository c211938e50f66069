import { NewContactForm } from '../components/NewContactForm';

/** accountNewEmail: the new e-mail and its code (email/create type 3). */
export function AccountNewEmailPage() {
  return <NewContactForm kind="email" testId="account-new-email-page" title="绑定新邮箱" />;
}
