import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

// Issues 15/20: an organisation's settings are edited in /admin and govern
// what its members see (spec §6: entries in the organisation's Nav hidden).
// The demo member 13800000004 is certified at 墨阅示范图书馆, whose network
// (127.0.0.0/8) the e2e browser is on.
describe('organisation settings in the editor console (Chromium)', () => {
  let browser: Browser;
  const baseUrl = e2eServer().baseUrl;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  const signIn = async (phone: string): Promise<Page> => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithPassword(page, baseUrl, phone);
    return page;
  };

  /** Sets the demo library's hidden top-menu entries in the console's 机构设置 tab. */
  const setHiddenNav = async (editor: Page, nav: string) => {
    await editor.goto(`${baseUrl}/admin`);
    await editor.getByRole('tab', { name: '机构设置' }).click();
    const panel = editor.getByTestId('admin-panel-organization');
    await panel
      .getByRole('row', { name: /org-demo-library/ })
      .getByRole('button', { name: '修改' })
      .click();
    await panel.getByLabel('隐藏的顶部菜单').fill(nav);
    await panel.getByRole('button', { name: /保\s*存/ }).click();
    await editor.getByText('已保存').first().waitFor();
  };

  const menuOf = async (page: Page) => {
    await page.goto(`${baseUrl}/wrap/index`);
    await page.getByTestId('top-menu').getByText('首页').waitFor();
    return page.getByTestId('top-menu');
  };

  it('lets an editor hide 优选 for the demo library, and its member no longer sees it', async () => {
    const member = await signIn('13800000004');
    expect(await (await menuOf(member)).innerText()).toContain('优选');

    const editor = await signIn('13800000009');
    try {
      await setHiddenNav(editor, '优选');
      await screenshot(editor, 'org-settings-admin-1440');
      const menu = await menuOf(member);
      // the organisation detail is fetched afresh on load; the menu follows it
      await member.waitForFunction(
        () => !document.querySelector('[data-testid="top-menu"]')?.textContent?.includes('优选'),
      );
      expect(await menu.innerText()).toContain('书城');
      await screenshot(member, 'org-settings-member-menu-1440');
    } finally {
      // the library's menu is the other e2e files' too
      await setHiddenNav(editor, '');
    }
    await menuOf(member);
    await member.waitForFunction(() =>
      document.querySelector('[data-testid="top-menu"]')?.textContent?.includes('优选'),
    );
    expect(errorsOf(editor)).toEqual([]);
    expect(errorsOf(member)).toEqual([]);
    await editor.context().close();
    await member.context().close();
  });
});
