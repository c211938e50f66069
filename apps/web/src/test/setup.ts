import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// antd reads matchMedia (responsive observers), which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd's Tabs and Carousel observe sizes; jsdom has no layout to observe.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

// Testing Library unmounts after each test only when test globals are on; say it here.
afterEach(() => cleanup());

// A request a test left in flight may answer after its last assertion; React then
// schedules work on a timer. Let that run while jsdom's window still exists, or the
// environment's teardown turns it into an uncaught "window is not defined".
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
