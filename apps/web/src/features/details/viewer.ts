import { useAppStore } from '../../stores/app-store';

/**
 * Who is looking: the user and institution, as one query-key part. spec §4: the
 * detail tabs clear and reload when login changes, so every reader-dependent
 * query carries it.
 */
export function useViewerKey(): string {
  const userId = useAppStore((state) => state.user?.Id);
  const organizationId = useAppStore((state) => state.organization?.Id);
  return `${userId ?? 'anon'}:${organizationId ?? ''}`;
}

/** Signed in now (a user with an Id in the store). */
export const useSignedIn = (): boolean => useAppStore((state) => Boolean(state.user?.Id));
