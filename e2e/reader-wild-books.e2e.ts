import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser';
import { startBareReaderServer } from './support/reader-server';
import { readerWait, watchReaderPage } from './support/reader-diagnostics.ts';
import {
  WILD_BOOKS,
  nonEmbeddedFontPdf,
  verticalRtlEpub,
  watchVerticalFont,
} from './support/wild-books';

// Issue 13: books from the wild in the readers. A vertical (直排),
// right-to-left Chinese EPUB whose stylesheet names 宋体 (it never showed:
// btoa threw on the stylesheet; then it read horizontal, left to right), and
// a PDF whose CJK font is not embedded (blank pages without pdf.js's CMaps).
// A library of these two only (no demo seed), read on trial: the EPUB's
// trial is its first chapter (counted by text), several pages long.

let server: Awaited<ReturnType<typeof startBareReaderServer>>;
let browser: Browser;

beforeAll(async () => {
  server = await startBareReaderServer({
    'vertical-rtl.epub': verticalRtlEpub(),
    'non-embedded-font.pdf': nonEmbeddedFontPdf(),
  });
  browser = await launchChromium();
}, 900_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const context = (width: number, height: number): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });

async function open(ctx: BrowserContext, path: string): Promise<Page> {
  const page = watchReaderPage(await ctx.newPage());
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${server.baseUrl}${path}`);
  return page;
}

/** Waits for the reader to show its first page (support/reader-diagnostics.ts says why not). */
const firstPageShown = (page: Page): Promise<void> =>
  readerWait(page, () =>
    expect.poll(() => position(page), { timeout: 30_000 }).toMatch(/第1\/\d+页/),
  );

/** The content id of an imported book (the importer names it). */
const contentId = (file: string): string => server.contentIds.get(file)!;

const position = (page: Page) => page.locator('.reader-position').innerText();
const bookFrame = (page: Page): Frame =>
  page.frames().find((frame) => frame.url().includes('reader-frame.html'))!;

/** How the frame laid the page out: writing mode, and where the heading and the first lines sit. */
const layoutOf = (page: Page) =>
  bookFrame(page).evaluate(() => {
    const root = document.getElementById('book')!.shadowRoot!;
    const flow = root.querySelector<HTMLElement>('.flow')!;
    const box = (selector: string) => {
      const rect = root.querySelector(selector)!.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top, width: rect.width };
    };
    // the first line box of the first paragraph (a paragraph may run on to the next page)
    const firstLine = root.querySelector('p')!.getClientRects()[0]!;
    return {
      writingMode: getComputedStyle(flow).writingMode,
      styles: Array.from(root.querySelectorAll('style'), (style) => style.textContent).join('\n'),
      heading: box('h2'),
      firstLine: { left: firstLine.left, right: firstLine.right, height: firstLine.height },
    };
  });

/** The family the frame registers the app's vertical font under (frame/vertical-font.ts). */
const VERTICAL_FONT_FAMILY = 'Moyue Vertical CJK';

/**
 * The ideographs at the start of the first paragraph, each as the box the
 * layout gives it, and the fonts the frame's document has registered. In a
 * font without vertical metrics (WenQuanYi Zen Hei, this machine's CJK font)
 * an ideograph advances about 0.4 em down its column and the next one is
 * drawn over it; with them, each takes its full em and the boxes abut.
 */
const glyphsOf = (page: Page) =>
  bookFrame(page).evaluate(() => {
    const root = document.getElementById('book')!.shadowRoot!;
    const paragraph = root.querySelector('p')!;
    const text = paragraph.firstChild as Text;
    const boxes: { char: string; top: number; bottom: number; left: number; height: number }[] = [];
    for (let at = 0; at < Math.min(text.length, 24); at += 1) {
      const char = text.data[at]!;
      if (!/\p{Script=Han}/u.test(char)) continue;
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      const rect = range.getBoundingClientRect();
      boxes.push({
        char,
        top: rect.top,
        bottom: rect.bottom,
        left: rect.left,
        height: rect.height,
      });
    }
    const faces: { family: string; status: string }[] = [];
    document.fonts.forEach((face) =>
      faces.push({ family: face.family.replace(/^["']|["']$/g, ''), status: face.status }),
    );
    return { fontSize: parseFloat(getComputedStyle(paragraph).fontSize), boxes, faces };
  });

describe('a vertical, right-to-left Chinese EPUB (直排, 宋体 in its CSS)', () => {
  it.each([
    [1440, 900],
    [390, 844],
  ])(
    'shows its text in columns from right to left, turning leftwards (%i px)',
    async (w, h) => {
      const ctx = await context(w, h);
      const fontFetches = watchVerticalFont(ctx);
      const id = contentId('vertical-rtl.epub');
      const page = await open(ctx, `/epubReader?id=${id}`);
      // It used to stay on 正在排版… (btoa threw on the stylesheet's 宋体).
      await firstPageShown(page);
      await page
        .frameLocator('iframe.reader-frame')
        .getByText(WILD_BOOKS.vertical.firstLine, { exact: false })
        .first()
        .waitFor();
      await screenshot(page, `reader-vertical-rtl-${w}`);
      const layout = await layoutOf(page);
      expect(layout.writingMode).toBe('vertical-rl');
      expect(layout.styles).toContain('"宋体"');
      // Lines run top to bottom and follow each other right to left: the first line of text stands left of the heading.
      expect(layout.heading.left).toBeGreaterThanOrEqual(layout.firstLine.right - 1);
      expect(layout.firstLine.height).toBeGreaterThan(layout.heading.width);
      // Text is in view: the heading lies on the page.
      expect(layout.heading.right).toBeLessThanOrEqual(w);

      // Legible columns whatever the machine's fonts: each ideograph advances a whole em down
      // its column and none is drawn over the one before, in the app's vertical font.
      const glyphs = await glyphsOf(page);
      expect(glyphs.boxes.length).toBeGreaterThan(10);
      for (const [index, box] of glyphs.boxes.entries()) {
        expect(box.height, box.char).toBeGreaterThanOrEqual(glyphs.fontSize * 0.95);
        const before = glyphs.boxes[index - 1];
        if (!before || Math.abs(before.left - box.left) >= 1) continue; // a new column
        expect(box.top - before.top, `${before.char}${box.char}`).toBeGreaterThanOrEqual(
          glyphs.fontSize * 0.95,
        );
        expect(box.top, `${before.char}${box.char}`).toBeGreaterThanOrEqual(before.bottom - 0.5);
      }
      expect(glyphs.faces).toContainEqual({ family: VERTICAL_FONT_FAMILY, status: 'loaded' });
      // It came once, from the app's own origin, cached for a year (a hashed asset).
      expect(fontFetches).toHaveLength(1);
      expect(new URL(fontFetches[0]!.url).origin).toBe(new URL(server.baseUrl).origin);
      expect(fontFetches[0]!.status).toBe(200);
      expect(fontFetches[0]!.cacheControl).toContain('max-age=31536000');

      // The next page is leftwards: the left button is 下一页, ← turns forward, → back.
      const pages = Number(/第1\/(\d+)页/.exec(await position(page))![1]);
      expect(pages).toBeGreaterThan(1);
      const turns = page.locator('.reader-turn');
      expect(await turns.first().getAttribute('aria-label')).toBe('下一页');
      expect(await turns.last().getAttribute('aria-label')).toBe('上一页');
      await turns.first().click();
      await expect.poll(() => position(page)).toContain(`第2/${pages}页`);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => position(page)).toContain(`第1/${pages}页`);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => position(page)).toContain(`第2/${pages}页`);
      await screenshot(page, `reader-vertical-rtl-page2-${w}`);
      await ctx.close();
    },
    180_000,
  );
});

describe('a PDF whose CJK font is not embedded', () => {
  it.each([
    [1440, 900],
    [390, 844],
  ])(
    'draws its characters (%i px)',
    async (w, h) => {
      const ctx = await context(w, h);
      const fontFetches = watchVerticalFont(ctx);
      const id = contentId('non-embedded-font.pdf');
      const page = await open(ctx, `/pdfReader?id=${id}`);
      await page.locator('.reader-pdf-page[data-rendered]').waitFor({ timeout: 30_000 });
      // Ink on the canvas: without the CMaps pdf.js drew a blank page.
      const ink = () =>
        page
          .locator('.reader-pdf-page canvas')
          .first()
          .evaluate((node) => {
            const canvas = node as HTMLCanvasElement;
            const data = canvas
              .getContext('2d')!
              .getImageData(0, 0, canvas.width, canvas.height).data;
            let count = 0;
            for (let i = 0; i < data.length; i += 4)
              if (data[i]! < 128 && data[i + 1]! < 128 && data[i + 2]! < 128 && data[i + 3]! > 0)
                count += 1;
            return count;
          });
      await expect.poll(ink, { timeout: 15_000 }).toBeGreaterThan(500);
      await page
        .locator('.textLayer')
        .getByText(WILD_BOOKS.pdf.phrase, { exact: false })
        .waitFor({ timeout: 10_000 });
      await screenshot(page, `reader-pdf-non-embedded-font-${w}`);
      // pdf.js draws with its own fonts: the EPUB frame's vertical font is not fetched.
      expect(fontFetches).toEqual([]);
      await ctx.close();
    },
    180_000,
  );
});
