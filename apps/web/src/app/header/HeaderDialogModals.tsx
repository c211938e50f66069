import { BindMobileModal } from '../../features/accounts/components/BindMobileModal';
import { AppLoginModal } from '../LoginModal';

/** The login modal and the bind-mobile prompt, one chunk loaded when either first opens. */
export function HeaderDialogModals() {
  return (
    <>
      <AppLoginModal />
      <BindMobileModal />
    </>
  );
}
