import { act, cleanup, configure } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { afterAll, afterEach } from 'vitest';
import { queryClient } from '../app/providers';
import { usePlaybackStore } from '../components/PlayerBar/playback-store';
import { useAppStore } from '../stores/app-store';
import { clearCookies } from './fake-server';
import { resetMatchMedia } from './media-query';

// findBy* and waitFor wait up to 5 s (not 1 s): on a busy 2-core machine a lazy page or a
// query's answer often takes longer than a second to render.
configure({ asyncUtilTimeout: 5_000 });

// antd reads matchMedia (responsive observers), which jsdom lacks.
resetMatchMedia();

// antd's Tabs and Carousel observe sizes; jsdom has no layout to observe.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

// The web suite runs its files in one module graph (vitest isolate: false: a minute instead
// of three), so what lives outside a rendered tree is emptied here, after each test and file.

/** antd's global message, notification and confirm; jsdom runs no CSS motion, so their leave is ended here. */
async function closeGlobalOverlays(): Promise<void> {
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  await act(async () => {
    await Promise.resolve();
    for (const element of document.querySelectorAll('[class*="-leave"]')) {
      element.dispatchEvent(new Event('animationend', { bubbles: true }));
      element.dispatchEvent(new Event('transitionend', { bubbles: true }));
    }
  });
}

// Testing Library unmounts after each test only when test globals are on; say it here.
afterEach(async () => {
  cleanup();
  await closeGlobalOverlays();
});

afterAll(async () => {
  // A request a test left in flight may answer after its last assertion; React then
  // schedules work on a timer. Let that run while jsdom's window still exists, or the
  // environment's teardown turns it into an uncaught "window is not defined".
  await new Promise((resolve) => setTimeout(resolve, 50));
  // The next file starts as a fresh page would: no cache, no cookies, no stored state.
  await queryClient.cancelQueries();
  queryClient.clear();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  useAppStore.setState(useAppStore.getInitialState(), true);
  usePlaybackStore.setState(usePlaybackStore.getInitialState(), true);
});
