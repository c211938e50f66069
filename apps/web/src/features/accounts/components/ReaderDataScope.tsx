import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLoggedIn, useAppStore } from '../../../stores/app-store';

/**
 * Another reader (or none) from now on: what was read for the last one goes. Queries no page
 * shows (their shelf, points, history) are dropped, not kept for 60 s for whoever signs in
 * next on this browser (a library's shared PC); on a sign-in, those on screen are asked again
 * as the new reader. On a sign-out nothing is asked again here: the server may not have ended
 * the session yet. Mounted by the root layout, so readers and site pages alike.
 */
export function ReaderDataScope() {
  const user = useAppStore((state) => state.user);
  const readerId = isLoggedIn(user) && user ? user.Id : null;
  const queryClient = useQueryClient();
  const lastReaderId = useRef(readerId);
  useEffect(() => {
    if (lastReaderId.current === readerId) return;
    lastReaderId.current = readerId;
    queryClient.removeQueries({ type: 'inactive' });
    if (readerId !== null) void queryClient.invalidateQueries();
  }, [queryClient, readerId]);
  return null;
}
