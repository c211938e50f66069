import { useAppStore, type AppState } from '../stores/app-store';

/**
 * Who is looking: the user and institution, as one query-key part. spec §4: what
 * depends on the reader (detail flags, TOC locks, comments) reloads when login
 * changes, so every reader-dependent query carries it.
 */
export const viewerKeyOf = (state: Pick<AppState, 'user' | 'organization'>): string =>
  `${state.user?.Id ?? 'anon'}:${state.organization?.Id ?? ''}`;

/** viewerKeyOf the store, as a hook (re-renders when the viewer changes). */
export const useViewerKey = (): string => useAppStore(viewerKeyOf);
