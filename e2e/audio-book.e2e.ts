import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PLAYBACK_AUTHORIZE_URL, PlaybackMessages } from '@moyue/contracts/api/playback';
import { signParams, signatureParams } from '@moyue/contracts/signing';
import { launchChromium, newPage, screenshot } from './support/browser.ts';

// Issue 18 in Chromium: a reader opens a demo audio book (espeak-ng speech)
// from search, plays the first chapter — the media element's time advances
// and the decoded samples are not silent — moves the volume, sees the
// chapters beyond the trial locked in the bar's list, not playable, and
// cannot have them authorised or fetch their segments by address; closes
// the page mid-chapter, comes back and resumes within 5 s of where it was.

interface PlayData {
  files: { id: number; externalId: string; name: string; isLock: boolean }[];
  book: { externalId: string };
}

/** The bar's play data (spec §3: kept in session storage). */
const playDataOf = async (page: Page): Promise<PlayData> =>
  JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('audioPlayData'))) ?? 'null',
  ) as PlayData;

const audioTimeOf = (page: Page) =>
  page.evaluate(
    () => (document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement).currentTime,
  );

/** A signed form POST from the page, as the web client makes it (its cookies' session and device). */
async function signedPost(
  page: Page,
  path: string,
  params: Record<string, string>,
): Promise<{ Success: boolean; Code: number; Description: string }> {
  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [
      cookie.name,
      decodeURIComponent(cookie.value),
    ]),
  );
  const body = await signParams(cookies.deviceKey ?? '', 'POST', path, {
    ...signatureParams({
      accessToken: cookies.access_token ?? '',
      deviceToken: cookies.deviceToken ?? '',
      path,
      appVersion: 'e2e',
    }),
    ...params,
  });
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return (await response.json()) as { Success: boolean; Code: number; Description: string };
    },
    { path, body: new URLSearchParams(body).toString() },
  );
}

