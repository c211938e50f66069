import type { Page } from 'playwright-core';

/**
 * Follows a page's requests: `quiet()` resolves once none has been in flight for
 * quietMs. Unlike waitForLoadState('networkidle'), which resolves at once when the
 * page went idle after its load, it also waits for calls the page made later (a
 * timer, a lazy widget), so a process can be killed between calls, not during one.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const failed: string[] = [];
  const settle = (request: unknown) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (response.status() >= 500) failed.push(`${response.status()} ${response.url()}`);
  });
  return {
    /** Answers of 500 and above so far, with their address (what a console line leaves out). */
    failed,
    async quiet(quietMs = 700, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`${inFlight.size} request(s) still in flight after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
