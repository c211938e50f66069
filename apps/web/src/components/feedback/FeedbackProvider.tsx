import { useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createFeedback, FeedbackContext } from './feedback-api';
import type { FeedbackInstances } from './feedback-types';

type Holders = ComponentType<{ onReady: (instances: FeedbackInstances) => void }>;
interface Pending {
  promise: Promise<FeedbackInstances>;
  resolve: (instances: FeedbackInstances) => void;
}

/**
 * Gives the pages {@link useFeedback}. antd's message and modal (with their
 * buttons, dialog and motion) load when a page first asks for one, not with
 * the shell (issue 16): the first call mounts antd's holders here, inside the
 * theme and the locale, and shows once their code is there; later calls at
 * once. A failed load is tried again by the next call.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [holders, setHolders] = useState<{ Component: Holders } | null>(null);
  const pending = useRef<Pending | null>(null);
  const feedback = useMemo(
    () =>
      createFeedback(() => {
        if (pending.current) return pending.current.promise;
        let resolve!: Pending['resolve'];
        let reject!: (error: unknown) => void;
        const promise = new Promise<FeedbackInstances>((done, fail) => {
          resolve = done;
          reject = fail;
        });
        pending.current = { promise, resolve };
        import('./FeedbackHolders').then(
          (loaded) => setHolders({ Component: loaded.default }),
          (error: unknown) => {
            pending.current = null;
            reject(error);
          },
        );
        return promise;
      }),
    [],
  );
  const onReady = useCallback(
    (instances: FeedbackInstances) => pending.current?.resolve(instances),
    [],
  );
  return (
    <FeedbackContext.Provider value={feedback}>
      {holders && <holders.Component onReady={onReady} />}
      {children}
    </FeedbackContext.Provider>
  );
}