describe('audio books (issue 18)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('plays real speech of the first chapter and locks the rest beyond the trial', async () => {
    page = await newPage(browser);
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent('/wrap/index')}`);
    await page.getByPlaceholder('手机号/邮箱').fill('13800000001');
    await page.getByPlaceholder('密码').fill('Moyue2026');
    await page
      .getByTestId('password-login-form')
      .getByRole('button', { name: /登\s*录/ })
      .click();
    await page.waitForURL(`${baseUrl}/wrap/index`);
    await page.goto(
      `${baseUrl}/wrap/resuResSearch?inSearch=${encodeURIComponent('{"keyword":"有声版"}')}&searchType=1`,
    );
    await page.getByText('有声书', { exact: true }).first().click();
    const [detail] = await Promise.all([
      page
        .context()
        .waitForEvent('page')
        .catch(() => null),
      page
        .getByRole('link', { name: /三字经（有声版）/ })
        .first()
        .click(),
    ]);
    const target = detail ?? page;
    const playlists: string[] = [];
    target.on('response', (response) => {
      if (response.url().endsWith('/index.m3u8') && response.ok()) playlists.push(response.url());
    });
    await target.waitForURL(/\/wrap\/details\//);
    const detailUrl = target.url();
    await target.getByText('演示 · 机器朗读').first().waitFor();
    await target.getByTestId('play-button').click();
    const bar = target.getByTestId('player-bar');
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('data-status'), { timeout: 15_000 }).toBe('playing');
    const audioTime = () => audioTimeOf(target);
    await expect.poll(audioTime, { timeout: 15_000 }).toBeGreaterThan(1);
    const loudest = await target.evaluate(async () => {
      const audio = document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement;
      const context = new AudioContext();
      await context.resume();
      const analyser = context.createAnalyser();
      context.createMediaElementSource(audio).connect(analyser);
      analyser.connect(context.destination);
      const samples = new Float32Array(analyser.fftSize);
      let peak = 0;
      for (let i = 0; i < 20; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        analyser.getFloatTimeDomainData(samples);
        for (const value of samples) peak = Math.max(peak, Math.abs(value));
      }
      return peak;
    });
    expect(loudest).toBeGreaterThan(0.02);

    // spec §9: the volume starts at 0.7 and the 60 px slider moves it (kept in local storage).
    const volume = () =>
      target.evaluate(
        () => (document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement).volume,
      );
    expect(await volume()).toBeCloseTo(0.7, 5);
    const volumeHandle = bar.getByTestId('player-volume').getByRole('slider');
    await volumeHandle.focus();
    for (let i = 0; i < 4; i++) await volumeHandle.press('ArrowLeft');
    await expect.poll(volume).toBeCloseTo(0.5, 5);
    expect(await target.evaluate(() => localStorage.getItem('audioVolume'))).toBe('0.5');

    await target.getByTestId('player-list-toggle').click();
    const items = target.getByTestId('player-list').locator('li');
    await expect.poll(() => items.count()).toBe(6);
    expect(await items.nth(0).getAttribute('data-locked')).toBe('false');
    expect(await items.nth(5).getAttribute('data-locked')).toBe('true');
    expect(await items.nth(5).locator('button').isDisabled()).toBe(true);

    // The server refuses them too: no playlist for a locked file, and no segment of it by address.
    const data = await playDataOf(target);
    const locked = data.files[5]!;
    expect(locked.isLock).toBe(true);
    const refused = await signedPost(target, PLAYBACK_AUTHORIZE_URL, {
      ExternalId: data.book.externalId,
      FileExternalId: locked.externalId,
    });
    expect(refused).toMatchObject({ Success: false, Description: PlaybackMessages.FileLocked });
    const granted = playlists[0]!;
    expect(granted).toBeTruthy();
    const token = granted.split('/').at(-2)!;
    const [payload = '', signature = ''] = token.split('.');
    const fields = JSON.parse(Buffer.from(payload, 'base64url').toString()) as number[];
    fields[1] = locked.id;
    const forgedPayload = Buffer.from(JSON.stringify(fields)).toString('base64url');
    const forged = granted.replace(token, `${forgedPayload}.${signature}`);
    const statusOf = (url: string) =>
      target.evaluate(async (address) => (await fetch(address)).status, url);
    expect(await statusOf(granted.replace(/index\.m3u8$/, '0.ts'))).toBe(200);
    expect(await statusOf(forged)).toBe(403);
    expect(await statusOf(forged.replace(/index\.m3u8$/, '0.ts'))).toBe(403);
    const stranger = await browser.newContext();
    expect((await stranger.request.get(granted.replace(/index\.m3u8$/, '0.ts'))).status()).toBe(
      403,
    );
    await stranger.close();

    for (const width of [1440, 390]) {
      await target.setViewportSize({ width, height: 900 });
      await target.waitForTimeout(300);
      await screenshot(target, `audio-player-bar-${width}`);
    }
    await target.setViewportSize({ width: 1366, height: 900 });

    // Close the page mid-chapter, come back in a new tab: it resumes within 5 s of where it was.
    await target.getByTestId('player-list-toggle').click();
    await expect.poll(() => bar.getAttribute('data-status')).toBe('playing');
    await expect.poll(audioTime, { timeout: 15_000 }).toBeGreaterThan(3);
    const leftAt = {
      name: await bar.getByTestId('player-file-name').textContent(),
      time: await audioTime(),
    };
    await target.close({ runBeforeUnload: true });
    const again = await page.context().newPage();
    await again.goto(detailUrl);
    await again.getByTestId('play-button').click();
    const againBar = again.getByTestId('player-bar');
    await expect
      .poll(() => againBar.getAttribute('data-status'), { timeout: 15_000 })
      .toBe('playing');
    await expect.poll(() => audioTimeOf(again), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await againBar.getByTestId('player-file-name').textContent()).toBe(leftAt.name);
    expect(Math.abs((await audioTimeOf(again)) - leftAt.time)).toBeLessThanOrEqual(5);
  });
});
