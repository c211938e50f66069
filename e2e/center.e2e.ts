import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

/** The budget for the phone header: the page's content starts within this. */
const PHONE_HEADER_MAX_PX = 110;
const PHONE = { width: 390, height: 844 };

describe('the personal centre and the phone header in Chromium (issue 12)', () => {
  let browser: Browser;
  let page: Page;
  let bookTitle = '';
  const baseUrl = e2eServer().baseUrl;

  /** The phone of both 390 px tests: the signed-in reader's first, then a visitor's. */
  let phonePage: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    const phoneContext = await browser.newContext({
      viewport: PHONE,
      locale: 'zh-CN',
      isMobile: true,
      hasTouch: true,
    });
    phonePage = await phoneContext.newPage();
  });
  afterAll(() => browser.close());

  const headerHeight = (phone: Page) =>
    phone.getByTestId('site-header').evaluate((node) => node.getBoundingClientRect().height);

  it('signs 13800000001 in and puts a book on the shelf from its detail page', async () => {
    page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithPassword(page, baseUrl, '13800000001', { waitFor: '/wrap/index' });
    await expect.poll(() => page.getByTestId('greeting').innerText()).toBe('您好，李书言');

    await page.goto(`${baseUrl}/wrap/details/book?ExternalId=bk-tang-li-bai-1`);
    bookTitle = (await page.getByTestId('detail-title').innerText()).trim();
    expect(bookTitle).not.toBe('');
    const shelf = page.getByTestId('bookshelf-button');
    await expect.poll(() => shelf.innerText()).toMatch(/加入书架/);
    await shelf.click();
    await expect.poll(() => shelf.innerText()).toMatch(/已加入书架/);
  });

  it('reaches 我的书架 from the header’s 个人中心 and finds the book there', async () => {
    await page.getByTestId('site-header').getByRole('link', { name: '个人中心' }).click();
    await page.waitForURL(`${baseUrl}/wrap/center`);
    const home = page.getByTestId('center-home');
    await expect.poll(() => home.getByTestId('center-name').innerText()).toContain('李书言');
    expect(await page.getByTestId('coming-soon').count()).toBe(0);
    // The home previews the shelf already.
    await home.locator('.shelf-strip__title', { hasText: bookTitle }).waitFor();
    await screenshot(page, 'center-home-1440');

    await page.getByTestId('center-menu').getByRole('link', { name: '我的书架' }).click();
    await page.waitForURL(`${baseUrl}/wrap/center/bookShelf`);
    const item = page.getByTestId('bookshelf-item').filter({ hasText: bookTitle });
    await item.waitFor();
    expect(await item.locator('a.bookshelf__book').getAttribute('href')).toMatch(
      /^\/wrap\/details\/book\?id=\d+$/,
    );
    await screenshot(page, 'center-bookshelf-1440');

    // spec §2's own address of the centre home answers too (it was a 404).
    await page.goto(`${baseUrl}/wrap/center/center`);
    await page.getByTestId('center-home').waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps the header within 110 px at 390 px and opens the menu in a drawer', async () => {
    // The desktop's session on the phone (its cookies: the site has put nothing in its storage).
    const phone = await asNewVisitor(phonePage, baseUrl, PHONE);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(`${baseUrl}/wrap/index`);
    await phone.getByTestId('mobile-menu-button').waitFor();
    expect(await headerHeight(phone)).toBeLessThanOrEqual(PHONE_HEADER_MAX_PX);
    expect(await phone.getByTestId('top-menu').count()).toBe(0);
    await screenshot(phone, 'header-390-signed-in');

    await phone.getByTestId('mobile-menu-button').click();
    const drawer = phone.getByTestId('mobile-drawer');
    await drawer.getByTestId('drawer-top-menu').getByRole('link', { name: '书城' }).waitFor();
    await screenshot(phone, 'header-390-drawer');
    await drawer.getByRole('link', { name: '个人中心' }).click();
    await phone.waitForURL(`${baseUrl}/wrap/center`);
    await phone.getByTestId('center-grid').getByRole('link', { name: '我的书架' }).click();
    await phone.waitForURL(`${baseUrl}/wrap/center/bookShelf`);
    await phone.getByTestId('bookshelf-item').filter({ hasText: bookTitle }).waitFor();
    await screenshot(phone, 'center-bookshelf-390');
  });

  it('keeps a visitor’s phone header within 110 px too', async () => {
    const visitor = await asNewVisitor(phonePage, baseUrl, PHONE);
    await visitor.goto(`${baseUrl}/wrap/index`);
    await visitor.getByTestId('mobile-menu-button').waitFor();
    expect(await headerHeight(visitor)).toBeLessThanOrEqual(PHONE_HEADER_MAX_PX);
    // The page's own content begins right under it.
    const mainTop = await visitor
      .locator('.site-main')
      .evaluate((node) => node.getBoundingClientRect().top);
    expect(mainTop).toBeLessThanOrEqual(PHONE_HEADER_MAX_PX);
    await screenshot(visitor, 'header-390-visitor');
  });
});
