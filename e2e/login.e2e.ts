import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';

describe('sign-in and logout in Chromium (issue 4)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;

  // One browser context for the file: a test that needs a new visitor starts the page over.
  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
  });
  afterAll(() => browser.close());

  const loginButton = () =>
    page.getByTestId('password-login-form').getByRole('button', { name: /登\s*录/ });

  it('signs 13800000001 in by password from a guarded page, greets by real name, and logs out', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/wrap/center/bookShelf`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByText('账号密码登录').waitFor();
    await page.getByPlaceholder('手机号/邮箱').fill('13800000001');
    await page.getByPlaceholder('密码').fill('wrong-password');
    await loginButton().click();
    await page.getByRole('alert').getByText('账号或密码错误').waitFor();
    expect(await page.getByPlaceholder('密码').inputValue()).toBe('');
    await screenshot(page, 'login-failed');

    await page.getByPlaceholder('密码').fill('Moyue2026');
    await loginButton().click();
    await page.waitForURL(`${baseUrl}/wrap/center/bookShelf`);
    await expect.poll(() => page.getByTestId('greeting').innerText()).toBe('您好，李书言');
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'access_token');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(token?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => document.cookie)).not.toContain(token!.value);
    await screenshot(page, 'logged-in');

    await page.getByTestId('site-header').getByRole('button', { name: '退出' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await expect.poll(() => page.getByTestId('greeting').innerText()).toBe('您好，欢迎来到墨阅！');
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .not.toContain('access_token');
    const left = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(left).not.toContain('bg_user_info');
    expect(left).toEqual(expect.arrayContaining(['deviceToken', 'deviceKey']));
    expect(errorsOf(page)).toEqual([]);
  });

  it('asks for the phone and code on the dynamic-code tab', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/login`);
    await page.getByText('手机动态码登录').click();
    await page.getByTestId('sms-button').click();
    await page.getByRole('alert').getByText('手机号不能为空').waitFor();
    await page.getByPlaceholder('手机号').fill('13800000001');
    await page
      .getByTestId('code-login-form')
      .getByRole('button', { name: /登\s*录/ })
      .click();
    await page.getByRole('alert').getByText('验证码不能为空').waitFor();
    await screenshot(page, 'login-code-tab');
  });
});
