import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { WILD_BOOKS, verticalRtlEpub } from './support/wild-books.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 21: an editor uploads a book in the console's 任务 tab; a background
// job imports it (here the API process runs the jobs: JOBS_MODE=inline, the
// PGlite default); the job reaches 已完成 and the book is in the catalogue.
describe('an import started from the editor console (issue 21)', () => {
  let browser: Browser;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('imports an uploaded EPUB in the background and the book can be found', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithPassword(page, baseUrl, '13800000009', { waitFor: '/wrap/index' });

    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('tab', { name: '任务' }).click();
    await page.getByLabel('图书文件').setInputFiles({
      name: '道德经.epub',
      mimeType: 'application/epub+zip',
      buffer: Buffer.from(verticalRtlEpub()),
    });
    await page.getByRole('button', { name: /上传并导入/ }).click();
    await page.getByText('已加入导入队列').waitFor();
    const row = page.getByTestId('admin-job').filter({ hasText: '道德经.epub' }).first();
    // the tab looks again every 2 s while the job runs
    await row.getByText('已完成').waitFor({ timeout: 60_000 });
    await screenshot(page, 'admin-jobs-import-done');

    const inSearch = encodeURIComponent(JSON.stringify({ keyword: WILD_BOOKS.vertical.title }));
    await page.goto(`${baseUrl}/wrap/resuResSearch?inSearch=${inSearch}&searchType=1`);
    await page
      .getByTestId('result-row')
      .filter({ hasText: WILD_BOOKS.vertical.title })
      .first()
      .waitFor();
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });
});
