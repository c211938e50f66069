import { Suspense, type ReactNode } from 'react';
import { useMountedOnce } from '../hooks/use-mounted-once';

/**
 * A dialog or drawer whose code loads on demand (issue 16): mounted the first
 * time it opens — its code then loading — and kept mounted after, so that it
 * closes with its motion and keeps its state.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  if (!useMountedOnce(open)) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
