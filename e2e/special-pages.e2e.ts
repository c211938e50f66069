import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

// The special pages of issue 20 in Chromium: every route renders real content
// (never 建设中, never an empty main area, no console error), a reader votes for
// a title once, and an external resource opens in the frame after the signed
// transfer (the site itself is answered locally: the test machine has no network).

const ROUTES: [string, string][] = [
  ['/wrap/paperElect', 'paper-elect-page'],
  ['/wrap/electPrecedence', 'elect-precedence-page'],
  ['/topicBank', 'topic-bank-page'],
  ['/ChineseEnterprises', 'enterprise-page'],
  ['/gdpdf', 'gdpdf-page'],
  ['/outerwebtoview', 'outer-web-page'],
  ['/test', 'self-check-page'],
];

describe('special pages (issue 20)', () => {
  let browser: Browser;
  /** The file's one page: each test starts it over as a new visitor's. */
  let visitorPage: Page;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
    visitorPage = await newPage(browser);
  });
  afterAll(() => browser.close());

  /** Opens a route and waits for its content; the main area is real, not 建设中. */
  async function openRoute(page: Page, path: string, testId: string): Promise<string> {
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId(testId).waitFor();
    await page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
    const main = (await page.locator('main').innerText()).trim();
    expect(main, path).not.toContain('建设中');
    expect(main.length, path).toBeGreaterThan(20);
    return main;
  }

  it('renders every special route with real content, at 1440 and 390 px', async () => {
    const page = await asNewVisitor(visitorPage, baseUrl);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, testId] of ROUTES) await openRoute(page, path, testId);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await openRoute(page, '/ChineseEnterprises', 'enterprise-page')).toContain('《论语》');
    expect(await page.getByTestId('topic-bank-card').count()).toBe(0);
    await openRoute(page, '/topicBank', 'topic-bank-page');
    expect(await page.getByTestId('topic-bank-card').count()).toBeGreaterThan(0);
    await openRoute(page, '/test', 'self-check-page');
    // the check's own call answers after the page shows its rows
    await page.getByText('服务器验证签名通过').waitFor();
    const check = await page.locator('main').innerText();
    expect(check).toContain('墨阅示范图书馆'); // the e2e server's network is the demo library's
    // no XSD_SECRET on the e2e server: the menu says so
    expect(await page.getByTestId('xsd-not-configured').first().innerText()).toContain('未配置');
    await screenshot(page, 'special-test-1440');
    expect(errorsOf(page)).toEqual([]);
  });

  it('lets a signed-in reader vote for a title exactly once', async () => {
    const page = await asNewVisitor(visitorPage, baseUrl);
    await signInWithPassword(page, baseUrl, '13800000004');

    await openRoute(page, '/wrap/paperElect', 'paper-elect-page');
    const row = page
      .getByTestId('elect-row')
      .filter({ has: page.getByRole('button', { name: /^投\s*票$/ }) })
      .first();
    const title = await row.locator('.special-elect-row__title').innerText();
    const votes = async () =>
      Number(
        /\d+/.exec(
          await page
            .getByTestId('elect-row')
            .filter({ hasText: title })
            .getByTestId('elect-votes')
            .innerText(),
        )?.[0],
      );
    const before = await votes();
    await row.getByRole('button', { name: /^投\s*票$/ }).click();
    await page.getByText('投票成功').waitFor();
    await expect.poll(votes).toBe(before + 1);
    const voted = page.getByTestId('elect-row').filter({ hasText: title });
    await expect.poll(() => voted.getByRole('button').innerText()).toContain('已投票');
    await page.reload();
    await page.getByTestId('elect-row').first().waitFor();
    expect(await votes()).toBe(before + 1);
    await screenshot(page, 'special-paper-elect-1440');
    expect(errorsOf(page)).toEqual([]);
  });

  it('opens an external resource in the frame after the signed transfer; a changed address is refused', async () => {
    const page = await asNewVisitor(visitorPage, baseUrl);
    await page.context().route('https://ctext.org/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><meta charset="utf-8"><h1>中國哲學書電子化計劃</h1>',
      }),
    );
    await openRoute(page, '/outerwebtoview', 'outer-web-page');
    await page
      .getByTestId('outer-resource')
      .filter({ hasText: '中国哲学书电子化计划' })
      .getByRole('button')
      .click();
    await page.waitForURL(/\/outerwebtoview\?r=ctext&e=\d+&s=/);
    const frame = page.frameLocator('[data-testid="outer-web-frame"]');
    await frame.getByText('中國哲學書電子化計劃').waitFor();
    const signed = new URL(page.url());
    signed.searchParams.set('r', 'wikisource');
    await page.goto(signed.toString());
    await page.getByText('访问链接无效（签名校验失败），请返回重新打开').waitFor();
    expect(await page.getByTestId('outer-web-frame').count()).toBe(0);
    // the refusal is the server's 403 answer, which Chromium logs as a failed resource
    expect(errorsOf(page).filter((error) => !/403/.test(error))).toEqual([]);
  });
});
