import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { routesIn } from '../apps/web/src/config/routes.ts';
import { errorsOf, launchChromium, watchErrors } from './support/browser.ts';
import { trackRequests } from './support/network-quiet.ts';
import { e2eServer } from './support/server.ts';
import { CHECKS_AT_ONCE } from './support/workers.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 20 'Done when': every route of spec §2 renders real content from the
// server — no 建设中, no empty main area, no page that does not exist, no
// error in the browser — for a visitor, and the personal centre signed in.

/** Routes that show an item: the address a reader reaches them by. */
const SAMPLE_QUERY: Record<string, string> = {
  '/wrap/allSearch': '?keyWord=明月',
  '/wrap/bookai': '?keyword=论语',
  '/wrap/ProjectDetail': '?id=1',
  '/wrap/staticPage': '?type=2',
  '/wrap/questionResource': '?keyWord=仁',
  '/wrap/details/book': '?id=1',
  '/wrap/details/lessons': '?id=1',
  '/wrap/details/askChapter': '?id=1',
  '/press/index': '?id=1',
};
/** '/wrap/details' alone is the parent of the detail routes, not a page. */
const NOT_PAGES = new Set(['/wrap/details']);

/** A refused call (401 code 34, 403, 404) is the HTTP class of a business answer, not a browser error. */
const isBusinessStatus = (text: string) =>
  /^Failed to load resource: the server responded with a status of (401|403|404)\b/.test(text);

const addresses = (routes: { path: string }[]) =>
  routes
    .filter((route) => !NOT_PAGES.has(route.path))
    .map((route) => `${route.path}${SAMPLE_QUERY[route.path] ?? ''}`);

/**
 * How a check reaches its route: 'address' opens it as a new page load (a link from
 * elsewhere, a bookmark); 'in-app' moves an open page there the way the app's own links do
 * (history.pushState and the router's popstate), after one address load per page.
 */
type Arrival = 'address' | 'in-app';

/** Moves the page to address inside the app: the router renders it without a page load. */
async function navigateInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    // react-router keeps its position in history.state.idx: one step on, as its own push does.
    const previous = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: `e2e${previous + 1}`, idx: previous + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, address);
}

/** `expect` is the test's own: the checks run concurrently, and expect.poll must know its test. */
async function expectRealPage(
  expect: ExpectStatic,
  page: Page,
  baseUrl: string,
  address: string,
  arrival: Arrival,
) {
  const before = errorsOf(page).length;
  if (arrival === 'in-app' && page.url().startsWith(baseUrl)) {
    const last = await page.evaluate(() => document.documentElement.dataset.route);
    await navigateInApp(page, address);
    // The router draws the route once its code and data have come; until then the last route
    // stays on screen, and its text must not pass for this one's (RootLayout marks the route
    // drawn; a redirect marks where it led).
    await page.waitForFunction((from) => document.documentElement.dataset.route !== from, last, {
      timeout: 15_000,
    });
    await quietOf(page)
      .quiet(500, 15_000)
      .catch(() => undefined);
  } else {
    await page.goto(`${baseUrl}${address}`);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  }
  const main = page.locator('main.site-main').first();
  const area = (await main.count()) > 0 ? main : page.locator('body');
  await expect
    .poll(async () => (await area.innerText()).replace(/\s+/g, '').length, { timeout: 10_000 })
    .toBeGreaterThan(10);
  const text = await page.locator('body').innerText();
  expect(text, `${address} still shows 建设中`).not.toContain('建设中');
  expect(text, `${address} is not a page`).not.toContain('页面不存在');
  const errors = errorsOf(page)
    .slice(before)
    .filter((error) => !isBusinessStatus(error));
  expect(errors, `${address}: errors in the browser`).toEqual([]);
}

const quiets = new WeakMap<Page, ReturnType<typeof trackRequests>>();
/** The page's request tracker (PagePool starts one per page). */
const quietOf = (page: Page) => quiets.get(page)!;

/**
 * Pages of one browser context, each lent to one test at a time: the routes are
 * checked a few at once, since most of a check is waiting for the network to go quiet.
 */
class PagePool {
  private readonly free: Page[] = [];
  private readonly waiting: ((page: Page) => void)[] = [];

  static async of(context: BrowserContext, size: number): Promise<PagePool> {
    const pool = new PagePool();
    for (let i = 0; i < size; i += 1) {
      const page = watchErrors(await context.newPage());
      quiets.set(page, trackRequests(page));
      pool.give(page);
    }
    return pool;
  }

  private give(page: Page) {
    const next = this.waiting.shift();
    if (next) next(page);
    else this.free.push(page);
  }

  async use(check: (page: Page) => Promise<void>): Promise<void> {
    const page =
      this.free.pop() ?? (await new Promise<Page>((resolve) => this.waiting.push(resolve)));
    try {
      await check(page);
    } finally {
      this.give(page);
    }
  }
}

/**
 * Pages open at once per kind of reader (2 cores: the server, Chromium and the test share
 * them): as many as the checks vitest runs at once (maxConcurrency), so none waits for a page.
 */
const PAGES_AT_ONCE = CHECKS_AT_ONCE;

// At the desktop width, each route opened by its address, and at a phone's (most Chinese
// readers' screen), each reached inside the app as its links do: a page load costs a busy
// 2-core machine about 1.5 CPU-seconds of Chromium, a move inside the app a fraction of it.
describe.each([
  { viewport: { width: 1366, height: 900 }, arrival: 'address' as const },
  { viewport: { width: 390, height: 844 }, arrival: 'in-app' as const },
])('every route of spec §2 shows real content at $viewport.width px', ({ viewport, arrival }) => {
  let browser: Browser;
  let visitors: PagePool;
  let readers: PagePool;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
    const settings = { viewport, locale: 'zh-CN' };
    visitors = await PagePool.of(await browser.newContext(settings), PAGES_AT_ONCE);
    // One signed-in context: its pages share the session cookie.
    const readerContext = await browser.newContext(settings);
    const login = watchErrors(await readerContext.newPage());
    await signInWithPassword(login, baseUrl, '13800000001');
    expect(errorsOf(login)).toEqual([]);
    await login.close();
    readers = await PagePool.of(readerContext, PAGES_AT_ONCE);
  });
  afterAll(() => browser.close());

  it.concurrent.for(addresses(routesIn('main')))('a visitor: %s', async (address, { expect }) => {
    await visitors.use((page) => expectRealPage(expect, page, baseUrl, address, arrival));
  });

  it.concurrent.for(addresses(routesIn('reader')))(
    'a visitor, a reader without a book: %s',
    async (address, { expect }) => {
      await visitors.use((page) => expectRealPage(expect, page, baseUrl, address, arrival));
    },
  );

  it.concurrent.for(addresses(routesIn('center')))('signed in: %s', async (address, { expect }) => {
    await readers.use((page) => expectRealPage(expect, page, baseUrl, address, arrival));
  });
});
