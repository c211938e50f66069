import { Modal } from 'antd';
import type { LoginData } from '@moyue/contracts/api/accounts';
import { LoginPanel } from '../features/accounts/components/LoginPanel';
import { rememberLogin } from '../features/accounts/session';
import { handBackLogin } from '../lib/app-bridge';
import { useAppStore } from '../stores/app-store';
import { useLoginRequest } from '../stores/login-request';

export interface LoginModalProps {
  open: boolean;
  /** spec §2: the close button is optional, shown by default. */
  closable?: boolean;
  onClose: () => void;
  onLogin: (data: LoginData) => void;
}

/** spec §2: a login dialog over any page. */
export function LoginModal({ open, closable = true, onClose, onLogin }: LoginModalProps) {
  return (
    <Modal
      open={open}
      title="登录墨阅"
      footer={null}
      width={440}
      closable={closable}
      maskClosable={closable}
      keyboard={closable}
      onCancel={onClose}
      destroyOnHidden
    >
      <LoginPanel onSuccess={onLogin} />
    </Modal>
  );
}

/** The app's one modal login, driven by the store's loginModal flag (closed on every route change, spec §4). */
export function AppLoginModal() {
  const open = useAppStore((state) => state.loginModal);
  const closable = useLoginRequest((state) => state.closable);
  const close = () => {
    useLoginRequest.setState({ onLogin: null, closable: true });
    useAppStore.getState().closeLoginModal();
  };
  const loggedIn = (data: LoginData) => {
    const callback = useLoginRequest.getState().onLogin;
    rememberLogin(data);
    close();
    // spec §1: inside a native app the result goes back to it and the web view closes.
    if (handBackLogin(data.AccessToken)) return;
    callback?.();
  };
  return <LoginModal open={open} closable={closable} onClose={close} onLogin={loggedIn} />;
}
