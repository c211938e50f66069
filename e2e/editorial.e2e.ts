import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issue 15: hot topics, notices and help for visitors; the editor console
// (/admin) whose banners and notices are live on the site at once.
describe('hot topics, notices, help and the editor console in Chromium (issue 15)', () => {
  let browser: Browser;
  /** The visitors' page: each test starts it over as a new visitor's. */
  let visitorPage: Page;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
    visitorPage = await newPage(browser);
  });
  afterAll(() => browser.close());

  // First: the editor writes the notice the visitor then opens (newer than the demo's).
  it('lets the editor add a banner and a notice in /admin that visitors see at once', async () => {
    const stamp = Date.now().toString(36);
    const bannerTitle = `编辑部荐书 ${stamp}`;
    const noticeTitle = `寒假开馆时间调整 ${stamp}`;
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithPassword(page, baseUrl, '13800000009', { waitFor: '/wrap/index' });

    await page.goto(`${baseUrl}/admin`);
    await page.getByText('墨阅编辑后台').waitFor();

    // a banner (the first tab)
    const banners = page.getByTestId('admin-panel-banner');
    await banners.getByLabel('标题').fill(bannerTitle);
    await banners.getByLabel('链接').fill('/wrap/ProjectList');
    await banners.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存').first().waitFor();
    await banners.getByRole('cell', { name: bannerTitle }).waitFor();

    // a head notice (message type 5)
    await page.getByRole('tab', { name: '头部公告' }).click();
    const notices = page.getByTestId('admin-panel-notice');
    await notices.getByLabel('标题').fill(noticeTitle);
    await notices
      .getByLabel('正文')
      .fill('寒假期间（1月20日至2月20日）线上服务照常，欢迎在线阅读。');
    await notices.getByRole('button', { name: /保\s*存/ }).click();
    await notices.getByRole('cell', { name: noticeTitle }).waitFor();
    await screenshot(page, 'editorial-admin-notice-1440');

    // the change log names the editor
    await page.getByRole('tab', { name: '修改记录' }).click();
    await page.getByRole('cell', { name: bannerTitle }).first().waitFor();

    // 荐购处理 lists readers' recommend-to-buy requests, pending first (issue 17)
    await page.getByRole('tab', { name: '荐购处理' }).click();
    await page.getByTestId('admin-recommend').or(page.getByText('暂无数据！')).first().waitFor();

    // a visitor's fresh page load: the banner is on the home page
    const visitor = await asNewVisitor(visitorPage, baseUrl);
    await visitor.setViewportSize({ width: 1440, height: 900 });
    await visitor.goto(`${baseUrl}/wrap/index`);
    await visitor.locator(`[data-testid="banner"] img[alt="${bannerTitle}"]`).first().waitFor({
      state: 'attached',
    });
    // ... and the notice is its head notice (the newest of messageType 5)
    const headNotice = visitor.getByTestId('head-notice');
    await headNotice.getByText(noticeTitle).waitFor();
    // and first on the notice list, newest first
    await visitor.goto(`${baseUrl}/wrap/noticeList`);
    const first = visitor.getByTestId('notice-item').first();
    await first.waitFor();
    expect(await first.innerText()).toContain(noticeTitle);
    await first.getByRole('link').click();
    await visitor.getByText('寒假期间（1月20日至2月20日）线上服务照常').waitFor();

    expect(errorsOf(page)).toEqual([]);
    expect(errorsOf(visitor)).toEqual([]);
    await page.context().close();
  });

  for (const width of [1440, 390]) {
    it(`lets a visitor open a hot topic and its book, a notice and a help article at ${width} px`, async () => {
      const page = await asNewVisitor(visitorPage, baseUrl);
      await page.setViewportSize({ width, height: 900 });

      // a hot topic from the list, then a book it links
      await page.goto(`${baseUrl}/wrap/ProjectList`);
      await page.getByRole('heading', { name: '热点专题', level: 1 }).waitFor();
      await page.getByTestId('topic-card').filter({ hasText: '四书入门：与先贤对话' }).click();
      await page.waitForURL(/\/wrap\/ProjectDetail\?id=\d+/);
      const topic = page.getByTestId('topic-detail');
      await topic.getByRole('heading', { name: '四书入门：与先贤对话' }).waitFor();
      await topic.getByRole('heading', { name: '阅读顺序' }).waitFor();
      const items = topic.getByTestId('topic-item');
      await items.first().waitFor();
      expect(await items.count()).toBe(4);
      await screenshot(page, `editorial-topic-${width}`);
      await items.filter({ hasText: '论语' }).first().click();
      await page.waitForURL(/\/wrap\/details\/book\?id=/);
      await page.getByRole('heading', { name: /论语/ }).first().waitFor();

      // a notice from the list (the demo notices, or the one the editor wrote above)
      await page.goto(`${baseUrl}/wrap/noticeList`);
      const notices = page.getByTestId('notice-item');
      await notices.first().waitFor();
      const noticeTitle = (await notices.first().getByRole('link').innerText()).trim();
      await notices.first().getByRole('link').click();
      await page.waitForURL(/\/wrap\/noticeContent\?id=\d+/);
      await page.getByRole('heading', { name: noticeTitle, level: 1 }).waitFor();
      expect(await page.getByTestId('editorial-body').innerText()).not.toBe('');

      // a help article
      await page.goto(`${baseUrl}/wrap/help`);
      await page.getByRole('link', { name: '如何试读一本书？' }).click();
      await page.waitForURL(/\/wrap\/helpdetail\?id=\d+/);
      await page.getByRole('heading', { name: '如何试读一本书？', level: 1 }).waitFor();
      expect(await page.getByTestId('editorial-body').innerText()).toMatch(/试读/);
      await screenshot(page, `editorial-help-${width}`);

      expect(errorsOf(page)).toEqual([]);
    });
  }
});
