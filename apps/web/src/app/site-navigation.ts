import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forcesFullReload } from './layout-rules';

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
