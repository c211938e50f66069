import { useEffect, useState, type ComponentType } from 'react';
import { NARROW_SCREEN_QUERY } from '../../hooks/use-narrow-screen';
// Both headers' styles come with the shell's CSS: every page of the frame draws one, and a
// file of their own would be one more request before the first render (issue 16).
import './header.css';

// Each screen loads only the header it draws (issue 16): a phone never loads the
// desktop header's dropdown, search tabs and menu, nor a wide screen the drawer.

type HeaderKind = 'desktop' | 'mobile';

const importers: Record<HeaderKind, () => Promise<ComponentType>> = {
  desktop: async () => (await import('./DesktopHeader')).DesktopHeader,
  mobile: async () => (await import('./HeaderMobile')).HeaderMobile,
};
const loaded: Partial<Record<HeaderKind, ComponentType>> = {};
const loading: Partial<Record<HeaderKind, Promise<ComponentType>>> = {};

/** One header's code, asked for once; a failed load may be tried again. */
function loadHeader(kind: HeaderKind): Promise<ComponentType> {
  loading[kind] ??= importers[kind]().then(
    (component) => (loaded[kind] = component),
    (error: unknown) => {
      delete loading[kind];
      throw error;
    },
  );
  return loading[kind];
}

/**
 * The header this screen draws, loaded before the first page renders (the
 * shell loader waits for it beside the device registration), so the first
 * paint holds the real header and nothing moves under the reader after it.
 */
export async function loadHeaderForScreen(): Promise<void> {
  const narrow = typeof window.matchMedia === 'function' && matchMedia(NARROW_SCREEN_QUERY).matches;
  await loadHeader(narrow ? 'mobile' : 'desktop');
}

/** Both headers' code (tests render either at once, as a page does after its first load). */
export const loadHeaders = () => Promise.all([loadHeader('desktop'), loadHeader('mobile')]);

/**
 * The desktop or the phone header; when the screen turns to the other one,
 * a placeholder of its height holds the place until its code arrives.
 */
export function SiteHeader({ narrow }: { narrow: boolean }) {
  const kind: HeaderKind = narrow ? 'mobile' : 'desktop';
  const [, setArrived] = useState(0);
  const Header = loaded[kind];
  useEffect(() => {
    if (Header) return;
    let current = true;
    loadHeader(kind).then(
      () => current && setArrived((count) => count + 1),
      (error: unknown) => console.error('header code failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [Header, kind]);
  return Header ? <Header /> : <div className={`header-placeholder header-placeholder--${kind}`} />;
}
