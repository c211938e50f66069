import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';

// Issue 5 'Done when': a donated book opens on its donor tab; a course opens with its lessons.
describe('donated books and courses on the detail page in Chromium (issue 5)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;
  const tabs = () => page.locator('.detail-tabs');

  // One browser context for the file: a test that needs a new visitor starts the page over.
  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
  });
  afterAll(() => browser.close());

  it('opens a donated book on its donor tab, first of the tabs', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(
      `${baseUrl}/wrap/resuResSearch?inSearch=${encodeURIComponent('{"keyword":"论语"}')}&searchType=1`,
    );
    await page.getByTestId('result-row').filter({ hasText: '论语' }).first().locator('h3').click();
    await page.waitForURL(/\/wrap\/details\/book\?id=\d+/);
    await expect.poll(() => page.getByTestId('detail-title').innerText()).toBe('论语');
    await expect.poll(() => tabs().getByRole('tab').first().innerText()).toBe('捐赠人');
    await expect.poll(() => tabs().getByRole('tab', { selected: true }).innerText()).toBe('捐赠人');
    const donor = page.getByTestId('donor-tab');
    await donor.getByText('林知远').waitFor();
    await donor.getByText(/当年在图书馆读《论语》/).waitFor();
    // The donor's other donations link to their own detail pages.
    await donor.getByRole('link', { name: /诗经/ }).click();
    await page.waitForURL(/\/wrap\/details\/book\?id=\d+/);
    await expect.poll(() => page.getByTestId('detail-title').innerText()).toMatch(/诗经/);
    await expect.poll(() => tabs().getByRole('tab', { selected: true }).innerText()).toBe('捐赠人');
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows the cover in the image viewer: zoom, rotate, restore, close', async () => {
    await page.getByRole('button', { name: '查看封面大图' }).click();
    const image = page.getByTestId('image-viewer-image');
    await page.getByRole('button', { name: '放大' }).click();
    await page.getByRole('button', { name: '旋转' }).click();
    expect(await image.evaluate((node) => (node as HTMLElement).style.transform)).toBe(
      'scale(1.2) rotate(90deg)',
    );
    await page.getByRole('button', { name: '还原' }).click();
    expect(await image.evaluate((node) => (node as HTMLElement).style.transform)).toBe(
      'scale(1) rotate(0deg)',
    );
    await page.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => image.count()).toBe(0);
  });

  it('shows the donor’s certificate in the same image viewer', async () => {
    await page.getByTestId('donor-tab').getByRole('button', { name: '查看捐赠证书' }).click();
    const viewer = page.getByRole('dialog', { name: '查看图片：捐赠证书' });
    const image = viewer.getByTestId('image-viewer-image');
    await viewer.getByRole('button', { name: '缩小' }).click();
    await viewer.getByRole('button', { name: '旋转' }).click();
    expect(await image.evaluate((node) => (node as HTMLElement).style.transform)).toBe(
      'scale(0.8) rotate(90deg)',
    );
    await viewer.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => viewer.count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps the recently viewed ids: newest first, no duplicates', async () => {
    const ids = (await page.context().cookies()).find((cookie) => cookie.name === 'ids');
    const list = decodeURIComponent(ids?.value ?? '').split(',');
    expect(list).toHaveLength(2);
    expect(new Set(list).size).toBe(2);
    expect(page.url()).toContain(`id=${list[0]}`);
  });

  it('lays both widths out: 1440 and 390 px', async () => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('detail-title').waitFor();
      // Nothing of the detail page reaches beyond the viewport.
      const widest = await page
        .locator('[data-testid="detail-page"] *')
        .evaluateAll((nodes) =>
          Math.max(...nodes.map((node) => node.getBoundingClientRect().right)),
        );
      expect(widest).toBeLessThanOrEqual(width);
      await screenshot(page, `details-donor-${width}`);
    }
  });

  it('opens a course from search: lessons with their lock state, knowledge points, courseware and materials', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.setViewportSize({ width: 1440, height: 900 });
    const inSearch = encodeURIComponent(JSON.stringify({ keyword: '论语' }));
    await page.goto(`${baseUrl}/wrap/resuResSearch?inSearch=${inSearch}&searchType=1`);
    await page.getByRole('tab', { name: '课程' }).click();
    const row = page.getByTestId('result-row').filter({ hasText: '《论语》导读' });
    await row.first().waitFor();
    await screenshot(page, 'search-courses-lunyu-1440');
    await row.first().locator('h3').click();
    await page.waitForURL(/\/wrap\/details\/lessons\?id=\d+/);
    await expect.poll(() => page.getByTestId('detail-title').innerText()).toBe('《论语》导读');
    // spec §3: lesson period and playing time; the lecturer as 主讲.
    const summary = page.locator('.detail-summary');
    await summary.getByText('4课时').waitFor();
    await summary.getByText('主讲：').waitFor();
    await summary.getByText('30秒').waitFor();

    // Knowledge-point chips open a resource search in a new tab (spec §2).
    const chip = page.getByRole('group', { name: '知识点' }).getByRole('link', { name: '孔子' });
    expect(await chip.getAttribute('target')).toBe('_blank');
    const chipUrl = new URL((await chip.getAttribute('href')) ?? '', baseUrl);
    expect(chipUrl.pathname).toBe('/wrap/resuResSearch');
    expect(chipUrl.searchParams.get('searchType')).toBe('1');
    expect(JSON.parse(chipUrl.searchParams.get('inSearch') ?? '{}')).toEqual({ keyword: '孔子' });

    // Lessons: the first half open with their videos, the rest locked (the server says which).
    await tabs().getByRole('tab', { name: '课程目录' }).click();
    const lessons = page.getByTestId('toc-node');
    await expect.poll(() => lessons.count()).toBe(4);
    await expect
      .poll(() =>
        lessons.evaluateAll((nodes) =>
          nodes.map((node) => node.querySelector('[data-locked]') !== null),
        ),
      )
      .toEqual([false, false, true, true]);
    // An open lesson's 播放 plays it in the page's own player (spec §2: the 594×318 video
    // player; §7: its address is an HLS playlist), not in a new tab; a locked one has no link.
    const first = lessons.first().getByRole('link', { name: /第一讲 学而：学习与修身/ });
    expect(await first.getAttribute('href')).toMatch(/^#lesson-\d+$/);
    expect(await first.getAttribute('target')).toBeNull();
    await lessons.first().getByText('00:07').waitFor();
    expect(await lessons.nth(3).getByRole('link').count()).toBe(0);
    const player = page.getByTestId('lesson-player');
    const video = player.getByTestId('lesson-video');
    const videoSeconds = () =>
      video.evaluate((element: HTMLVideoElement) => Math.round(element.duration || 0));
    // The player opens on the first lesson (7 s) ...
    await expect
      .poll(() => player.locator('.lesson-player__title').innerText())
      .toBe('第一讲　学而：学习与修身');
    await expect.poll(videoSeconds, { timeout: 15_000 }).toBe(7);
    // ... and 播放 of the second one gives it the second lesson's stream: its master
    // playlist, then the segments of a rendition under it, and a video of 8 s (00:08).
    const second = lessons.nth(1).getByRole('link', { name: /第二讲 为政：为政以德/ });
    const secondHash = (await second.getAttribute('href')) ?? '';
    expect(secondHash).toMatch(/^#lesson-\d+$/);
    expect(secondHash).not.toBe(await first.getAttribute('href'));
    const tocFile = /^\/v1\/api\/toc-file\/[^/]+$/;
    const masterResponse = page.waitForResponse((response) =>
      tocFile.test(new URL(response.url()).pathname),
    );
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await second.click();
    const master = await masterResponse;
    expect(master.status()).toBe(200);
    expect(master.headers()['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(await master.text()).toMatch(/^#EXTM3U/);
    const segmentOf = () =>
      responses.find(
        (response) =>
          response.url().startsWith(`${master.url()}/`) && /\/\d+\.ts$/.test(response.url()),
      );
    await expect.poll(() => segmentOf() !== undefined, { timeout: 15_000 }).toBe(true);
    expect(segmentOf()?.status()).toBe(200);
    expect(segmentOf()?.headers()['content-type']).toBe('video/mp2t');
    expect(new URL(page.url()).hash).toBe(secondHash);
    await expect
      .poll(() => player.locator('.lesson-player__title').innerText())
      .toBe('第二讲　为政：为政以德');
    expect(await player.getByTestId('lesson-item').nth(1).getAttribute('class')).toBe('is-current');
    await expect.poll(videoSeconds, { timeout: 15_000 }).toBe(8);

    // Courseware: the course handout, downloadable.
    await tabs().getByRole('tab', { name: '课件' }).click();
    const courseware = page.getByTestId('courseware-tab');
    const handout = courseware.getByRole('link', { name: /《论语》导读课程讲义\.pdf/ });
    expect(await handout.getAttribute('download')).not.toBeNull();
    const pdf = await page.request.get(`${baseUrl}${(await handout.getAttribute('href')) ?? ''}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Materials: each lesson's source text; those of locked lessons cannot be taken.
    await tabs().getByRole('tab', { name: '素材' }).click();
    const materials = page.getByTestId('materials-tab');
    await materials.getByRole('link', { name: /原文：《论语》学而篇\.txt/ }).waitFor();
    await expect.poll(() => materials.locator('[data-locked]').count()).toBe(2);
    const text = await page.request.get(
      `${baseUrl}${(await materials.getByRole('link').first().getAttribute('href')) ?? ''}`,
    );
    expect(await text.text()).toContain('学而时习之');
    expect(errorsOf(page)).toEqual([]);
  });

  it('lays the course page out at 1440 and 390 px', async () => {
    await tabs().getByRole('tab', { name: '课程目录' }).click();
    await expect
      .poll(() => tabs().getByRole('tab', { selected: true }).innerText())
      .toBe('课程目录');
    await page.waitForTimeout(400); // the ink bar slides over
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('detail-title').waitFor();
      const widest = await page
        .locator('[data-testid="detail-page"] *')
        .evaluateAll((nodes) =>
          Math.max(...nodes.map((node) => node.getBoundingClientRect().right)),
        );
      expect(widest).toBeLessThanOrEqual(width);
      await screenshot(page, `details-lessons-${width}`);
    }
    await tabs().getByRole('tab', { name: '素材' }).click();
    await page.getByTestId('materials-tab').waitFor();
    await expect.poll(() => tabs().getByRole('tab', { selected: true }).innerText()).toBe('素材');
    await page.waitForTimeout(400); // the ink bar slides over
    await screenshot(page, 'details-lessons-materials-390');
  });
});
