import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { signedCall } from './support/signed-call.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 17's service pages in Chromium: a problem report from the reader with a
// screenshot, the editor's answer and its message, and a rare card's certificate
// checked on its public page.

interface Activity {
  CardTitle: string;
  Books: { Id: number; Title: string }[];
}

describe('centre service: feedback, answers and card certificates (issue 17)', () => {
  let browser: Browser;
  let reader: Page;
  /** The file's second browser, beside the reader's: the editor's, then a visitor's. */
  let otherPage: Page;
  const baseUrl = e2eServer().baseUrl;
  const problemText = `第一页的字被工具栏挡住了 ${Date.now()}`;
  let book: { Id: number; Title: string };
  let books: { Id: number; Title: string }[];

  beforeAll(async () => {
    browser = await launchChromium();
    otherPage = await newPage(browser);
  });
  afterAll(() => browser.close());

  async function signIn(page: Page, account: string, to = '/wrap/index') {
    await signInWithPassword(page, baseUrl, account, {
      redirect: to,
      waitFor: (url) => url.pathname === to.split('?')[0],
    });
  }

  it('reports a problem from the reader with a screenshot, and lists it in myProblem', async () => {
    reader = await newPage(browser);
    await reader.setViewportSize({ width: 1440, height: 900 });
    await signIn(reader, '13800000003');
    const tickets = await signedCall<{ Activities: Activity[] }>(
      reader,
      'GET',
      '/v1/api/user-ticket/list',
    );
    books = tickets.Data.Activities.find((a) => a.CardTitle === '四书 · 稀有数字书卡')!.Books;
    book = books[0]!;

    await reader.goto(`${baseUrl}/epubReader?id=${book.Id}`);
    const report = reader.getByRole('button', { name: '问题反馈' });
    await report.waitFor({ timeout: 30_000 });
    // The screenshot is the reader itself, sent under a name that is not an image's.
    const shot = await reader.screenshot({ type: 'png' });
    await report.click();
    const dialog = reader.getByRole('dialog');
    await dialog.getByText(`反馈对象：${book.Title}`, { exact: false }).waitFor();
    await dialog.getByLabel('问题描述').fill(problemText);
    await dialog
      .getByTestId('problem-screenshot')
      .setInputFiles({ name: 'reader.txt', mimeType: 'text/plain', buffer: shot });
    await dialog.getByText('已选择：reader.txt').waitFor();
    await screenshot(reader, 'reader-problem-dialog-1440', { fullPage: false });
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await reader.getByText('反馈已提交，我们会尽快处理').waitFor();

    await reader.goto(`${baseUrl}/wrap/center/myProblem`);
    const item = reader.getByTestId('problem-item').filter({ hasText: problemText });
    await item.waitFor();
    expect(await item.innerText()).toMatch(/阅读器问题反馈[\s\S]*待处理/);
    expect(await item.innerText()).toContain(`《${book.Title}》`);
    const image = item.getByAltText('反馈截图');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(100);
    await screenshot(reader, 'center-my-problem-1440');
  });

  it('lets an editor answer it; the reader sees the answer and a message', async () => {
    const editor = await asNewVisitor(otherPage, baseUrl);
    await editor.setViewportSize({ width: 1440, height: 900 });
    await signIn(editor, '13800000009', '/admin');
    await editor.getByRole('tab', { name: '客服工单 / 问题反馈' }).click();
    const row = editor.getByTestId('admin-problem').filter({ hasText: problemText });
    await row.waitFor();
    await row.getByLabel('回复读者').fill('已调整工具栏位置，请刷新阅读器。');
    await screenshot(editor, 'admin-support-1440');
    await row.getByRole('button', { name: /回\s*复/ }).click();
    await editor.getByText('已回复，读者会收到消息').waitFor();
    await editor.goto('about:blank');

    await reader.goto(`${baseUrl}/wrap/center/myProblem`);
    const item = reader.getByTestId('problem-item').filter({ hasText: problemText });
    await item.getByTestId('problem-answer').getByText('已调整工具栏位置').waitFor();
    expect(await item.innerText()).toContain('已回复');
    await expect.poll(() => reader.getByTestId('my-news').innerText()).toMatch(/[1-9]/);
    await reader.goto(`${baseUrl}/wrap/center/myNews`);
    await reader.getByText('您的问题反馈有了回复').first().waitFor();
  });

  it('signs the rare card of a finished list, and its public page verifies it', async () => {
    // The reader finishes the demo themed list (real progress on every book).
    for (const each of books)
      expect(
        (
          await signedCall(reader, 'POST', '/v1/api/history/create', {
            actionType: '1',
            objectId: String(each.Id),
            objectType: '104',
            process: '1',
          })
        ).Success,
      ).toBe(true);
    await reader.goto(`${baseUrl}/wrap/center/myCard`);
    await reader.getByTestId('rare-card').filter({ hasText: '四书 · 稀有数字书卡' }).waitFor();

    await reader.goto(`${baseUrl}/wrap/center/blockchain`);
    const certificate = reader
      .getByTestId('certificate')
      .filter({ hasText: '四书 · 稀有数字书卡' });
    await certificate.waitFor();
    expect(await certificate.innerText()).toMatch(/138\*{4}0003/);
    await screenshot(reader, 'center-blockchain-1440');
    const href = await certificate.getByTestId('verify-link').getAttribute('href');
    expect(href).toMatch(/^\/cardVerify\?id=[0-9a-f]{32}$/);

    // Anyone, signed in or not, can check it.
    const visitor = await asNewVisitor(otherPage, baseUrl);
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.goto(`${baseUrl}${href}`);
    await visitor.getByTestId('verify-verdict').getByText('验证通过').waitFor();
    expect(await visitor.getByText('BEGIN PUBLIC KEY', { exact: false }).count()).toBeGreaterThan(
      0,
    );
    await screenshot(visitor, 'card-verify-390');
    expect(errorsOf(visitor)).toEqual([]);
    expect(errorsOf(reader)).toEqual([]);
  });
});
