import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot } from './support/browser.ts';

describe('the web shell in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('lands / on /wrap/index in Chinese with hot words and banners from the server', async () => {
    page = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/wrap/index`);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    const hotWords = page.getByTestId('hot-words');
    await hotWords.getByRole('link').or(hotWords.getByRole('button')).first().waitFor();
    const wordsText = await hotWords.innerText();
    expect(wordsText).toMatch(/论语|李白|杜甫|明月/);
    await page.getByTestId('banner').first().waitFor();
    expect(await page.getByTestId('banner').count()).toBeGreaterThanOrEqual(3);
    const bannerImage = page.getByTestId('banner').first().locator('img');
    await expect
      .poll(() =>
        bannerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expect(await page.title()).toContain('墨阅');
    await page.getByTestId('site-footer').waitFor();
    await screenshot(page, 'home');
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toEqual(
      expect.arrayContaining(['deviceToken', 'deviceKey']),
    );
  });

  it('sends a guarded centre page to login with the full path as redirect', async () => {
    page = await newPage(browser);
    await page.goto(`${baseUrl}/wrap/center/bookShelf`);
    await page.waitForURL(/\/login\?/);
    expect(page.url()).toBe(`${baseUrl}/login?redirect=%2Fwrap%2Fcenter%2FbookShelf`);
    await screenshot(page, 'guard-login');
  });

  it('hides the footer on /press/index and shows it on /wrap/index', async () => {
    page = await newPage(browser);
    await page.goto(`${baseUrl}/press/index`);
    await page.getByTestId('site-header').or(page.getByTestId('coming-soon')).first().waitFor();
    expect(await page.getByTestId('site-footer').count()).toBe(0);
    await screenshot(page, 'press-index');
    await page.goto(`${baseUrl}/wrap/index`);
    await page.getByTestId('site-footer').waitFor();
  });

  it('shows a coming-soon page with its real frame, never a blank screen', async () => {
    page = await newPage(browser);
    await page.goto(`${baseUrl}/wrap/bangdan`);
    const comingSoon = page.getByTestId('coming-soon');
    await comingSoon.waitFor();
    expect(await comingSoon.innerText()).toContain('建设中');
    await page.getByTestId('site-header').waitFor();
    await page.getByTestId('site-footer').waitFor();
    await screenshot(page, 'coming-soon');
  });

  it('starts a search from a hot word', async () => {
    page = await newPage(browser);
    await page.goto(`${baseUrl}/wrap/index`);
    const hotWords = page.getByTestId('hot-words');
    const first = hotWords.getByRole('link').or(hotWords.getByRole('button')).first();
    await first.waitFor();
    const word = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL(/\/wrap\/resuResSearch\?/);
    expect(decodeURIComponent(page.url())).toContain(word);
  });
});
