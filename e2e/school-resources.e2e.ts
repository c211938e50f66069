import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 12 items 8 and 9 in Chromium: 机构馆藏 shows an institution member
// their library's collection, and a poem is found by its title (静夜思 is
// 靜夜思（李白） in 唐诗三百首), the result naming the book and the chapter.

describe('机构馆藏 and chapter titles (issue 12)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('shows the member (墨阅示范图书馆) the library’s holdings', async () => {
    page = await newPage(browser);
    await signInWithPassword(page, baseUrl, '13800000004', { redirect: '/wrap/schoolResources' });
    await expect
      .poll(() => page.getByTestId('holdings-of').innerText())
      .toBe('墨阅示范图书馆 · 机构馆藏');
    await page.getByTestId('result-row').first().waitFor();
    const count = await page.locator('.search-page__count strong').innerText();
    expect(Number(count)).toBeGreaterThan(40);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200);
      await screenshot(page, `school-resources-member-${width}`);
    }
    expect(errorsOf(page)).toEqual([]);
  });

  it('finds 论语 in the holdings by its chapter 学而, naming the chapter', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const inSearch = encodeURIComponent(JSON.stringify({ keyword: '学而' }));
    await page.goto(`${baseUrl}/wrap/schoolResources?inSearch=${inSearch}&searchType=1`);
    const row = page.getByTestId('result-row').filter({ hasText: '论语' });
    await row.first().waitFor();
    const chapter = row.first().getByTestId('result-chapter');
    expect(await chapter.innerText()).toMatch(/^章节：论语\s*›\s*学而篇$/);
    expect(await chapter.locator('mark').innerText()).toBe('学而');
    expect(errorsOf(page)).toEqual([]);
  });

  it('finds 唐诗三百首 by the poem 静夜思, naming the chapter and opening the reader there', async () => {
    const inSearch = encodeURIComponent(JSON.stringify({ keyword: '静夜思' }));
    await page.goto(`${baseUrl}/wrap/resuResSearch?inSearch=${inSearch}&searchType=1`);
    const row = page.getByTestId('result-row').filter({ hasText: '唐诗三百首' });
    await row.first().waitFor();
    const chapter = row.first().getByTestId('result-chapter');
    expect(await chapter.innerText()).toMatch(/^章节：唐诗三百首\s*›\s*靜夜思（李白）$/);
    expect(await chapter.locator('mark').innerText()).toBe('靜夜思');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200);
      await screenshot(page, `resource-chapter-hit-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    const [reader] = await Promise.all([
      page.context().waitForEvent('page'),
      chapter.getByRole('link').click(),
    ]);
    const opened = new URL(reader.url());
    expect(opened.pathname).toBe('/epubReader');
    expect(opened.searchParams.get('tocValue')).toMatch(/^\d+$/);
    await reader.getByLabel('阅读进度').waitFor();
    await reader.close();
    expect(errorsOf(page)).toEqual([]);
  });

  it('finds the poem by its title in full-text search: 唐诗三百首 › 靜夜思', async () => {
    await page.goto(`${baseUrl}/wrap/allSearch?keyWord=${encodeURIComponent('靜夜思')}`);
    const where = page.getByTestId('full-text-hit-chapter').filter({ hasText: '唐诗三百首' });
    await where.first().waitFor();
    expect(await where.first().innerText()).toMatch(
      /^唐诗三百首\s*›\s*靜夜思（李白） · 第 \d+ 页$/,
    );
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200);
      await screenshot(page, `full-text-title-hit-${width}`);
    }
    expect(errorsOf(page)).toEqual([]);
  });

  it('asks a new question from the Q&A page’s own input', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/wrap/questionSearch?keyWord=${encodeURIComponent('什么是仁')}`);
    const input = page.getByRole('searchbox', { name: '问题' });
    await input.fill('静夜思是谁写的');
    await input.press('Enter');
    await page.waitForURL(/keyWord=/);
    expect(new URL(page.url()).searchParams.get('keyWord')).toBe('静夜思是谁写的');
    await page.getByTestId('question-answer').first().waitFor();
    await screenshot(page, 'question-search-input-390');
    expect(errorsOf(page)).toEqual([]);
  });
});
