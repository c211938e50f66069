import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, launchChromium, screenshot } from './support/browser';
import { READER_FIXTURES, startReaderServer, type ReaderServer } from './support/reader-server';
import { watchVerticalFont } from './support/wild-books';
import { readerWait, watchReaderPage } from './support/reader-diagnostics.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 6: the readers against a server whose library holds real imported
// books (support/reader-server.ts): 长河十章 and 春江花月夜 are held by
// 墨阅示范图书馆 (the network of 127.0.0.1), 庄子选读 by nobody.

let server: ReaderServer;
let browser: Browser;
const ids = new Map<string, string>();

async function context(width = 1440, height = 900): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
}

async function open(ctx: BrowserContext, path: string): Promise<Page> {
  const page = watchReaderPage(await ctx.newPage());
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${server.baseUrl}${path}`);
  return page;
}

/**
 * The content id of an imported book, found by a phrase of its body text on
 * the full-text search page (/wrap/allSearch): the import made it searchable.
 */
async function contentId(
  ctx: BrowserContext,
  book: { title: string; phrase: string },
): Promise<string> {
  const { title, phrase } = book;
  const known = ids.get(title);
  if (known) return known;
  const page = await open(ctx, `/wrap/allSearch?keyWord=${encodeURIComponent(phrase)}`);
  const result = page.getByTestId('full-text-book').filter({ hasText: title }).first();
  await result.waitFor();
  // The hit quotes the passage with the phrase marked.
  expect(await result.locator('mark').count()).toBeGreaterThan(0);
  expect((await result.locator('ol').innerText()).replace(/\s/g, '')).toContain(phrase);
  const link = result.locator('a[href*="/wrap/details/book?id="]').first();
  const id = new URL((await link.getAttribute('href'))!, server.baseUrl).searchParams.get('id')!;
  await page.close();
  ids.set(title, id);
  return id;
}

async function signIn(ctx: BrowserContext, account: string): Promise<void> {
  const page = await open(ctx, '/login');
  await signInWithPassword(page, server.baseUrl, account, { onLoginPage: true });
  await page.close();
}

const frameOf = (page: Page) => page.frameLocator('iframe.reader-frame');
const position = (page: Page) => page.locator('.reader-position').innerText();
const progress = (page: Page) => page.locator('.reader-progress').innerText();

beforeAll(async () => {
  server = await startReaderServer();
  browser = await launchChromium();
}, 900_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('reading a held book (institution member)', () => {
  it('reads 长河十章 to the end, and reopening resumes at the end', async () => {
    const ctx = await context();
    // A horizontal book does without the megabytes of the vertical (直排) font.
    const fontFetches = watchVerticalFont(ctx);
    await signIn(ctx, '13800000004');
    const id = await contentId(ctx, READER_FIXTURES.held);
    const page = await open(ctx, `/epubReader?id=${id}`);
    await readerWait(page, () =>
      frameOf(page).getByText('第1章第1段', { exact: false }).waitFor({ timeout: 30_000 }),
    );
    expect(await page.locator('.reader-trial-tag').count()).toBe(0);
    await screenshot(page, 'reader-epub-1440');
    // ←/→ turn pages; the last page of chapter 10 is the end of the book.
    for (let turn = 0; turn < 60 && (await progress(page)) !== '100%'; turn += 1) {
      await page.keyboard.press(turn % 2 ? 'ArrowRight' : 'PageDown');
      await page.waitForTimeout(80);
    }
    expect(await progress(page)).toBe('100%');
    expect(await position(page)).toContain('第10章');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => progress(page)).not.toBe('100%');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => progress(page)).toBe('100%');
    // A bookmark here, kept on the server.
    await page.getByRole('button', { name: /书签/ }).click();
    await page.getByRole('button', { name: '为当前位置添加书签' }).click();
    await page.locator('.reader-bookmark').first().waitFor();
    await page.waitForTimeout(2_000); // progress is saved 1.5 s after the page settles
    await page.close();

    const again = await open(ctx, `/epubReader?id=${id}`);
    await expect.poll(() => position(again), { timeout: 30_000 }).toContain('第10章');
    expect(await progress(again)).toBe('100%');
    expect(errorsOf(again)).toEqual([]);
    expect(fontFetches).toEqual([]);
    await again.close();

    // The personal centre lists the book with its progress and its bookmark.
    const readbook = await open(ctx, '/wrap/center/readbook');
    const row = readbook.locator('.reading-center-item', { hasText: READER_FIXTURES.held.title });
    await row.waitFor();
    await row.getByText('100%').waitFor();
    await screenshot(readbook, 'reader-readbook-1440');
    await readbook.goto(`${server.baseUrl}/wrap/center/myBookmark`);
    await readbook.getByText(READER_FIXTURES.held.title).waitFor();
    await readbook.getByRole('button', { name: '查看书签' }).first().click();
    await readbook.getByRole('button', { name: '继续阅读' }).first().waitFor();
    expect(await readbook.locator('.reading-center-item').count()).toBe(1);
    await screenshot(readbook, 'reader-bookmarks-1440');
    await ctx.close();
  }, 180_000);

  it('shows the PDF page on a canvas with its text, turns and zooms', async () => {
    const ctx = await context();
    const id = await contentId(ctx, READER_FIXTURES.heldPdf);
    const page = await open(ctx, `/pdfReader?id=${id}`);
    await page.locator('.reader-pdf-page[data-rendered]').waitFor({ timeout: 30_000 });
    await page.locator('.textLayer').getByText('春江潮水连海平', { exact: false }).waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position(page)).toContain('第2/12页');
    // spec §9: zoom in steps of 0.2
    await page.getByRole('button', { name: '放大' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: '适合宽度' }).innerText())
      .toBe('120%');
    await page.getByRole('button', { name: /搜索/ }).click();
    await page.getByPlaceholder('在本书中搜索').fill('海上明月');
    await page.getByPlaceholder('在本书中搜索').press('Enter');
    await page.getByText('第2页', { exact: true }).waitFor();
    await screenshot(page, 'reader-pdf-1440');
    await ctx.close();

    // The same readers on a phone.
    const phone = await context(390, 844);
    const pdf = await open(phone, `/pdfReader?id=${id}`);
    await pdf.locator('.reader-pdf-page[data-rendered]').waitFor({ timeout: 30_000 });
    await screenshot(pdf, 'reader-pdf-390');
    const epubId = await contentId(phone, READER_FIXTURES.held);
    const epub = await open(phone, `/epubReader?id=${epubId}`);
    await readerWait(epub, () =>
      expect.poll(() => position(epub), { timeout: 30_000 }).toContain('页'),
    );
    await screenshot(epub, 'reader-epub-390');
    await phone.close();
  }, 180_000);
});

describe('trial reading (anonymous)', () => {
  it('ends at the trial boundary with ways to recommend or get access', async () => {
    const ctx = await context(390, 844);
    const id = await contentId(ctx, READER_FIXTURES.trial);
    const page = await open(ctx, `/epubReader?id=${id}`);
    await frameOf(page).locator('#book').waitFor();
    await expect.poll(() => position(page), { timeout: 30_000 }).toContain('页');
    for (
      let turn = 0;
      turn < 40 && !(await page.getByRole('dialog', { name: '试读结束' }).count());
      turn += 1
    ) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(80);
    }
    const boundary = page.getByRole('dialog', { name: '试读结束' });
    await boundary.waitFor();
    expect(await boundary.getByRole('link', { name: '荐购本书' }).getAttribute('href')).toBe(
      `/wrap/details/book?id=${id}`,
    );
    expect(
      await boundary.getByRole('link', { name: '登录阅读全文' }).getAttribute('href'),
    ).toContain(`/login?redirect=${encodeURIComponent(`/epubReader?id=${id}`)}`);
    // The notice takes the stage: no text of the page shows beside it.
    expect(await page.locator('.reader-page').isVisible()).toBe(false);
    await screenshot(page, 'reader-trial-boundary-390');
    // The contents show what lies beyond the trial as locked.
    await page
      .getByRole('button', { name: /试读结束|返回上一页/ })
      .last()
      .click();
    await page.locator('.reader-tools button').first().click();
    expect(await page.locator('.reader-toc-item:disabled').count()).toBeGreaterThan(0);
    await ctx.close();
  }, 120_000);
});

describe('reader addresses without a book (issue 12)', () => {
  it.each(['/epubReader', '/pdfReader', '/knowledgeReader'])(
    '%s shows a friendly page with a way back',
    async (path) => {
      const ctx = await context(390, 844);
      const page = await open(ctx, path);
      await page.getByText('没有找到要阅读的图书').waitFor({ timeout: 15_000 });
      expect(await page.getByText(/参数错误/).count()).toBe(0);
      await screenshot(page, `reader-missing-book${path.replace('/', '-')}-390`);
      await page.getByRole('button', { name: '返回首页' }).click();
      await page.waitForURL(`${server.baseUrl}/wrap/index`);
      await ctx.close();
    },
    60_000,
  );
});

describe('untrusted EPUB content', () => {
  it('shows a book with <script>, on* handlers and <iframe srcdoc> without running any of it', async () => {
    const ctx = await context();
    const id = await contentId(ctx, READER_FIXTURES.scripted);
    const frameLoads: string[] = [];
    ctx.on('request', (request) => {
      if (new URL(request.url()).pathname === '/reader-frame.html') frameLoads.push(request.url());
    });
    const page = await open(ctx, `/epubReader?id=${id}`);
    const frame = frameOf(page);
    await frame.getByText('本章含有脚本元素').waitFor({ timeout: 30_000 });
    await frame.getByText('本段带有事件处理器').hover();
    await frame.getByText('本段带有事件处理器').click();
    await frame.getByText('javascript 链接').click();
    // Chapter 2 from the contents, chapter 3 by turning pages (the last chapter: extra turns stay there).
    await page.getByRole('button', { name: /目录/ }).click();
    await page.getByRole('button', { name: '第二章 内嵌框架' }).click();
    await frame.getByText('下面是一个 srcdoc 内嵌框架').waitFor();
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowRight');
        return frame.getByText('明月几时有', { exact: false }).count();
      })
      .toBeGreaterThan(0);
    // Nothing of the book ran: not in the app, not in the reader frame.
    expect(
      await page.evaluate(
        () => (window as { __moyueBookScriptRan?: boolean }).__moyueBookScriptRan,
      ),
    ).toBeUndefined();
    expect(await page.title()).not.toBe('SCRIPT RAN');
    const readerFrame = page.frames().find((f) => f.url().endsWith('/reader-frame.html'))!;
    expect(
      await readerFrame.evaluate(
        () => (window as { __moyueBookScriptRan?: boolean }).__moyueBookScriptRan,
      ),
    ).toBeUndefined();
    // The frame is sandboxed without same-origin: it cannot reach the app.
    expect(await page.locator('iframe.reader-frame').getAttribute('sandbox')).toBe('allow-scripts');
    expect(await readerFrame.evaluate(() => origin)).toBe('null');
    expect(await readerFrame.evaluate(() => document.querySelectorAll('iframe').length)).toBe(0);
    // The frame the router started before the page rendered was moved into the page, not loaded again.
    expect(frameLoads).toHaveLength(1);
    expect(await page.locator('.reader-frame-slot > iframe.reader-frame').count()).toBe(1);
    expect(await page.locator('iframe').count()).toBe(1);
    expect(await page.locator('.reader-frame-holder').count()).toBe(0);
    await ctx.close();
  }, 120_000);
});
