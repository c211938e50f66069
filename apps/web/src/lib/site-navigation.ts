import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forcesFullReload } from '../config/layout-rules';

/** Navigates inside the SPA, but reloads the page where spec §2 forces a full reload. */
export function useSiteNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string) => {
      const targetPath = new URL(to, window.location.origin).pathname;
      if (forcesFullReload(location.pathname, targetPath)) {
        window.location.assign(to);
        return;
      }
      void navigate(to);
    },
    [navigate, location.pathname],
  );
}

/**
 * spec §2 for plain links: a click on a same-origin link to the current page,
 * when that page is one that forces a reload, reloads instead of routing.
 * Runs in the capture phase, before the router's own link handler.
 */
export function reloadOnForcedLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor?.href || (anchor.target && anchor.target !== '_self')) return;
  const target = new URL(anchor.href, window.location.href);
  if (target.origin !== window.location.origin) return;
  if (!forcesFullReload(window.location.pathname, target.pathname)) return;
  event.preventDefault();
  window.location.assign(target.href);
}
