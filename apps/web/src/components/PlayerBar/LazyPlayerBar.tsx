import { lazy, Suspense } from 'react';
import { useMountedOnce } from '../../hooks/use-mounted-once';
import { usePlaybackStore } from './playback-store';

// The bar, its controls and hls.js load with the first book played, not with the shell (issue 16).
const PlayerBar = lazy(async () => ({ default: (await import('./PlayerBar')).PlayerBar }));

/** The audio player bar, mounted once a book is asked for or playing, and kept mounted after. */
export function LazyPlayerBar() {
  const wanted = usePlaybackStore((state) => Boolean(state.book ?? state.request));
  if (!useMountedOnce(wanted)) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBar />
    </Suspense>
  );
}
