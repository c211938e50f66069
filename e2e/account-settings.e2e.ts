import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { SMS_CODE_INTERVAL_SECONDS, lastSmsCode } from './support/sms.ts';
import { e2eServer } from './support/server.ts';

const newPhone = (prefix: string) => `${prefix}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** Issue 4: one code per number per interval — the second code to a number waits this long after the first. */
const SMS_INTERVAL_MS = SMS_CODE_INTERVAL_SECONDS * 1000 + 1000;

describe('account settings in Chromium (issue 4)', () => {
  let browser: Browser;
  const baseUrl = e2eServer().baseUrl;
  const serverLog = e2eServer().serverLog;
  // Two new readers, signed up by SMS code at the start; their next codes (proving the
  // current phone) may go out 120 s later, so the profile test runs in between.
  const phoneA = newPhone('17');
  const phoneB = newPhone('18');
  const phoneC = newPhone('15');
  const email = `reader${randomInt(0, 1e9)}@moyue.example`;
  let first: Page;
  let second: Page;
  let signedUpAt = 0;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  /** Asks for a code with the page's 获取验证码 and answers it (read from the server log). */
  async function requestCode(page: Page, recipient: string): Promise<string> {
    const button = page.getByTestId('sms-button');
    await button.click();
    await expect.poll(() => button.innerText()).toMatch(/秒后重新获取/);
    return lastSmsCode(serverLog, recipient);
  }

  async function signUpByCode(phone: string): Promise<Page> {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await page.getByText('手机动态码登录').click();
    const form = page.getByTestId('code-login-form');
    await form.getByPlaceholder('手机号').fill(phone);
    await form.getByPlaceholder('短信验证码').fill(await requestCode(page, phone));
    await form.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(`${baseUrl}/wrap/index`);
    return page;
  }

  it('two new readers sign in by SMS code', async () => {
    first = await signUpByCode(phoneA);
    second = await signUpByCode(phoneC);
    // Both codes have gone out by now: the 120 s of each run from before this moment.
    signedUpAt = Date.now();
  });

  it('edits the profile with the region picker (all China incl. HK, Macau, Taiwan)', async () => {
    const page = first;
    await page.goto(`${baseUrl}/wrap/center/EditPersonaInfo`);
    const form = page.getByTestId('edit-persona-info-page');
    await form.getByLabel('昵称').fill('易安居士');
    await form.getByLabel('真实姓名').fill('李清照');
    await form.getByText('教师').click();
    await form.getByLabel('院/系').fill('文学院');
    await form.getByLabel('学历').click();
    await page.locator('.ant-select-item-option[title="硕士研究生"]').click();
    await form.getByLabel('入校时间').click();
    await form.getByLabel('入校时间').fill('2024-09');
    await form.getByLabel('入校时间').press('Enter');
    await form.getByLabel('工/学号').fill('T2024090');
    await form.getByTestId('region-picker').click();
    // The special administrative regions and Taiwan are there.
    for (const region of ['香港特别行政区', '澳门特别行政区', '台湾省'])
      await expect
        .poll(() => page.locator('.ant-cascader-menu-item', { hasText: region }).count())
        .toBe(1);
    await page.locator('.ant-cascader-menu-item', { hasText: '广东省' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '广州市' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '天河区' }).click();
    await screenshot(page, 'edit-persona-info');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.getByText('保存成功').count()).toBeGreaterThan(0);

    await page.reload();
    const saved = page.getByTestId('edit-persona-info-page');
    await expect
      .poll(() => saved.getByTestId('region-picker').innerText())
      .toBe('广东省 / 广州市 / 天河区');
    expect(await saved.getByLabel('真实姓名').inputValue()).toBe('李清照');
    expect(await saved.getByLabel('入校时间').inputValue()).toBe('2024-09');
    await expect.poll(() => page.getByTestId('greeting').innerText()).toBe('您好，李清照');

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'edit-persona-info-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(errorsOf(page)).toEqual([]);
  });

  it('opens 我的消息 from the header: a new reader has only the platform’s notices', async () => {
    await first.getByTestId('my-news').click();
    await first.waitForURL(`${baseUrl}/wrap/center/myNews`);
    // the demo notices (message type 5) go to every reader
    await expect
      .poll(() => first.getByTestId('my-news-page').innerText())
      .toContain('【演示】墨阅数字阅读平台上线');
  });

  it(
    'changes the phone: a code to the current phone, then one to the new phone',
    async () => {
      const page = first;
      await page.goto(`${baseUrl}/wrap/center/accountSetting`);
      const phoneRow = page.getByTestId('setting-phone');
      await expect.poll(() => phoneRow.innerText()).toContain(masked(phoneA));
      await screenshot(page, 'account-setting');
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, signedUpAt + SMS_INTERVAL_MS - Date.now())),
      );
      await phoneRow.getByRole('button', { name: /更\s*换/ }).click();
      await page.waitForURL(`${baseUrl}/wrap/center/accountBindTel`);
      await expect
        .poll(() => page.getByTestId('current-contact').innerText())
        .toContain(masked(phoneA));
      await page.getByLabel('验证码').fill(await requestCode(page, phoneA));
      await page.getByRole('button', { name: /下一步/ }).click();
      await page.waitForURL(`${baseUrl}/wrap/center/accountNewTel`);
      await page.getByLabel('新手机号').fill(phoneB);
      await page.getByLabel('验证码').fill(await requestCode(page, phoneB));
      await page.getByRole('button', { name: /确定绑定/ }).click();
      await page.waitForURL(`${baseUrl}/wrap/center/accountSetting`);
      await expect
        .poll(() => page.getByTestId('setting-phone').innerText())
        .toContain(masked(phoneB));
      expect(errorsOf(page)).toEqual([]);
    },
    SMS_INTERVAL_MS + 60_000,
  );

  it('binds an e-mail after proving the phone; it shows masked', async () => {
    const page = second;
    await page.goto(`${baseUrl}/wrap/center/accountSetting`);
    const emailRow = page.getByTestId('setting-email');
    await expect.poll(() => emailRow.innerText()).toContain('未绑定');
    await emailRow.getByRole('button', { name: /绑\s*定/ }).click();
    await page.waitForURL(`${baseUrl}/wrap/center/accountBindEmail`);
    await page.getByLabel('验证码').fill(await requestCode(page, phoneC));
    await page.getByRole('button', { name: /下一步/ }).click();
    await page.waitForURL(`${baseUrl}/wrap/center/accountNewEmail`);
    await page.getByLabel('新邮箱').fill(email);
    await page.getByLabel('验证码').fill(await requestCode(page, email));
    await screenshot(page, 'account-new-email');
    await page.getByRole('button', { name: /确定绑定/ }).click();
    await page.waitForURL(`${baseUrl}/wrap/center/accountSetting`);
    const local = email.slice(0, email.indexOf('@'));
    const shown = `${local.slice(0, Math.floor(local.length / 2))}${'*'.repeat(
      local.length - Math.floor(local.length / 2),
    )}@moyue.example`;
    await expect.poll(() => page.getByTestId('setting-email').innerText()).toContain(shown);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'account-setting-390');
    expect(errorsOf(page)).toEqual([]);
  });
});
