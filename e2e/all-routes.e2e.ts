import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  CENTER_ROUTES,
  HELP_ROUTE,
  HOME_ROUTE,
  PRESS_ROUTES,
  READER_ROUTES,
  TOP_ROUTES,
  WRAP_ROUTES,
} from '../apps/web/src/config/routes.ts';
import { errorsOf, launchChromium, newPage } from './support/browser.ts';

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

async function expectRealPage(page: Page, baseUrl: string, address: string) {
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

// At the desktop width and at a phone's (most Chinese readers' screen).
describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('every route of spec §2 shows real content at $width px', (viewport) => {
  let browser: Browser;
  let visitor: Page;
  let reader: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchChromium();
    visitor = await newPage(browser);
    reader = await newPage(browser);
    await visitor.setViewportSize(viewport);
    await reader.setViewportSize(viewport);
    await reader.goto(`${baseUrl}/login`);
    const form = reader.getByTestId('password-login-form');
    await reader.getByPlaceholder('手机号/邮箱').fill('13800000001');
    await reader.getByPlaceholder('密码').fill('Moyue2026');
    await form.getByRole('button', { name: /登\s*录/ }).click();
    await reader.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
  afterAll(() => browser.close());

  it.each(addresses([HOME_ROUTE, HELP_ROUTE, ...WRAP_ROUTES, ...PRESS_ROUTES, ...TOP_ROUTES]))(
    'a visitor: %s',
    async (address) => {
      await expectRealPage(visitor, baseUrl, address);
    },
  );

  it.each(addresses(READER_ROUTES))('a visitor, a reader without a book: %s', async (address) => {
    await expectRealPage(visitor, baseUrl, address);
  });

  it.each(addresses(CENTER_ROUTES))('signed in: %s', async (address) => {
    await expectRealPage(reader, baseUrl, address);
  });
});
