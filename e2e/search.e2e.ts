import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot } from './support/browser.ts';

describe('searching in Chinese', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  });
  afterAll(() => browser.close());

  it('finds books for 明月 typed in the header and cites one', async () => {
    await page.goto(`${baseUrl}/wrap/index`);
    await page.getByRole('tab', { name: '资源检索' }).click();
    await page.getByLabel('检索关键词').fill('明月');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.waitForURL(/\/wrap\/resuResSearch\?/);
    const rows = page.getByTestId('result-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await page.title()).toContain('明月');
    await screenshot(page, 'search-resource');
    await rows.first().getByTestId('cite').click();
    const citation = await page.getByTestId('citation-text').innerText();
    expect(citation).toMatch(/^\[1\] .+\. .+\[M\]\. .+, \d{4}\.$/);
    await page.getByRole('button', { name: /复\s*制/ }).click();
    await page.getByText('复制成功!').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('citation-text').waitFor({ state: 'hidden' });
  });

  it('filters by publisher and switches to courses', async () => {
    const before = await page.getByTestId('result-row').count();
    await page.locator('.search-page__toolbar .ant-select').first().click();
    await page.locator('.ant-select-item-option').first().click();
    await page.waitForTimeout(500);
    const after = await page.getByTestId('result-row').count();
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(before);
    await page.getByRole('tab', { name: '课程' }).click();
    await page.getByText('暂无数据！').waitFor();
  });

  it('shows full-text hits with highlighted snippets', async () => {
    await page.goto(`${baseUrl}/wrap/index`);
    await page.getByRole('tab', { name: '全文检索' }).click();
    await page.getByLabel('检索关键词').fill('明月');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.waitForURL(/\/wrap\/allSearch\?/);
    await page.getByTestId('full-text-book').first().waitFor();
    const marks = await page.locator('.full-text-hit mark').allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.some((text) => text.includes('明') || text.includes('月'))).toBe(true);
    await screenshot(page, 'search-full-text');
  });

  it('asks for a keyword before an empty full-text search', async () => {
    await page.goto(`${baseUrl}/wrap/index`);
    await page.getByRole('tab', { name: '全文检索' }).click();
    await page.getByLabel('检索关键词').fill('   ');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByText('请输入关键词').waitFor();
    expect(page.url()).toBe(`${baseUrl}/wrap/index`);
  });
});
