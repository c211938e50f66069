import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

describe('search history in the header (issue 3)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  const searchInput = () => page.getByLabel('检索关键词');
  const historyEntry = (keyword: string) =>
    page.getByRole('button', { name: `删除搜索历史 ${keyword}` });

  it('keeps a signed-in reader’s keywords, offers them in the search bar and deletes them', async () => {
    page = await newPage(browser);
    await signInWithPassword(page, baseUrl, '13800000003', { redirect: '/wrap/index' });

    for (const keyword of ['明月', '故乡']) {
      await searchInput().fill(keyword);
      await searchInput().press('Enter');
      await page.waitForURL((url) => url.searchParams.get('keyWord') === keyword);
      // this keyword's own answer: the previous keyword's rows stay while it loads
      await page
        .getByTestId('full-text-summary')
        .filter({ hasText: `全文检索“${keyword}”` })
        .getByText('处命中')
        .waitFor();
    }

    await searchInput().fill('');
    await searchInput().click();
    await historyEntry('故乡').waitFor();
    await historyEntry('明月').waitFor();
    // The viewport only: a full-page capture resizes the window through the phone
    // layout, whose header is another search bar, and the dropdown would close.
    await screenshot(page, 'search-history', { fullPage: false });

    await historyEntry('明月').click();
    await expect.poll(() => historyEntry('明月').count()).toBe(0);
    await page.getByText('故乡', { exact: true }).last().click();
    await page.waitForURL(/keyWord=%E6%95%85%E4%B9%A1/);
    expect(errorsOf(page)).toEqual([]);
  });
});
