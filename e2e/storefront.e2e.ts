import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { withScriptsHeld } from './support/first-paint.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

// The store front (issue 15): a new visitor lands on a home page full of real
// covers, opens a ranking and a reading list; a teacher creates a list.
describe('store front: home, rankings and reading lists in Chromium (issue 15)', () => {
  let browser: Browser;
  /** The visitors' page: each test starts it over as a new visitor's. */
  let visitorPage: Page;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
    visitorPage = await newPage(browser);
  });
  afterAll(() => browser.close());

  /** Every cover image on the page has loaded real pixels. */
  const loadedCovers = (page: Page, selector: string) =>
    page.$$eval(
      selector,
      (images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
    );

  for (const width of [1440, 390]) {
    it(`shows a new visitor the home page full of covers, a ranking and a reading list at ${width} px`, async () => {
      const page = await asNewVisitor(visitorPage, baseUrl);
      await page.setViewportSize({ width, height: 900 });
      // issue 16: home's HTML shows the first banner before any script has run, at the size
      // the app then draws it. The app's scripts are held back until that is seen.
      const held = await withScriptsHeld(page, `${baseUrl}/wrap/index`);
      const early = page.locator('#root > .first-paint img');
      await expect
        .poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const earlyBox = (await early.boundingBox())!;
      await held.release();
      const fresh = page.getByTestId('shelf-new');
      await fresh.locator('.cover-card img').first().waitFor();
      await expect
        .poll(() => loadedCovers(page, '[data-testid="shelf-new"] .cover-card img'))
        .toBeGreaterThanOrEqual(6);
      await page.getByTestId('category-nav').getByText('中图法').waitFor();
      // the category list is as tall as CategoryNav counts it (28 px rows, 2 px apart)
      const list = await page
        .locator('.category-nav__list')
        .first()
        .evaluate((ul) => ({
          height: ul.scrollHeight,
          rows: Math.ceil(
            ul.children.length / getComputedStyle(ul).gridTemplateColumns.split(' ').length,
          ),
        }));
      expect(list.height).toBe(list.rows * 28 + (list.rows - 1) * 2);
      // the app replaced it with its carousel, whose banner has the same size
      expect(await page.locator('.first-paint').count()).toBe(0);
      const appBox = (await page.locator('[data-testid="banner"] img').first().boundingBox())!;
      expect(Math.abs(appBox.width - earlyBox.width)).toBeLessThan(1);
      expect(Math.abs(appBox.height - earlyBox.height)).toBeLessThan(1);
      expect(await page.getByTestId('sign-in-entry').innerText()).toMatch(/签到/);
      // the shelves below the fold load as the reader scrolls to them
      await page.mouse.wheel(0, 3000);
      const mostRead = page.getByTestId('shelf-most-read');
      await mostRead.locator('.cover-card img').first().waitFor();
      await page.getByTestId('shelf-courses').locator('.cover-card').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `storefront-home-${width}`);

      // a ranking: the reading board from the demo history, marked 演示
      await page.goto(`${baseUrl}/wrap/bangdan`);
      const board = page.getByTestId('ranking-board').first();
      await board.getByTestId('ranking-row').first().waitFor();
      expect(await page.getByText('演示', { exact: true }).count()).toBeGreaterThan(0);
      await screenshot(page, `storefront-bangdan-${width}`);
      await board.getByText('完整榜单').click();
      await page.waitForURL(/\/wrap\/rankingList\?rankType=1/);
      const rows = page.getByTestId('ranking-list').getByTestId('ranking-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThanOrEqual(10);
      expect(await rows.first().innerText()).toMatch(/^1[\s\S]*人在读/);

      // a reading list: the list page, then one list with its covers
      await page.goto(`${baseUrl}/wrap/recommendList`);
      const card = page.getByTestId('reading-list-card').filter({ hasText: '四书入门' }).first();
      await card.click();
      await page.waitForURL(/bookshelfDetail\?id=\d+/);
      const detail = page.getByTestId('reading-list-detail');
      await detail.getByRole('heading', { name: '四书入门' }).waitFor();
      await expect
        .poll(() => loadedCovers(page, '[data-testid="reading-list-detail"] .cover-card img'))
        .toBe(4);
      await screenshot(page, `storefront-reading-list-${width}`);
      expect(errorsOf(page)).toEqual([]);
    });
  }

  it('lets a teacher create a reading list, which students then find', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithPassword(page, baseUrl, '13800000003', { waitFor: '/wrap/index' });

    // the top menu offers 推荐书单 to teachers (spec §2, §6)
    await page.getByRole('link', { name: '推荐书单' }).first().click();
    await page.waitForURL(`${baseUrl}/wrap/recommendBook`);
    const editor = page.getByTestId('recommend-book');
    await editor.getByLabel('书单名称').fill('初一古诗入门');
    await editor.getByLabel('推荐语').fill('从《诗经》和《论语》读起，每周一篇。');
    for (const keyword of ['诗经', '论语']) {
      await editor.getByPlaceholder('搜索书名、作者，加入书单').fill(keyword);
      await editor.getByRole('button', { name: /搜索图书/ }).click();
      await editor
        .getByTestId('book-result')
        .first()
        .getByRole('button', { name: /加\s*入/ })
        .click();
    }
    expect(await editor.getByTestId('picked-book').count()).toBe(2);
    await screenshot(page, 'storefront-teacher-editor-1440');
    await editor.getByRole('button', { name: /创建书单/ }).click();
    await page.waitForURL(/bookshelfDetail\?id=\d+/);
    const detail = page.getByTestId('reading-list-detail');
    await detail.getByRole('heading', { name: '初一古诗入门' }).waitFor();
    expect(await detail.locator('.cover-card').count()).toBe(2);
    expect(await detail.getByRole('button', { name: /编辑书单/ }).count()).toBe(1);

    // a visitor finds it by searching
    const visitor = await asNewVisitor(visitorPage, baseUrl);
    await visitor.goto(`${baseUrl}/wrap/recommendList`);
    await visitor.getByPlaceholder('搜索书单、书名或作者').fill('古诗入门');
    await visitor.getByPlaceholder('搜索书单、书名或作者').press('Enter');
    await visitor.getByTestId('reading-list-card').filter({ hasText: '初一古诗入门' }).waitFor();
    // and is told, not shown a form, on the teachers' page
    await visitor.goto(`${baseUrl}/wrap/recommendBook`);
    await visitor.getByText('登录后，教师可以为学生创建推荐书单').waitFor();
    expect(errorsOf(page)).toEqual([]);
    expect(errorsOf(visitor)).toEqual([]);
    await page.context().close();
  });
});
