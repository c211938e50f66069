import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';

// The OpenID provider and the CARSI IdP are local peers started by the global
// setup (apps/server/src/modules/sso/testing/peers-cli.ts); the server is told
// about them through SSO_OIDC_CLIENTS and CARSI_*.
describe('single sign-on in Chromium (issue 4)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('signs a student in through the institution OpenID provider from 机构统一认证 and returns to the guarded page', async () => {
    page = await newPage(browser);
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
    page = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => sessionStorage.setItem('guid', 'replayed-state-0000000000'));
    await page.goto(`${baseUrl}/ssoLogin?code=forged&state=replayed-state-0000000000`);
    await page.waitForURL(/\/login\?error=/);
    await page.getByText('登录状态已失效，请重新登录').waitFor();
  });

  it('signs a member in with CARSI (SAML 2.0) from the login form', async () => {
    page = await newPage(browser);
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
    page = await newPage(browser);
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
