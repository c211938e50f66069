import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot } from './support/browser.ts';

// Issue 18 in Chromium: a reader opens a demo audio book (espeak-ng speech)
// from search, plays the first chapter — the media element's time advances
// and the decoded samples are not silent — and sees the chapters beyond the
// trial locked in the bar's list, not playable.

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
    await target.waitForURL(/\/wrap\/details\//);
    await target.getByText('演示 · 机器朗读').first().waitFor();
    await target.getByTestId('play-button').click();
    const bar = target.getByTestId('player-bar');
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('data-status'), { timeout: 15_000 }).toBe('playing');
    const audioTime = () =>
      target.evaluate(
        () =>
          (document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement).currentTime,
      );
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
    await target.getByTestId('player-list-toggle').click();
    const items = target.getByTestId('player-list').locator('li');
    await expect.poll(() => items.count()).toBe(6);
    expect(await items.nth(0).getAttribute('data-locked')).toBe('false');
    expect(await items.nth(5).getAttribute('data-locked')).toBe('true');
    expect(await items.nth(5).locator('button').isDisabled()).toBe(true);
    for (const width of [1440, 390]) {
      await target.setViewportSize({ width, height: 900 });
      await target.waitForTimeout(300);
      await screenshot(target, `audio-player-bar-${width}`);
    }
  });
});
