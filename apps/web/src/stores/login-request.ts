import { create } from 'zustand';
import { useAppStore } from './app-store';

// The request for the modal login, apart from the modal itself: features ask for a login
// here (requestLogin), and the shell's AppLoginModal (app/LoginModal.tsx), which uses the
// accounts feature's login panel, answers it. Features import no shell and no other feature.

export interface LoginRequest {
  onLogin: (() => void) | null;
  closable: boolean;
}

/** What the open login modal does after a login, and whether it can be closed. */
export const useLoginRequest = create<LoginRequest>(() => ({ onLogin: null, closable: true }));

/**
 * Opens the modal login over the current page (spec §2); onLogin runs after a
 * successful login (e.g. to retry what needed it, spec §5 questions).
 */
export function requestLogin(options: { onLogin?: () => void; closable?: boolean } = {}): void {
  useLoginRequest.setState({
    onLogin: options.onLogin ?? null,
    closable: options.closable ?? true,
  });
  useAppStore.getState().openLoginModal();
}
