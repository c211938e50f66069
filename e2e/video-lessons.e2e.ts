import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';

// Issue 18 in Chromium: the 有声书与课程 landing lists the demo courses; a
// course lesson plays in each quality (hls.js, renditions FD/LD/SD/HD made by
// the seed), the video's time advancing after every switch; a locked lesson
// cannot be played.

const QUALITY_HEIGHTS = { FD: 360, LD: 480, SD: 720, HD: 1080 } as const;

describe('video lessons and the audio-book/course landing (issue 18)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
  });
  afterAll(() => browser.close());

  const video = () => page.getByTestId('lesson-video');
  const videoState = () =>
    video().evaluate((element: HTMLVideoElement) => ({
      time: element.currentTime,
      height: element.videoHeight,
      ended: element.ended,
    }));

  it('lists the courses, newest and most played, and says when there are no audio books', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/wrap/index`);
    await page.getByRole('link', { name: '有声书与课程' }).first().click();
    await page.waitForURL(`${baseUrl}/wrap/audioBooksAndLessons`);
    const courses = page.getByTestId('course-shelf');
    await courses.getByTestId('media-tile').first().waitFor();
    const newest = await courses.locator('.media-tile__title').allInnerTexts();
    expect(newest.length).toBeGreaterThanOrEqual(5);
    await courses.getByText('最热').click();
    await expect
      .poll(async () => (await courses.locator('.media-tile__title').allInnerTexts()).join('|'))
      .not.toBe(newest.join('|'));
    // Audio books: tiles once seeded, else the empty state — never a blank.
    const audio = page.getByTestId('audio-book-shelf');
    await expect
      .poll(
        async () =>
          (await audio.getByTestId('media-tile').count()) > 0 ||
          (await audio.getByText('暂无有声书').isVisible()),
      )
      .toBe(true);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await screenshot(page, `audio-books-and-lessons-${width}`);
    }
    expect(errorsOf(page)).toEqual([]);
  });

  /** The first course whose lessons are partly locked for a visitor (trial, not free, not held). */
  async function openCourseWithLockedLessons(): Promise<void> {
    await page.goto(`${baseUrl}/wrap/audioBooksAndLessons`);
    const links = page.getByTestId('course-shelf').locator('a.media-tile__link');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    for (const href of hrefs) {
      await page.goto(`${baseUrl}${href}`);
      await page.getByTestId('lesson-item').first().waitFor();
      if ((await page.locator('[data-testid="lesson-item"] button[data-locked]').count()) > 0)
        return;
    }
    throw new Error('no demo course has locked lessons for a visitor');
  }

  it('plays a lesson in each quality, its time advancing after every switch', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openCourseWithLockedLessons();
    await expect.poll(() => page.getByTestId('quality-HD').isEnabled()).toBe(true);
    await video().evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    for (const [quality, height] of Object.entries(QUALITY_HEIGHTS)) {
      await page.getByTestId(`quality-${quality}`).click();
      await expect
        .poll(() => page.getByTestId(`quality-${quality}`).getAttribute('aria-checked'))
        .toBe('true');
      // From the start again, so each quality has the whole lesson to play.
      await video().evaluate((element: HTMLVideoElement) => {
        element.currentTime = 0.2;
        return element.play();
      });
      await expect.poll(async () => (await videoState()).height, { timeout: 15_000 }).toBe(height);
      const from = (await videoState()).time;
      await expect
        .poll(async () => (await videoState()).time, { timeout: 15_000 })
        .toBeGreaterThan(from + 0.5);
    }
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await screenshot(page, `lesson-player-${width}`);
    }
    // On a phone the player takes the width at the 594:318 ratio.
    const box = await page
      .getByTestId('lesson-player')
      .locator('.lesson-player__stage')
      .boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(box && box.width / box.height).toBeCloseTo(594 / 318, 1);
    await page.setViewportSize({ width: 1440, height: 900 });
    const wide = await page
      .getByTestId('lesson-player')
      .locator('.lesson-player__stage')
      .boundingBox();
    expect(wide?.width).toBe(594);
    expect(errorsOf(page)).toEqual([]);
  });

  it('cannot play a locked lesson', async () => {
    const locked = page.locator('[data-testid="lesson-item"] button[data-locked]').first();
    expect(await locked.isDisabled()).toBe(true);
    const title = await page.locator('.lesson-player__title').innerText();
    await locked.click({ force: true });
    expect(await page.locator('.lesson-player__title').innerText()).toBe(title);
    // The contents tab shows the same lesson locked, with no address to play.
    await page.getByRole('tab', { name: '课程目录' }).click();
    const lockedRow = page.locator('.toc-node--locked').first();
    await lockedRow.waitFor();
    expect(await lockedRow.locator('a').count()).toBe(0);
    // The courseware and materials tabs are there.
    expect(await page.getByRole('tab', { name: '课件' }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: '素材' }).count()).toBe(1);
  });
});
