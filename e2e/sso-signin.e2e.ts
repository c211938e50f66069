import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';

// The OpenID provider and the CARSI IdP are local peers started by the global
// setup (apps/server/src/modules/sso/testing/peers-cli.ts); the server is told
// about them through SSO_OIDC_CLIENTS and CARSI_*.
describe('single sign-on in Chromium (issue 4)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;
  /** The OpenID sign-in's tab and the callback address the provider sent it to. */
  let oidcPage: Page | undefined;
  let oidcCallback: string | undefined;

  // One browser context for the file: each sign-in starts its page over as a new visitor's.
  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
  });
  afterAll(() => browser.close());

  it('signs a student in through the institution OpenID provider from 机构统一认证 and returns to the guarded page', async () => {
    page = await asNewVisitor(page, baseUrl);
    oidcPage = page;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        request.isNavigationRequest() &&
        url.origin === baseUrl &&
        url.pathname === '/ssoLogin' &&
        url.searchParams.has('code')
      )
        oidcCallback = request.url();
    });
    await page.goto(`${baseUrl}/wrap/center/bookShelf`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByTestId('login-option-sso').click();
    await page.getByTestId('org-login-page').waitFor();
    await page.getByTestId('org-login-search').locator('input').fill('职业学院');
    await screenshot(page, 'sso-orglogin');
    await page.getByTestId('org-login-item').filter({ hasText: '墨阅示范职业学院' }).click();

    // The institution's own login page (the OpenID provider).
    await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
    expect(new URL(page.url()).origin).not.toBe(baseUrl);
    await page.getByLabel('统一身份账号').fill('stu-e2e-01');
    await page.getByRole('button', { name: '登录并授权' }).click();

    await page.waitForURL(`${baseUrl}/wrap/center/bookShelf`);
    await expect
      .poll(() => page.getByTestId('greeting').innerText())
      .toBe('您好，林同学（墨阅示范职业学院）');
    const cookies = await page.context().cookies(baseUrl);
    expect(cookies.find((cookie) => cookie.name === 'access_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookies.map((cookie) => cookie.name)).not.toContain('loginFullPath');
    expect(await page.evaluate(() => sessionStorage.getItem('guid'))).toBeNull();
    await screenshot(page, 'sso-oidc-signed-in');
    expect(errorsOf(page)).toEqual([]);
  });

  it('refuses the same callback address opened again (the state is spent)', async () => {
    // The real address the OpenID provider sent the browser to in the sign-in above.
    expect(oidcCallback).toBeDefined();
    const callback = new URL(oidcCallback!);
    const state = callback.searchParams.get('state')!;
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(state).toBeTruthy();
    const refusedExchange = (tab: Page) =>
      tab.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/v1/api/sso/login' &&
          response.request().method() === 'POST',
      );
    const accessToken = async (tab: Page) =>
      (await tab.context().cookies(baseUrl)).find((cookie) => cookie.name === 'access_token')
        ?.value;

    // The same browser opens it again, with the state put back where the tab keeps its guid.
    const tab = oidcPage!;
    const before = await accessToken(tab);
    expect(before).toBeTruthy();
    await tab.evaluate((guid) => sessionStorage.setItem('guid', guid), state);
    const again = refusedExchange(tab);
    await tab.goto(oidcCallback!);
    const answer = (await (await again).json()) as { Success: boolean; Code: number };
    expect(answer).toMatchObject({ Success: false, Code: 30 });
    await tab.waitForURL(/\/login\?error=/);
    await tab.getByText('登录状态已失效，请重新登录').waitFor();
    // No new session was handed out.
    expect(await accessToken(tab)).toBe(before);

    // Another browser given the leaked address gets no session either: this one with nothing
    // of the site left in it (no session, no guid) is as much a stranger.
    page = await asNewVisitor(tab, baseUrl);
    await page.goto(`${baseUrl}/login`);
    await page.evaluate((guid) => sessionStorage.setItem('guid', guid), state);
    const leaked = refusedExchange(page);
    await page.goto(oidcCallback!);
    expect(((await (await leaked).json()) as { Success: boolean }).Success).toBe(false);
    await page.waitForURL(/\/login\?error=/);
    await page.getByText('登录状态已失效，请重新登录').waitFor();
    expect(await accessToken(page)).toBeUndefined();
    await page.goto(`${baseUrl}/wrap/center/bookShelf`);
    await page.waitForURL(/\/login\?redirect=/);
  });

  it('signs a member in with CARSI (SAML 2.0) from the login form', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-option-carsi').click();
    await page.waitForURL(/\/idp\/sso\?SAMLRequest=/);
    await page.getByLabel('CARSI 账号').fill('zhang');
    await page.getByRole('button', { name: '登录' }).click();
    // The IdP's HTTP-POST form back to our ACS.
    await page.getByRole('button', { name: '继续' }).click();
    await page.waitForURL(`${baseUrl}/wrap/index`);
    await expect.poll(() => page.getByTestId('greeting').innerText()).toBe('您好，CARSI zhang');
    await screenshot(page, 'sso-carsi-signed-in');
    expect(errorsOf(page)).toEqual([]);
  });

  it('lays the options and the school search out at 1440 px and on a 390 px phone', async () => {
    page = await asNewVisitor(page, baseUrl);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/login`);
      const options = page.getByTestId('third-party-login');
      await options.getByText('CARSI').waitFor();
      const box = await options.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await screenshot(page, `sso-login-options-${width}`);
      await page.goto(`${baseUrl}/orglogin`);
      await page.getByTestId('org-login-item').first().waitFor();
      await screenshot(page, `sso-orglogin-${width}`);
    }
    expect(errorsOf(page)).toEqual([]);
  });
});
