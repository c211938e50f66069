// First, so that the app's own style sheets come after antd's (vite-antd-styles.ts).
import 'virtual:antd-first-styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ensureDevice } from './api/device';
import { createAppRouter } from './app/router';
import { keepFirstPaint } from './lib/first-paint';
import { Providers } from './app/providers';
import { rememberPromotionCode } from './app/shell-loader';

const container = document.getElementById('root')!;
keepFirstPaint(container);
const root = createRoot(container);

// spec §4: keep a promotion code, register the device (the app waits for it), then render.
rememberPromotionCode(new URLSearchParams(window.location.search));
ensureDevice()
  .catch((error: unknown) => {
    // The API client binds again on its first call; the shell still renders.
    console.error('device registration failed', error);
  })
  .finally(() => {
    // The first render as a transition: React draws it in slices of a few ms and lets the
    // browser in between, instead of one long task (total blocking time on a phone, issue 16).
    startTransition(() => {
      root.render(
        <StrictMode>
          <Providers>
            <RouterProvider router={createAppRouter()} />
          </Providers>
        </StrictMode>,
      );
    });
  });
