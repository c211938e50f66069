import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

describe('the publisher shop in Chromium (issue 20, myFollows of issue 17)', () => {
  let browser: Browser;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('a reader opens a press, searches it, views rank, info and a department, follows it and finds it in myFollows', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithPassword(page, baseUrl, '13800000002');

    // pressResource: the demo presses; open the first.
    await page.goto(`${baseUrl}/wrap/pressResource`);
    const card = page.getByTestId('press-card').first();
    const pressTitle = await card.locator('.press-card__name').innerText();
    expect(pressTitle).toContain('（演示）');
    await card.click();
    await page.getByTestId('press-shop').waitFor();
    expect(new URL(page.url()).pathname).toBe('/press/index');
    expect(await page.locator('.press-banner h1').innerText()).toContain(pressTitle);
    await page.getByTestId('press-books').first().locator('.cover-card').first().waitFor();
    // spec §2: no footer on /press/index.
    expect(await page.getByTestId('site-footer').count()).toBe(0);

    // Search the press's catalogue: every result is one of its books.
    await page.getByRole('link', { name: '图书检索' }).click();
    await page.getByTestId('press-search').waitFor();
    const all = page.locator('.press-search__count');
    await expect.poll(() => all.innerText()).toMatch(/共 [1-9]\d* 种/);
    const firstTitle = await page.locator('.cover-card__title').first().innerText();
    await page.getByLabel('在本出版社的图书中检索').fill(firstTitle);
    await page.getByRole('button', { name: /搜本社/ }).click();
    await expect.poll(() => page.url()).toContain('keyword=');
    await expect
      .poll(() => page.locator('.cover-card__title').allInnerTexts())
      .toContain(firstTitle);

    // Rank and info.
    await page.getByRole('link', { name: '排行' }).click();
    await page.getByTestId('press-rank').waitFor();
    await page.getByRole('link', { name: '出版社简介' }).click();
    await page.getByTestId('press-info').waitFor();
    expect(await page.getByTestId('press-info').innerText()).toContain('演示地址');

    // A department and its books.
    await page.getByRole('link', { name: '编辑部门' }).click();
    await page.locator('.press-department').first().click();
    await page.getByTestId('press-department').waitFor();
    expect(new URL(page.url()).pathname).toBe('/press/depDetails');
    await page.getByTestId('press-department').locator('.cover-card').first().waitFor();

    // Follow the press, then find it in myFollows.
    const follow = page.getByTestId('follow-button').getByRole('button');
    await expect.poll(() => follow.innerText()).toMatch(/关注/);
    if (!/已关注/.test(await follow.innerText())) await follow.click();
    await expect.poll(() => follow.innerText()).toMatch(/已关注/);
    await screenshot(page, 'press-department-1440');

    // A book's detail page links its press's shop and shows the same follow state.
    await page.getByTestId('press-department').locator('.cover-card').first().click();
    const pressLink = page.getByTestId('detail-press-link');
    await expect.poll(() => pressLink.innerText()).toBe(pressTitle);
    expect(await pressLink.getAttribute('href')).toMatch(/^\/press\/index\?id=\d+$/);
    const detailFollow = page
      .getByTestId('follow-button')
      .filter({ has: page.getByText('已关注') });
    await detailFollow.first().waitFor();

    await page.goto(`${baseUrl}/wrap/center/myFollows`);
    const followed = page.getByTestId('my-follow').filter({ hasText: pressTitle });
    await followed.waitFor();
    await followed.locator('.cover-card').first().waitFor();
    await screenshot(page, 'press-my-follows-1440');
    expect(errorsOf(page)).toEqual([]);
  });
});
