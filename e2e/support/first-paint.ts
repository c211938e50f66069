import type { Page } from 'playwright-core';

/**
 * issue 16: a page whose HTML carries a first paint, opened with the app's scripts held back
 * until the test has seen that paint. `release` lets them load; `largestPaints` lists the
 * elements Chromium took as the page's largest paint, in order, noted as they were reported
 * (so the early markup's still count after the app has replaced it): 'first-paint' for one
 * inside the server's markup, else the element's class name or tag.
 */
export async function withScriptsHeld(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.evaluate(() => {
    const seen = document.documentElement.dataset;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = (entry as LargestContentfulPaint).element;
        const name = element?.closest('.first-paint')
          ? 'first-paint'
          : element?.className || element?.tagName || '?';
        seen.largestPaints = `${seen.largestPaints ?? ''} ${name}`;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return {
    release: async () => {
      release();
      await page.unrouteAll({ behavior: 'wait' });
    },
    largestPaints: async () =>
      ((await page.evaluate(() => document.documentElement.dataset.largestPaints)) ?? '')
        .trim()
        .split(' '),
  };
}
