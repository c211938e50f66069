import { useAppStore } from '../../stores/app-store';

// The viewer key is shared with the readers and the assistant (the content queries of api/).
export { useViewerKey } from '../../hooks/use-viewer-key';

/** Signed in now (a user with an Id in the store). */
export const useSignedIn = (): boolean => useAppStore((state) => Boolean(state.user?.Id));
