import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 20: a demo reader joins the demo activity under way (四书共读, 演示),
// reads a book of its list in the real reader (progress saved through the
// reader's history calls) and finds themselves on the activity's leaderboard.

describe('reading activities in Chromium (issue 20)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  const mine = (on: Page) => on.locator('[data-testid="leaderboard-row"].is-me');

  it('joins the activity, reads a book of its list and appears on its leaderboard', async () => {
    page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The student: the teacher finishes the whole 四书 list in center-service.e2e.ts (its rare card).
    await signInWithPassword(page, baseUrl, '13800000002', { waitFor: '/wrap/index' });

    await page.goto(`${baseUrl}/wrap/activity`);
    const current = page.getByTestId('activity-group-1');
    await current.getByText('四书共读 · 稀有书卡活动').first().click();
    await page.getByTestId('reading-activity').waitFor();
    expect(new URL(page.url()).pathname).toBe('/wrap/readingActivity');
    await page.getByTestId('activity-join').click();
    await page.getByTestId('activity-joined').waitFor();
    // joined: on the board at once, with what was read before (reading before joining counts)
    await expect.poll(() => mine(page).count()).toBe(1);
    const before = Number(/读完 (\d+) 本/.exec(await mine(page).innerText())?.[1]);
    expect(before).toBeLessThan(await page.getByTestId('activity-book').count());

    // The first book of the list not read yet, read to its end in the EPUB reader.
    const first = page.getByTestId('activity-book').filter({ hasNotText: '已读完' }).first();
    const title = await first.locator('.activity-book__title').innerText();
    const href = await first.locator('.activity-book__title').getAttribute('href');
    const id = new URL(href!, baseUrl).searchParams.get('id')!;
    const reader = await page.context().newPage();
    await reader.goto(`${baseUrl}/epubReader?id=${id}`);
    const progress = reader.locator('.reader-progress');
    await progress.waitFor({ timeout: 30_000 });
    for (let turn = 0; turn < 80 && (await progress.innerText()) !== '100%'; turn += 1)
      await reader.keyboard.press('PageDown');
    await expect.poll(() => progress.innerText()).toBe('100%');

    // The saved progress reaches the activity page and its leaderboard.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('leaderboard').waitFor();
          return mine(page).innerText();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toContain(`读完 ${before + 1} 本`);
    await reader.close();
    // The book's own line says so too (the activity's answer, beside the leaderboard's).
    const book = page.getByTestId('activity-book').filter({ hasText: title });
    await expect
      .poll(
        async () => {
          if ((await book.innerText()).includes('已读完')) return '已读完';
          await page.reload();
          await book.waitFor();
          return book.innerText();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toContain('已读完');
    await screenshot(page, 'activity-reading-1440');
    expect(errorsOf(page)).toEqual([]);
  }, 120_000);

  it('shows the theme and the area list at 390 px', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'zh-CN',
      isMobile: true,
    });
    const small = await phone.newPage();
    await small.goto(`${baseUrl}/wrap/activity`);
    await small.getByTestId('activity-group-1').waitFor();
    await screenshot(small, 'activity-list-390');
    await small.getByTestId('activity-card').first().getByRole('link').first().click();
    await small.getByTestId('reading-activity').waitFor();
    await small.getByRole('link', { name: '儒家四书' }).click();
    await small.getByTestId('activity-theme').waitFor();
    expect(await small.locator('.cover-card').count()).toBe(4);
    await screenshot(small, 'activity-theme-390');
    await phone.close();
  });
});
