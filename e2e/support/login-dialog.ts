import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Chooses the 手机动态码登录 tab of the login dialog and answers its form. The tab is
 * chosen again while the form has not shown: on a busy machine a click can land while the
 * dialog is still zooming in, beside the tab (a CI run, 2026-11-27).
 */
export async function codeLoginFormIn(dialog: Locator): Promise<Locator> {
  const form = dialog.getByTestId('code-login-form');
  await expect
    .poll(
      async () => {
        if (await form.isVisible()) return true;
        await dialog.getByText('手机动态码登录').click();
        return form.isVisible();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true);
  return form;
}
