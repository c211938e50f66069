import { spawnSync } from 'node:child_process';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { repoRoot, startServer, type RunningServer } from '../bench/src/server-process.ts';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { seededDataDirCopy } from './support/seeded-data.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 6 in Chromium: full-text hits beyond an anonymous reader's trial come
// without text ('试读范围外'); an order granted with `npm run admin` shows in
// 已购资源 (myResources) and leads to the book's detail page. The server is
// our own, on a copy of the run's seeded world: the admin command writes the
// order into its embedded database before it starts.

describe('reading within the reader’s rights (issue 6)', () => {
  let browser: Browser;
  /** The file's one page: each test starts it over as a new visitor's. */
  let visitorPage: Page;
  let server: RunningServer;
  let dataDir: string;
  let baseUrl: string;
  // The embedded database of our own server (PGlite), never a shared DATABASE_URL.
  const embedded = { DATABASE_URL: undefined };

  beforeAll(async () => {
    // A copy of the run's seeded world; the admin command of the README runs on its database
    // before our server starts.
    dataDir = await seededDataDirCopy('moyue-rights-e2e-');
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const granted = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/modules/reading/order-admin-cli.ts',
        'grant-order',
        '--phone',
        '13800000001',
        '--content',
        'bk-lunyu',
      ],
      { cwd: path.join(repoRoot, 'apps/server'), env, encoding: 'utf8' },
    );
    if (granted.status !== 0) throw new Error(`admin failed: ${granted.stderr}`);
    server = await startServer(embedded, { dataDir });
    baseUrl = server.baseUrl;
    browser = await launchChromium();
    visitorPage = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fsp.rm(dataDir, { recursive: true, force: true });
  });

  it('shows full-text hits beyond the trial as 试读范围外, without their text', async () => {
    const page = await asNewVisitor(visitorPage, baseUrl);
    await page.goto(`${baseUrl}/wrap/allSearch?keyWord=${encodeURIComponent('明月')}`);
    await page.getByTestId('full-text-book').first().waitFor();
    const locked = page.getByTestId('full-text-hit-locked');
    await locked.first().waitFor();
    expect(await locked.first().innerText()).toBe('试读范围外');
    // Open hits still quote the passage around the keyword.
    expect(await page.locator('.full-text-hit mark').count()).toBeGreaterThan(0);
    await screenshot(page, 'rights-locked-hits-1440');
    expect(errorsOf(page)).toEqual([]);
  });

  it('opens a locked full-text hit in the reader, which says why and offers the ways to read it (issue 12)', async () => {
    for (const width of [1440, 390]) {
      const page = await asNewVisitor(visitorPage, baseUrl);
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      // 亳州 is found once: in 送裴大夫赴亳州 of 姚合诗集（第一册）, a Tang volume no demo
      // institution holds, beyond its 10% trial.
      await page.goto(`${baseUrl}/wrap/allSearch?keyWord=${encodeURIComponent('亳州')}`);
      const hit = page
        .getByTestId('full-text-hit')
        .filter({ has: page.getByTestId('full-text-hit-locked') })
        .first();
      await hit.waitFor();
      const href = (await hit.getAttribute('href'))!;
      expect(href).toMatch(/Reader\?.*tocValue=\d+/);
      await page.goto(`${baseUrl}${href}`);
      const notice = page.getByRole('dialog', { name: '该章节不在试读范围内' });
      await notice.waitFor({ timeout: 30_000 });
      expect(
        await notice.getByRole('link', { name: '登录阅读全文' }).getAttribute('href'),
      ).toContain('/login?redirect=');
      await notice.getByRole('link', { name: '荐购本书' }).waitFor();
      expect(await notice.innerText()).toContain('送裴大夫赴亳州');
      // The trial's start is open under the notice, hidden until the reader chooses it.
      await expect.poll(() => page.locator('.reader-position').innerText()).toContain('页');
      expect(await page.locator('.reader-page').isVisible()).toBe(false);
      await screenshot(page, `rights-locked-hit-reader-${width}`);
      await notice.getByRole('button', { name: '先读试读部分' }).click();
      await expect.poll(() => notice.count()).toBe(0);
      expect(await page.locator('.reader-page').isVisible()).toBe(true);
      expect(errorsOf(page)).toEqual([]);
    }
  });

  it('lists the granted order in 已购资源 and opens the book from it', async () => {
    for (const width of [1440, 390]) {
      const page = await asNewVisitor(visitorPage, baseUrl);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/wrap/center/myResources`);
      await page.waitForURL(/\/login\?redirect=/);
      await signInWithPassword(page, baseUrl, '13800000001', {
        onLoginPage: true,
        waitFor: '/wrap/center/myResources',
      });
      const row = page.getByTestId('order-row');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.first().innerText()).toContain('论语');
      expect(await row.first().innerText()).toContain('长期有效');
      await screenshot(page, `rights-my-resources-${width}`);
      if (width === 1440) {
        await row.first().getByRole('link', { name: '查看详情' }).click();
        await page.waitForURL(/\/wrap\/details\/book\?id=\d+/);
      }
      expect(errorsOf(page)).toEqual([]);
    }
  });
});
