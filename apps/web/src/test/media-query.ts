/**
 * window.matchMedia as jsdom lacks it: each query answered by `matches` (antd's responsive
 * observers and the site's own media hooks read it). Nothing ever changes, so no listener fires.
 */
export function fakeMatchMedia(matches: (query: string) => boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** A viewport `width` px wide, as far as max-width media queries go. */
export const fakeViewportWidth = (width: number): void =>
  fakeMatchMedia((query) => width <= Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? -1));

/** The suite's default: no query matches (test/setup.ts). */
export const resetMatchMedia = (): void => fakeMatchMedia(() => false);
