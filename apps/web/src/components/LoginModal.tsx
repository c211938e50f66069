import { Modal } from 'antd';
import { create } from 'zustand';
import type { LoginData } from '@moyue/contracts/api/accounts';
import { LoginPanel } from '../features/accounts/components/LoginPanel';
import { rememberLogin } from '../features/accounts/session';
import { handBackLogin } from '../lib/app-bridge';
import { useAppStore } from '../stores/app-store';

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

interface ModalRequest {
  onLogin: (() => void) | null;
  closable: boolean;
}

const useModalRequest = create<ModalRequest>(() => ({ onLogin: null, closable: true }));

/**
 * Opens the modal login over the current page (spec §2); onLogin runs after a
 * successful login (e.g. to retry what needed it, spec §5 questions).
 */
export function requestLogin(options: { onLogin?: () => void; closable?: boolean } = {}): void {
  useModalRequest.setState({
    onLogin: options.onLogin ?? null,
    closable: options.closable ?? true,
  });
  useAppStore.getState().openLoginModal();
}

/** The app's one modal login, driven by the store's loginModal flag (closed on every route change, spec §4). */
export function AppLoginModal() {
  const open = useAppStore((state) => state.loginModal);
  const closable = useModalRequest((state) => state.closable);
  const close = () => {
    useModalRequest.setState({ onLogin: null, closable: true });
    useAppStore.getState().closeLoginModal();
  };
  const loggedIn = (data: LoginData) => {
    const callback = useModalRequest.getState().onLogin;
    rememberLogin(data);
    close();
    // spec §1: inside a native app the result goes back to it and the web view closes.
    if (handBackLogin(data.AccessToken)) return;
    callback?.();
  };
  return <LoginModal open={open} closable={closable} onClose={close} onLogin={loggedIn} />;
}
