import { useCallback, useSyncExternalStore } from 'react';

/** Phones: below this width the site shows its compact header (the CSS breakpoints agree). */
export const NARROW_SCREEN_QUERY = '(max-width: 760px)';

/**
 * Whether a media query matches; follows rotation and window resizing. Answered by the style
 * engine, not by measuring: it forces no layout.
 */
export function useMediaQuery(query: string): boolean {
  // Stable per query: a new subscribe function would make React subscribe again on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True on a phone-sized viewport; follows rotation and window resizing. */
export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_SCREEN_QUERY);
