import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';

/** Full-page shots at desktop (1440 px) and phone (390 px) width. */
async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(200);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

const query = (page: Page) => new URL(page.url()).searchParams;

describe('the other search pages (issue 3)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
  });
  afterAll(() => browser.close());

  it('offers the course filter on resuResSearch and keeps it in the address', async () => {
    const inSearch = encodeURIComponent(JSON.stringify({ keyword: '明月' }));
    await page.goto(`${baseUrl}/wrap/resuResSearch?inSearch=${inSearch}&searchType=1`);
    await page.getByTestId('result-row').first().waitFor();
    await page.getByText('出版时间', { exact: true }).waitFor();
    await page.getByRole('tab', { name: '课程' }).click();
    await page.getByTestId('course-filters').waitFor();
    expect(query(page).get('kind')).toBe('course');
    expect(await page.getByRole('radio', { name: '播放量' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '出版时间' }).count()).toBe(0);
    await page.getByText('出版机构', { exact: true }).click();
    await page.waitForURL(/contentSource=2/);
    await page.getByText('更新时间', { exact: true }).click();
    await page.waitForURL(/sort=3/);
    // No demo course speaks of 明月.
    await page.getByText('暂无数据！').waitFor();
    await shots(page, 'search-courses');
    // The filter survives a reload: it lives in the address.
    await page.reload();
    await page.getByTestId('course-filters').waitFor();
    expect(await page.getByRole('radio', { name: '出版机构' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '更新时间' }).isChecked()).toBe(true);
  });

  it('lists courses on lessonsSearchList with the same filter', async () => {
    await page.goto(`${baseUrl}/wrap/lessonsSearchList?keyword=${encodeURIComponent('唐诗')}`);
    await page.getByTestId('course-filters').waitFor();
    // The demo course 唐诗选讲 comes from 高校名师 (content source 1).
    const rows = page.getByTestId('result-row');
    await rows.filter({ hasText: '唐诗选讲' }).first().waitFor();
    // (the header's resource-search filters have a 全部 too: look in the page)
    const main = page.locator('main');
    expect(await main.getByRole('radio', { name: '全部' }).isChecked()).toBe(true);
    const filters = page.getByTestId('course-filters');
    await filters.getByText('高校名师', { exact: true }).click();
    await page.waitForURL(/contentSource=1/);
    expect(query(page).get('keyword')).toBe('唐诗');
    await rows.filter({ hasText: '唐诗选讲' }).first().waitFor();
    await shots(page, 'search-lessons');
    await filters.getByText('出版机构', { exact: true }).click();
    await page.waitForURL(/contentSource=2/);
    await page.getByText('暂无数据！').waitFor();
  });

  it('narrows the courses on lessonsSearchList by a 教材 category, and 全部 brings them back', async () => {
    await page.goto(`${baseUrl}/wrap/lessonsSearchList`);
    const rows = page.getByTestId('result-row');
    await rows.first().waitFor();
    const nav = page.getByRole('complementary', { name: '学科导航' });
    await nav.getByRole('heading', { name: '教材分类' }).waitFor();
    const everyCourse = await rows.count();
    expect(everyCourse).toBeGreaterThan(2);
    const rowCount = (n: number) =>
      page.waitForFunction(
        (count) => document.querySelectorAll('[data-testid="result-row"]').length === count,
        n,
      );
    // The stage opens on its subjects; the demo files 《论语》 and 《大学》《中庸》 under 中国哲学.
    await nav.getByRole('button', { name: /^高等教育 \(\d+\)$/ }).click();
    await page.waitForURL(/CategoryIds=\d+/);
    await nav.getByRole('button', { name: '中国哲学 (2)' }).click();
    await rowCount(2);
    const titles = await rows.locator('h3').allInnerTexts();
    expect(titles.some((title) => title.includes('《论语》导读'))).toBe(true);
    expect(titles.some((title) => title.includes('《大学》《中庸》精读'))).toBe(true);
    expect(await page.locator('.search-page__count').innerText()).toContain('共 2 门课程');
    const chosen = query(page).get('CategoryIds');
    await shots(page, 'search-lessons-textbook');
    // The choice lives in the address: a reload keeps the narrowed list.
    await page.reload();
    await rows.first().waitFor();
    await rowCount(2);
    expect(query(page).get('CategoryIds')).toBe(chosen);
    await nav.getByRole('button', { name: '全部', exact: true }).click();
    await rowCount(everyCourse);
    expect(query(page).get('CategoryIds')).toBeNull();
    expect(errorsOf(page)).toEqual([]);
  });

  it('opens 图书检索 from the search bar, checks the form and finds 李白诗集 by title and author', async () => {
    await page.goto(`${baseUrl}/wrap/index`);
    await page.getByRole('link', { name: '高级检索' }).click();
    await page.waitForURL(/\/wrap\/searchBook$/);
    // the header's resource filters have an ISBN too: fill the page's form
    const main = page.locator('main');
    await page.getByRole('button', { name: /检\s*索/ }).click();
    await page.getByText('请至少填写一项检索条件').waitFor();
    await main.getByLabel('起始年份').fill('2000');
    await main.getByLabel('结束年份').fill('1990');
    await page.getByRole('button', { name: /检\s*索/ }).click();
    await page.getByText('起始年份不能晚于结束年份').waitFor();
    await main.getByLabel('起始年份').fill('');
    await main.getByLabel('结束年份').fill('');
    await main.getByLabel('ISBN').fill('97a');
    await page.getByRole('button', { name: /检\s*索/ }).click();
    await page.getByText('ISBN 只能包含数字、连字符和末位的 X').waitFor();
    await main.getByLabel('ISBN').fill('');
    await main.getByLabel('书名').fill('李白诗集');
    await main.getByLabel('作者').fill('李白');
    await page.getByRole('button', { name: /检\s*索/ }).click();
    await page.waitForURL(/title=/);
    expect(query(page).get('title')).toBe('李白诗集');
    expect(query(page).get('author')).toBe('李白');
    const rows = page.getByTestId('result-row');
    await rows.first().waitFor();
    const titles = await rows.locator('h3').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.includes('李白诗集'))).toBe(true);
    await shots(page, 'search-book');
    // A title no book has: the empty state.
    await main.getByLabel('书名').fill('这本书并不存在');
    await page.getByRole('button', { name: /检\s*索/ }).click();
    await page.getByText('暂无数据！').waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps the results where they are when the header search bar arrives after them', async () => {
    // The bar's code held back until the results have drawn: its loading placeholder must hold
    // the place of everything the bar draws there (on a results page of the resource tab, a row
    // of filters under the input; without it the page moved 28 px down when the bar came).
    const visitor = await newPage(browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await visitor.route(/\/assets\/SearchBar-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const inSearch = encodeURIComponent(JSON.stringify({ keyword: '明月' }));
    await visitor.goto(`${baseUrl}/wrap/resuResSearch?inSearch=${inSearch}&searchType=1`);
    await visitor.getByTestId('result-row').first().waitFor();
    const tab = visitor.getByRole('tab', { name: '课程' });
    const before = await tab.boundingBox();
    expect(await visitor.getByTestId('search-bar').count()).toBe(0);
    release();
    await visitor.getByTestId('search-bar').waitFor();
    expect(await tab.boundingBox()).toEqual(before);
    await visitor.context().close();
  });
});
