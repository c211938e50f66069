import { useSyncExternalStore } from 'react';

/** Phones: below this width the site shows its compact header (the CSS breakpoints agree). */
export const NARROW_SCREEN_QUERY = '(max-width: 760px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW_SCREEN_QUERY).matches;

/** True on a phone-sized viewport; follows rotation and window resizing. */
export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(subscribe, isNarrow, () => false);
