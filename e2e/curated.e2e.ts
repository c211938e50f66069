import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { codeLoginFormIn } from './support/login-dialog.ts';
import { lastSmsCode } from './support/sms.ts';
import { e2eServer } from './support/server.ts';

// Issue 20 part 3: the curated and special pages show real content (never
// 建设中, never an empty main area, no console error), and a new reader claims
// a free bundle whose items then are their orders.
describe('优选, 联盟馆, 在线教育, 特色图书, 版权专区 and bundles in Chromium (issue 20)', () => {
  let browser: Browser;
  /** The file's one page: each test starts it over as a new visitor's. */
  let visitorPage: Page;
  const baseUrl = e2eServer().baseUrl;
  const serverLog = e2eServer().serverLog;

  beforeAll(async () => {
    browser = await launchChromium();
    visitorPage = await newPage(browser);
  });
  afterAll(() => browser.close());

  /** Opens a route and waits for its content; the main area is real, not 建设中. */
  async function open(page: Page, path: string, testId: string): Promise<void> {
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId(testId).first().waitFor();
    const main = (await page.locator('main').innerText()).trim();
    expect(main, path).not.toContain('建设中');
    expect(main.length, path).toBeGreaterThan(20);
  }

  it('opens every curated route with real content at 1440 px', async () => {
    const page = await asNewVisitor(visitorPage, baseUrl);
    await page.setViewportSize({ width: 1440, height: 900 });

    await open(page, '/wrap/youxuanHome', 'pick-row');
    await open(page, '/wrap/youxuanHome/youxuan', 'pick-group');
    expect(await page.getByTestId('pick-row').first().innerText()).toContain('编辑推荐');
    await page
      .getByTestId('pick-group')
      .first()
      .getByRole('heading', { level: 2 })
      .getByRole('link')
      .click();
    await page.waitForURL(/youxuanDetail\?id=\d+/);
    await page.getByTestId('youxuan-detail').getByTestId('pick-row').first().waitFor();

    // The e2e server's loopback address is the demo library's network, a partner (spec §6).
    await open(page, '/wrap/lianmengResources', 'curated-item');
    await open(page, '/wrap/onlineEducation', 'education-category');
    await open(page, '/wrap/specialBook', 'special-set');
    expect(await page.getByRole('tab').count()).toBeGreaterThan(1);

    await open(page, '/wrap/copyrightList', 'copyright-row');
    await page.getByTestId('copyright-row').first().getByRole('link').click();
    await page.waitForURL(/copyrightDetail\?id=\d+/);
    const statement = page.getByTestId('rights-statement');
    await statement.waitFor();
    expect(await statement.innerText()).toContain('公有领域');
    expect(await page.locator('main').innerText()).toContain('chinese-poetry');

    await open(page, '/wrap/ProductZone', 'bundle-card');
    await open(page, '/wrap/GoodsProject', 'bundle-card');
    await screenshot(page, 'curated-goods-1440');
    expect(errorsOf(page)).toEqual([]);
  });

  it('a new reader claims the free bundle after signing in, and finds it in 我的资源', async () => {
    const phone = `16${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const page = await asNewVisitor(visitorPage, baseUrl);
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/wrap/ProductZone', 'bundle-card');
    await page
      .getByTestId('bundle-card')
      .filter({ hasText: '蒙学启蒙礼包' })
      .getByRole('link', { name: '蒙学启蒙礼包' })
      .click();
    await page.waitForURL(/GoodsProject\?id=\d+/);
    await page.getByRole('button', { name: '免费领取' }).click();

    // The login modal opens over the page; a new number signs up by its SMS code.
    const modal = page.locator('.ant-modal');
    const form = await codeLoginFormIn(modal);
    await form.getByPlaceholder('手机号').fill(phone);
    await modal.getByTestId('sms-button').click();
    await form.getByPlaceholder('短信验证码').fill(await lastSmsCode(serverLog, phone));
    await form.getByRole('button', { name: /登\s*录/ }).click();

    // After the login the claim goes on by itself: every item is the reader's now.
    await page.getByText('已领取，全部资源可完整阅读').waitFor();
    expect(await page.getByText('已拥有').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'curated-bundle-claimed-1440');
    await page.getByRole('link', { name: '去我的资源' }).click();
    await page.waitForURL(/\/wrap\/center\/myResources/);
    await page.getByTestId('order-row').filter({ hasText: '三字经' }).first().waitFor();
    expect(errorsOf(page)).toEqual([]);
  });
});
