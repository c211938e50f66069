import { useState } from 'react';

/**
 * True from the first render where `wanted` is true, and for good after: a
 * widget loaded on demand (issue 16) mounts when first needed and keeps its
 * state once there.
 */
export function useMountedOnce(wanted: boolean): boolean {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted || wanted;
}
