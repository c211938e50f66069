import type { Page } from 'playwright-core';

export interface SignInOptions {
  /** The path the login page sends the reader on to (`/login?redirect=…`); none by default. */
  redirect?: string;
  /** The account's password: the demo accounts' by default. */
  password?: string;
  /**
   * What to wait for after the click: a path under baseUrl (the whole URL must match), or a
   * test of the URL. By default the redirect path, or without one any page but /login.
   */
  waitFor?: string | ((url: URL) => boolean);
  /** The page is at /login already (a guard sent it there, or the test opened it): no goto. */
  onLoginPage?: boolean;
}

/**
 * Signs account in on the login page's 账号密码登录 form (the `password-login-form` test id):
 * opens /login (with `?redirect=` when given), fills the account and password inside that
 * form, clicks its 登录 button and waits for the URL the sign-in leads to.
 */
export async function signInWithPassword(
  page: Page,
  baseUrl: string,
  account: string,
  { redirect, password = 'Moyue2026', waitFor = redirect, onLoginPage = false }: SignInOptions = {},
): Promise<void> {
  if (!onLoginPage) {
    const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
    await page.goto(`${baseUrl}/login${query}`);
  }
  const form = page.getByTestId('password-login-form');
  await form.getByPlaceholder('手机号/邮箱').fill(account);
  await form.getByPlaceholder('密码').fill(password);
  await form.getByRole('button', { name: /登\s*录/ }).click();
  if (waitFor === undefined) await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  else await page.waitForURL(typeof waitFor === 'string' ? `${baseUrl}${waitFor}` : waitFor);
}
