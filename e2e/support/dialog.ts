import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * An antd dialog once its opening motion has ended. While it zooms in, a click aimed at one of
 * its buttons can land beside it (the box moves under the pointer): on a busy machine a CI run
 * lost the citation dialog's 复制 that way (2026-11-28), as it had lost the login dialog's tab
 * (login-dialog.ts). Looping animations inside (a skeleton, a spinner) never end and are not
 * waited for.
 */
export async function openedDialog(dialog: Locator): Promise<Locator> {
  await dialog.waitFor();
  await expect
    .poll(
      () =>
        dialog.evaluate((element) => {
          const motion = element.closest('.ant-modal-wrap, .ant-drawer') ?? element;
          return motion
            .getAnimations({ subtree: true })
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length;
        }),
      { timeout: 30_000 },
    )
    .toBe(0);
  return dialog;
}
