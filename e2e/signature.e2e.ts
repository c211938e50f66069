import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  formatSignTimestamp,
  SignatureMessages,
  signParams,
  signatureParams,
} from '@moyue/contracts/signing';
import { launchChromium, newPage } from './support/browser.ts';
import { e2eServer } from './support/server.ts';

const HOT_WORDS = '/v1/api/history/hot-search-words';

interface Answer {
  status: number;
  body: { Success: boolean; Code: number; Description: string; Data: unknown };
}

/** Sends a form POST from inside Chromium, the way the web client does. */
function postFromBrowser(
  page: Page,
  path: string,
  params: Record<string, string>,
): Promise<Answer> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    },
    { path, body: new URLSearchParams(params).toString() },
  );
}

describe('signed calls from the browser', () => {
  let browser: Browser;
  let page: Page;
  let device: { DeviceToken: string; DeviceKey: string };

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    await page.goto(`${e2eServer().baseUrl}/wrap/index`);
    device = await page.evaluate(async () => {
      const response = await fetch('/v1/api/device/bind', { method: 'POST' });
      return ((await response.json()) as { Data: { DeviceToken: string; DeviceKey: string } }).Data;
    });
  });
  afterAll(() => browser.close());

  const signed = (overrides: Record<string, string> = {}) =>
    signParams(device.DeviceKey, 'POST', HOT_WORDS, {
      ...signatureParams({ deviceToken: device.DeviceToken, path: HOT_WORDS, appVersion: 'e2e' }),
      ...overrides,
    });

  it('answers a correctly signed call with the hot words', async () => {
    const answer = await postFromBrowser(page, HOT_WORDS, await signed());
    expect(answer.body.Success).toBe(true);
    expect((answer.body.Data as { Title: string }[]).length).toBeGreaterThan(0);
  });

  it('refuses an unsigned call', async () => {
    const answer = await postFromBrowser(page, HOT_WORDS, {});
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      Success: false,
      Data: null,
      Code: 40,
      Description: SignatureMessages.Missing,
    });
  });

  it('refuses a bad Token', async () => {
    const answer = await postFromBrowser(page, HOT_WORDS, {
      ...(await signed()),
      Token: 'f'.repeat(64),
    });
    expect(answer.body).toMatchObject({
      Success: false,
      Code: 40,
      Description: SignatureMessages.Invalid,
    });
  });

  it('refuses a tampered parameter', async () => {
    const answer = await postFromBrowser(page, HOT_WORDS, {
      ...(await signed({ cp: '1' })),
      cp: '2',
    });
    expect(answer.body).toMatchObject({
      Success: false,
      Code: 40,
      Description: SignatureMessages.Invalid,
    });
  });

  it('refuses a stale timestamp', async () => {
    const answer = await postFromBrowser(
      page,
      HOT_WORDS,
      await signed({ timestamp: formatSignTimestamp(new Date(Date.now() - 10 * 60_000)) }),
    );
    expect(answer.body).toMatchObject({
      Success: false,
      Code: 40,
      Description: SignatureMessages.Stale,
    });
  });

  it('refuses a replayed nonce', async () => {
    const params = await signed();
    expect((await postFromBrowser(page, HOT_WORDS, params)).body.Success).toBe(true);
    const replay = await postFromBrowser(page, HOT_WORDS, params);
    expect(replay.body).toMatchObject({
      Success: false,
      Code: 40,
      Description: SignatureMessages.Replayed,
    });
  });
});
