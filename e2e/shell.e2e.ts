import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

describe('the web shell in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;

  // One browser context for the file: each test starts its page over as a new visitor's.
  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
  });
  afterAll(() => browser.close());

  it('lands / on /wrap/index in Chinese with hot words and banners from the server', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/wrap/index`);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    const hotWords = page.getByTestId('hot-words');
    await hotWords.getByRole('link').or(hotWords.getByRole('button')).first().waitFor();
    const wordsText = await hotWords.innerText();
    expect(wordsText).toMatch(/论语|李白|杜甫|明月/);
    await page.getByTestId('banner').first().waitFor();
    expect(await page.getByTestId('banner').count()).toBeGreaterThanOrEqual(3);
    const bannerImage = page.getByTestId('banner').first().locator('img');
    await expect
      .poll(() =>
        bannerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expect(await page.title()).toContain('墨阅');
    await page.getByTestId('site-footer').waitFor();
    await screenshot(page, 'home');
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toEqual(
      expect.arrayContaining(['deviceToken', 'deviceKey']),
    );
    // The shell greets in Chinese and shows the spec §2 menu for a logged-out visitor.
    expect(await page.getByTestId('site-header').innerText()).toContain('登录');
    expect(await page.getByTestId('top-menu').innerText()).toMatch(/首页[\s\S]*书城[\s\S]*数据库/);
    expect(errorsOf(page)).toEqual([]);
  });

  it('sends a guarded centre page to login with the full path as redirect', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/wrap/center/bookShelf`);
    await page.waitForURL(/\/login\?/);
    expect(page.url()).toBe(`${baseUrl}/login?redirect=%2Fwrap%2Fcenter%2FbookShelf`);
    await screenshot(page, 'guard-login');
  });

  it('hides the footer on /press/index and shows it on /wrap/index', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/press/index`);
    await page.getByTestId('site-header').or(page.getByTestId('coming-soon')).first().waitFor();
    expect(await page.getByTestId('site-footer').count()).toBe(0);
    await screenshot(page, 'press-index');
    await page.goto(`${baseUrl}/wrap/index`);
    await page.getByTestId('site-footer').waitFor();
  });

  it('shows a page of spec §2 with its real frame, never a blank screen', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/wrap/paperElect`);
    const built = page.getByTestId('paper-elect-page');
    await built.waitFor();
    expect(await built.innerText()).not.toContain('建设中');
    await page.getByTestId('site-header').waitFor();
    await page.getByTestId('site-footer').waitFor();
    await screenshot(page, 'special-paper-elect-frame');
  });

  it('starts a search from a hot word', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/wrap/index`);
    const hotWords = page.getByTestId('hot-words');
    const first = hotWords.getByRole('link').or(hotWords.getByRole('button')).first();
    await first.waitFor();
    const word = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL(/\/wrap\/resuResSearch\?/);
    expect(decodeURIComponent(page.url())).toContain(word);
  });

  it('shows the reader routes full-page, with no site frame or page scroll', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/epubReader?id=1`);
    // The reader itself (issue 6): its progress bar shows while the book opens.
    await page.getByLabel('阅读进度').waitFor();
    expect(await page.getByTestId('site-header').count()).toBe(0);
    expect(await page.getByTestId('site-footer').count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await screenshot(page, 'reader');
  });

  it('keeps home alive across a visit elsewhere (the hot-words page stays where it was)', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/wrap/index`);
    const hotWords = page.getByTestId('hot-words');
    await hotWords.getByRole('link').first().waitFor();
    await page.getByTestId('hot-words-next').click();
    await expect.poll(() => hotWords.getAttribute('data-page')).toBe('2');
    await page.getByTestId('top-menu').getByText('榜单').click();
    await page.waitForURL(`${baseUrl}/wrap/bangdan`);
    await page.getByTestId('bangdan').waitFor();
    expect(await page.title()).toBe('榜单 - 墨阅知识服务平台');
    await page.getByTestId('top-menu').getByText('首页').click();
    await page.waitForURL(`${baseUrl}/wrap/index`);
    expect(await hotWords.getAttribute('data-page')).toBe('2');
    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps a promotionCode from the address in a cookie for 7 days', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/wrap/index?promotionCode=MOYUE7`);
    await page.getByTestId('site-header').waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'promotionCode');
    expect(cookie?.value).toBe('MOYUE7');
    expect(cookie?.path).toBe('/');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604_800 - 120);
    expect(lifetime).toBeLessThanOrEqual(604_800 + 5);
  });

  it('asks for a keyword before a full-text search', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/wrap/index`);
    await page
      .getByTestId('search-bar')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await page.getByText('请输入关键词').waitFor();
    expect(new URL(page.url()).pathname).toBe('/wrap/index');
  });

  it('lets a reader whose user cookie has an Id into the centre, inside the site frame', async () => {
    // A real session (the HttpOnly access_token of a password login); then a fresh page,
    // whose app state is empty, with a user cookie that holds only an Id and a name:
    // spec §4 counts the reader as logged in by the cookie's Id.
    page = await asNewVisitor(page, baseUrl);
    await signInWithPassword(page, baseUrl, '13800000001', { waitFor: '/wrap/index' });
    const context = page.context();
    const userCookie = (await context.cookies()).find((cookie) => cookie.name === 'bg_user_info');
    const { Id } = JSON.parse(decodeURIComponent(userCookie?.value ?? '{}')) as { Id?: number };
    expect(Id).toBeTruthy();
    await page.close();
    const { hostname } = new URL(baseUrl);
    await context.addCookies([
      {
        name: 'bg_user_info',
        value: encodeURIComponent(JSON.stringify({ Id, RealName: '李书言' })),
        domain: hostname,
        path: '/',
      },
    ]);
    page = await context.newPage();
    // The header asks for the unread count with the session: the server accepts it.
    const unread = page.waitForResponse((response) =>
      response.url().includes('/v1/api/message/statistic'),
    );
    await page.goto(`${baseUrl}/wrap/center/myFollows`);
    await page.getByTestId('my-follows-page').waitFor();
    expect(((await (await unread).json()) as { Success: boolean }).Success).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/wrap/center/myFollows');
    expect(await page.locator('main.site-main').innerText()).toContain('我的关注');
    expect(await page.getByTestId('site-header').innerText()).toContain('您好，李书言');
  });

  it('sends a reader whose user cookie outlived the session to login: 登录已过期 (spec §8 code 34)', async () => {
    // The cookie alone opens the door (spec §4), but the first call that needs the
    // session answers 34: the user is cleared and a centre page goes to login.
    // A new browser context, as cold as a first visit: in a context that had the login page's
    // code cached, the centre guard's own move to /login (no error yet) came before the app's
    // reload to /login?…&error= in 3 of 12 tries (in a new one in none of 12), and the wait
    // below took that first address (2026-11-27).
    await page.context().close();
    page = await newPage(browser);
    const { hostname } = new URL(baseUrl);
    await page.context().addCookies([
      {
        name: 'bg_user_info',
        value: encodeURIComponent(JSON.stringify({ Id: 1, RealName: '李书言' })),
        domain: hostname,
        path: '/',
      },
    ]);
    await page.goto(`${baseUrl}/wrap/center/myFollows`);
    await page.waitForURL(/\/login\?/);
    const login = new URL(page.url());
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('redirect')).toBe('/wrap/center/myFollows');
    expect(login.searchParams.get('error')).toBe('登录已过期，请重新登录');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'bg_user_info')).toBeUndefined();
    await expect.poll(() => page.getByTestId('site-header').innerText()).toContain('登录');
    expect(await page.getByTestId('site-header').innerText()).not.toContain('李书言');
  });

  it('scrolls a new page to the top and restores the saved position on the way back', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.setViewportSize({ width: 1366, height: 600 });
    // A reader who has seen the head banner lately: it does not push home down 1 s after
    // load (spec §9), a move of its own that the browser answers by moving the scroll too.
    const { hostname } = new URL(baseUrl);
    await page
      .context()
      .addCookies([{ name: 'head_banner_shown', value: '1', domain: hostname, path: '/' }]);
    await page.goto(`${baseUrl}/wrap/index`);
    await page.getByTestId('banner').first().waitFor();
    const books = page.getByTestId('shelf-new').locator('a[href^="/wrap/details/book"]');
    await books.first().waitFor();
    // Home's first screen drawn and still: the row above the shelf has its final height before
    // the reader scrolls (a CI run once found no book in view at 600, not reproduced since).
    await page.getByTestId('category-nav').waitFor();
    const hotWords = page.getByTestId('hot-words');
    await hotWords.getByRole('link').or(hotWords.getByRole('button')).first().waitFor();
    const shelfTop = () =>
      page.getByTestId('shelf-new').evaluate((shelf) => shelf.getBoundingClientRect().top);
    await expect
      .poll(async () => {
        const before = await shelfTop();
        await page.waitForTimeout(250);
        return (await shelfTop()) - before;
      })
      .toBe(0);
    // Below the banner row: whatever home lays out above the position must come back as it was.
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    // The reader leaves from there by a book in view (a click that needs no scrolling).
    const layout = await books.evaluateAll((links) => ({
      scrollY: window.scrollY,
      innerHeight: window.innerHeight,
      boxes: links.map((link) => {
        const box = link.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, width: box.width };
      }),
    }));
    const inView = layout.boxes.findIndex(
      (box) => box.width > 0 && box.top >= 0 && box.bottom <= layout.innerHeight,
    );
    expect(inView, `no new book in view: ${JSON.stringify(layout)}`).toBeGreaterThanOrEqual(0);
    const book = books.nth(inView);
    const topOf = () => book.evaluate((link) => link.getBoundingClientRect().top);
    const topWhenLeft = await topOf();
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        () => document.body.setAttribute('data-scrolled-at-click', String(window.scrollY)),
        { capture: true, once: true },
      );
    });
    await book.click();
    await page.waitForURL(/\/wrap\/details\/book\?id=\d+/);
    expect(await page.locator('body').getAttribute('data-scrolled-at-click')).toBe('600');
    await page.getByTestId('detail-title').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/wrap/index`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    // ... and stays there once home has settled (nothing above it grows back under the reader).
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    expect(await topOf()).toBe(topWhenLeft);
  });
});
