import { lazy, Suspense } from 'react';
import { NARROW_SCREEN_QUERY } from '../../hooks/use-narrow-screen';

const loadDesktop = () => import('./DesktopHeader');
const loadMobile = () => import('./HeaderMobile');

// Each screen loads only the header it draws (issue 16): a phone never loads the
// desktop header's dropdown, search tabs and menu, nor a wide screen the drawer.
// The matching one starts loading with the shell, before the first render asks.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function')
  void (window.matchMedia(NARROW_SCREEN_QUERY).matches ? loadMobile() : loadDesktop());

/** Both headers' code, loaded (tests render either at once, as a page does after its first load). */
export const loadHeaders = () => Promise.all([loadDesktop(), loadMobile()]);

const Desktop = lazy(async () => ({ default: (await loadDesktop()).DesktopHeader }));
const Mobile = lazy(async () => ({ default: (await loadMobile()).HeaderMobile }));

/** The wide-screen header, with a fallback of its height while its code arrives. */
export function LazyDesktopHeader() {
  return (
    <Suspense fallback={<div className="header-placeholder header-placeholder--desktop" />}>
      <Desktop />
    </Suspense>
  );
}

/** The phone header, with a fallback of its height while its code arrives. */
export function LazyMobileHeader() {
  return (
    <Suspense fallback={<div className="header-placeholder header-placeholder--mobile" />}>
      <Mobile />
    </Suspense>
  );
}
