import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

describe('points: the daily sign-in in Chromium (issue 17)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  const balance = (on: Page) => on.getByTestId('points-balance').innerText();

  it('signs a reader in, and the day’s sign-in adds the points once', async () => {
    page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithPassword(page, baseUrl, '13800000004', { waitFor: '/wrap/index' });

    await page.goto(`${baseUrl}/wrap/center/integrating`);
    await page.getByTestId('integrating-page').waitFor();
    await expect.poll(() => balance(page)).toBe('0');
    // A second tab opened before the sign-in still offers the button.
    const other = await page.context().newPage();
    await other.goto(`${baseUrl}/wrap/center/integrating`);
    const otherButton = other.getByTestId('points-sign-button');
    // 签到, not 已签到 (antd spaces two characters in a button: 签 到)
    await expect.poll(async () => (await otherButton.innerText()).trim()).toMatch(/^签\s*到$/);
    // Enabled once that tab knows today's record (before it, the button waits).
    await expect.poll(() => otherButton.isEnabled()).toBe(true);

    const button = page.getByTestId('points-sign-button');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await expect.poll(() => button.innerText()).toMatch(/已签到/);
    expect(await button.isDisabled()).toBe(true);
    await expect.poll(() => balance(page)).toBe('5');
    const reward = page.getByTestId('points-reward');
    expect(await reward.innerText()).toMatch(/5\s*积分[\s\S]*10\s*经验/);
    // The sign-in task is now claimable.
    const signTask = page.locator('[data-testid="points-task"][data-task-type="6"]');
    await expect.poll(() => signTask.getByRole('button').innerText()).toMatch(/待领取/);
    await screenshot(page, 'points-integrating-1440');

    // The stale tab's click adds nothing: the server says so, as a warning.
    await otherButton.click();
    await other.getByText('今日已签到，明天再来吧').waitFor();
    await other.reload();
    await expect.poll(() => balance(other)).toBe('5');
    await other.close();

    // Arriving with justSign on a signed day signs nothing more.
    await page.goto(`${baseUrl}/wrap/center/integrating?justSign=1`);
    await expect.poll(() => page.getByTestId('points-sign-button').innerText()).toMatch(/已签到/);
    await page.goto(`${baseUrl}/wrap/center/integratDetailList`);
    await page.getByTestId('ledger-entry').first().waitFor();
    expect(await page.getByTestId('ledger-entry').count()).toBe(1);
    expect(await page.getByTestId('ledger-balance').innerText()).toBe('5');
    expect(errorsOf(page)).toEqual([]);
  });

  it('claims the sign-in task once and shows the card wallet at 390 px', async () => {
    await page.goto(`${baseUrl}/wrap/center/integrating`);
    const signTask = page.locator('[data-testid="points-task"][data-task-type="6"]');
    const claim = signTask.getByRole('button');
    await expect.poll(() => claim.innerText()).toMatch(/待领取/);
    await claim.click();
    await page.getByText('领取成功').waitFor();
    await expect.poll(() => claim.innerText()).toMatch(/已领取/);
    expect(await claim.isDisabled()).toBe(true);
    await expect.poll(() => balance(page)).toBe('10');

    const phoneContext: BrowserContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'zh-CN',
      isMobile: true,
      hasTouch: true,
      storageState: await page.context().storageState(),
    });
    const phone = await phoneContext.newPage();
    await phone.goto(`${baseUrl}/wrap/center/integrating`);
    await expect.poll(() => balance(phone)).toBe('10');
    await screenshot(phone, 'points-integrating-390');
    await phone.goto(`${baseUrl}/wrap/center/myCard`);
    await phone.getByTestId('reading-activity').first().waitFor();
    await screenshot(phone, 'points-my-card-390');
    await phoneContext.close();
  });
});
