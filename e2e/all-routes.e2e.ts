import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { routesIn } from '../apps/web/src/config/routes.ts';
import { errorsOf, launchChromium, watchErrors } from './support/browser.ts';
import { e2eServer } from './support/server.ts';

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

/** `expect` is the test's own: the checks run concurrently, and expect.poll must know its test. */
async function expectRealPage(expect: ExpectStatic, page: Page, baseUrl: string, address: string) {
  const before = errorsOf(page).length;
  await page.goto(`${baseUrl}${address}`);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
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

/**
 * Pages of one browser context, each lent to one test at a time: the routes are
 * checked a few at once, since most of a check is waiting for the network to go quiet.
 */
class PagePool {
  private readonly free: Page[] = [];
  private readonly waiting: ((page: Page) => void)[] = [];

  static async of(context: BrowserContext, size: number): Promise<PagePool> {
    const pool = new PagePool();
    for (let i = 0; i < size; i += 1) pool.give(watchErrors(await context.newPage()));
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

/** Pages open at once per kind of reader (2 cores: the server, Chromium and the test share them). */
const PAGES_AT_ONCE = 3;

// At the desktop width and at a phone's (most Chinese readers' screen).
describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('every route of spec §2 shows real content at $width px', (viewport) => {
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
    await login.goto(`${baseUrl}/login`);
    const form = login.getByTestId('password-login-form');
    await login.getByPlaceholder('手机号/邮箱').fill('13800000001');
    await login.getByPlaceholder('密码').fill('Moyue2026');
    await form.getByRole('button', { name: /登\s*录/ }).click();
    await login.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(errorsOf(login)).toEqual([]);
    await login.close();
    readers = await PagePool.of(readerContext, PAGES_AT_ONCE);
  });
  afterAll(() => browser.close());

  it.concurrent.for(addresses(routesIn('main')))('a visitor: %s', async (address, { expect }) => {
    await visitors.use((page) => expectRealPage(expect, page, baseUrl, address));
  });

  it.concurrent.for(addresses(routesIn('reader')))(
    'a visitor, a reader without a book: %s',
    async (address, { expect }) => {
      await visitors.use((page) => expectRealPage(expect, page, baseUrl, address));
    },
  );

  it.concurrent.for(addresses(routesIn('center')))('signed in: %s', async (address, { expect }) => {
    await readers.use((page) => expectRealPage(expect, page, baseUrl, address));
  });
});
