import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot } from './support/browser.ts';
import { withScriptsHeld } from './support/first-paint.ts';
import { e2eServer } from './support/server.ts';

const query = (page: Page) => new URL(page.url()).searchParams;
const rowTitles = (page: Page) => page.getByTestId('result-row').locator('h3').allInnerTexts();

/** The header search bar: a tab, a keyword, 搜索. */
async function searchFromHeader(page: Page, tab: string, keyword: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('检索关键词').fill(keyword);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
}

/** The field of a result row's meta line ('出版社：中华书局' → 中华书局). */
const metaField = async (row: ReturnType<Page['getByTestId']>, label: string) =>
  ((await row.locator('.result-row__meta span', { hasText: `${label}：` }).innerText()) ?? '')
    .replace(`${label}：`, '')
    .trim();

describe('searching in Chinese', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  });
  afterAll(() => browser.close());

  it('finds books for 明月 typed in the header and copies a citation', async () => {
    await page.goto(`${baseUrl}/wrap/index`);
    await searchFromHeader(page, '资源检索', '明月');
    await page.waitForURL(/\/wrap\/resuResSearch\?/);
    const rows = page.getByTestId('result-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await page.title()).toContain('明月');
    await screenshot(page, 'search-resource');
    const first = rows.first();
    const [title, author, publisher, issued] = [
      await first.locator('h3').innerText(),
      await metaField(first, '作者'),
      await metaField(first, '出版社'),
      await metaField(first, '出版时间'),
    ];
    await first.getByTestId('cite').click();
    const citation = await page.getByTestId('citation-text').innerText();
    // spec §9: '[1] author. title[M]. publisher, year.'
    expect(citation).toBe(`[1] ${author}. ${title}[M]. ${publisher}, ${issued.slice(0, 4)}.`);
    await page.getByRole('button', { name: /复\s*制/ }).click();
    await page.getByText('复制成功!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(citation);
    await page.keyboard.press('Escape');
    await page.getByTestId('citation-text').waitFor({ state: 'hidden' });
  });

  it('narrows by a subject of the subject navigation', async () => {
    const total = async () => Number(await page.locator('.search-page__count strong').innerText());
    /** Chooses the first top-level subject counting fewer than all (else the first); its count. */
    const chooseSubject = async (all: number) => {
      const subjects = page.locator('.subject-nav__level--1 button');
      await subjects.first().waitFor();
      const counts = (await subjects.allInnerTexts()).map((text) =>
        Number(/\((\d+)\)/.exec(text)?.[1] ?? 0),
      );
      const index = Math.max(
        0,
        counts.findIndex((count) => count > 0 && count < all),
      );
      await subjects.nth(index).click();
      return counts[index]!;
    };
    // 明月: every match is literature, so the subject keeps them all
    const all = await total();
    const count = await chooseSubject(all);
    expect(count).toBeGreaterThan(0);
    await page.waitForURL(/CategoryIds=\d+/);
    await expect.poll(total).toBe(count);
    await page.locator('.subject-nav__list button', { hasText: '全部' }).first().click();
    await expect.poll(() => query(page).get('CategoryIds')).toBeNull();
    await expect.poll(total).toBe(all);

    // the whole store spans many subjects: one of them changes the rows
    await page.goto(`${baseUrl}/wrap/resuResSearch`);
    await page.getByTestId('result-row').first().waitFor();
    const store = await total();
    const before = await rowTitles(page);
    const subjectCount = await chooseSubject(store);
    expect(subjectCount).toBeLessThan(store);
    await page.waitForURL(/CategoryIds=\d+/);
    // the list counts exactly the subject's items, and they are other rows
    await expect.poll(total).toBe(subjectCount);
    await expect.poll(() => rowTitles(page)).not.toEqual(before);
    await screenshot(page, 'search-subject');
  });

  it('filters by publisher and switches to courses', async () => {
    const inSearch = encodeURIComponent(JSON.stringify({ keyword: '明月' }));
    await page.goto(`${baseUrl}/wrap/resuResSearch?inSearch=${inSearch}&searchType=1`);
    await page.getByTestId('result-row').first().waitFor();
    await page.locator('.search-page__publisher').click();
    const option = page.locator('.ant-select-item-option').first();
    // the option reads '月桂书坊（演示）（3）': the name, then its count
    const label = (await option.getAttribute('title')) ?? (await option.innerText());
    const publisher = label.replace(/（\d+）$/, '');
    await option.click();
    await expect.poll(() => query(page).get('publisher')).toBe(publisher);
    const rows = page.getByTestId('result-row');
    await expect
      .poll(async () => {
        const shown = await rows.locator('.result-row__meta').allInnerTexts();
        return shown.length > 0 && shown.every((meta) => meta.includes(`出版社：${publisher}`));
      })
      .toBe(true);
    await page.getByRole('tab', { name: '课程' }).click();
    await page.getByText('暂无数据！').waitFor();
  });

  it('shows full-text hits of 明月 with 明月 highlighted as a whole', async () => {
    await page.goto(`${baseUrl}/wrap/index`);
    await searchFromHeader(page, '全文检索', '明月');
    await page.waitForURL(/\/wrap\/allSearch\?/);
    await page.getByTestId('full-text-book').first().waitFor();
    const marks = await page.locator('.full-text-hit mark').allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    // 明月 is written alike in both scripts
    expect(new Set(marks)).toEqual(new Set(['明月']));
    // a hit opens the reader at its chapter
    const href = new URL(
      (await page.getByTestId('full-text-hit').first().getAttribute('href'))!,
      baseUrl,
    );
    expect(['/epubReader', '/pdfReader']).toContain(href.pathname);
    expect(href.searchParams.get('tocValue')).toMatch(/^\d+$/);
    await screenshot(page, 'search-full-text');
  });

  it('finds 故乡 in a traditional-script passage (故鄉)', async () => {
    await searchFromHeader(page, '全文检索', '故乡');
    await page.waitForURL(/keyWord=%E6%95%85%E4%B9%A1/);
    await expect
      .poll(() => page.locator('.full-text-hit mark').allInnerTexts(), { timeout: 15_000 })
      .toContain('故鄉');
  });

  it('asks for a keyword before an empty full-text or Q&A search', async () => {
    for (const tab of ['全文检索', '问答检索']) {
      await page.goto(`${baseUrl}/wrap/index`);
      await searchFromHeader(page, tab, '   ');
      await page.getByText('请输入关键词').first().waitFor();
      expect(page.url()).toBe(`${baseUrl}/wrap/index`);
    }
  });

  it('answers a question typed in natural Chinese, and lists the books that answer it', async () => {
    await page.goto(`${baseUrl}/wrap/index`);
    await searchFromHeader(page, '问答检索', '床前明月光是谁写的');
    await page.waitForURL(/\/wrap\/questionSearch\?/);
    await page.getByTestId('question-answer').first().waitFor();
    // question words dropped: the search words are 床前 and 明月光
    expect(await page.getByTestId('question-terms').innerText()).toMatch(/床前\s*明月光/);
    const marks = await page.locator('.full-text-hit mark').allInnerTexts();
    expect(marks).toContain('床前明月光');
    const answer = page.locator('.full-text-hit', { hasText: '床前明月光' }).first();
    expect(await answer.innerText()).toMatch(/[靜静]夜思（李白）/);
    await screenshot(page, 'search-question');

    await page.getByRole('link', { name: '相关资源' }).click();
    await page.waitForURL(/\/wrap\/questionResource\?/);
    await page.getByTestId('result-row').first().waitFor();
    expect(await page.title()).toBe('床前明月光是谁写的 - 问答资源 - 墨阅知识服务平台');
    await screenshot(page, 'search-question-resource');

    await searchFromHeader(page, '问答检索', '什么是仁');
    await page.waitForURL(/\/wrap\/questionSearch\?keyWord=/);
    await expect.poll(() => page.getByTestId('question-terms').innerText()).toMatch(/仁$/);
    await expect.poll(() => page.locator('.full-text-hit mark').allInnerTexts()).toContain('仁');
  });

  for (const width of [1440, 390])
    it(`shows the results' first rows before any script has run, as the app then draws them at ${width} px`, async () => {
      // issue 16: the page's HTML carries the first rows of the call the page makes; the
      // app's scripts are held back until they are seen.
      const early = await newPage(browser);
      await early.setViewportSize({ width, height: 900 });
      const keyword = encodeURIComponent(JSON.stringify({ keyword: '子' }));
      const page = await withScriptsHeld(
        early,
        `${baseUrl}/wrap/resuResSearch?inSearch=${keyword}&searchType=1`,
      );
      const firstAbstract = early.locator('#root > .first-paint .fps-abstract').first();
      await firstAbstract.waitFor();
      const earlyTitles = await early.locator('#root > .first-paint h3').allInnerTexts();
      expect(earlyTitles.length).toBeGreaterThanOrEqual(3);
      const earlyBox = (await firstAbstract.boundingBox())!;
      // while the page's code loads it keeps these rows on screen, not its skeleton
      await early.evaluate(() => {
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="search-page-loading"]'))
            document.documentElement.dataset.sawSkeleton = 'yes';
        }).observe(document, { subtree: true, childList: true });
      });
      await page.release();
      await early.getByTestId('result-row').first().waitFor();
      // the same rows in the same order, the first abstract at the same size; the early ones gone
      expect((await rowTitles(early)).slice(0, earlyTitles.length)).toEqual(earlyTitles);
      expect(await early.locator('.first-paint').count()).toBe(0);
      expect(
        await early.evaluate(() => document.documentElement.dataset.sawSkeleton),
      ).toBeUndefined();
      // so the page's largest paint stays the early one: the app's abstract paints no larger
      expect(await page.largestPaints()).toEqual(['first-paint']);
      const appBox = (await early.locator('.result-row__abstract').first().boundingBox())!;
      expect(Math.abs(appBox.width - earlyBox.width)).toBeLessThan(1);
      expect(Math.abs(appBox.height - earlyBox.height)).toBeLessThan(1);
      await early.close();
    });
});
