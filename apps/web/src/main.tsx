import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ensureDevice } from './api/device';
import { createAppRouter } from './app/router';
import { Providers } from './app/providers';

const root = createRoot(document.getElementById('root')!);

// spec §4: register the device first (the app waits for it), then render.
ensureDevice()
  .catch((error: unknown) => {
    // The API client binds again on its first call; the shell still renders.
    console.error('device registration failed', error);
  })
  .finally(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={createAppRouter()} />
        </Providers>
      </StrictMode>,
    );
  });
