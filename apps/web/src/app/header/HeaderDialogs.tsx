import { lazy, Suspense } from 'react';
import { useMountedOnce } from '../../hooks/use-mounted-once';
import { useAppStore } from '../../stores/app-store';

// The login form and the bind-mobile form load when one of them first opens (issue 16).
const HeaderDialogModals = lazy(async () => ({
  default: (await import('./HeaderDialogModals')).HeaderDialogModals,
}));

/** The dialogs the header owns: the login modal and the bind-mobile prompt (spec §2, §8 code 201). */
export function HeaderDialogs() {
  const wanted = useAppStore((state) => state.loginModal || state.bindMobile);
  if (!useMountedOnce(wanted)) return null;
  return (
    <Suspense fallback={null}>
      <HeaderDialogModals />
    </Suspense>
  );
}
