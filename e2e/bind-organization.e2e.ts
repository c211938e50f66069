import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewVisitor, errorsOf, launchChromium, newPage, screenshot } from './support/browser.ts';
import { e2eServer } from './support/server.ts';
import { signInWithPassword } from './support/sign-in.ts';

describe('binding an institution from the centre page in Chromium (issue 4)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = e2eServer().baseUrl;

  // One browser context for the file: a test that needs a new visitor starts the page over.
  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
  });
  afterAll(() => browser.close());

  it('recognises a visitor from 127.0.0.1 as the demo library (header IP message, institution menu)', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/wrap/index`);
    await expect
      .poll(() => page.getByTestId('ip-message').innerText())
      .toBe('您正在通过「墨阅示范图书馆」的网络访问（IP：127.0.0.1）');
    // spec §6: holdings and the alliance (IsPartner) show for the recognised institution.
    const menu = page.getByTestId('top-menu');
    await menu.getByText('机构馆藏').waitFor();
    await menu.getByText('联盟馆').waitFor();
    const detail = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'bg_organization_detail',
    );
    expect(JSON.parse(decodeURIComponent(detail!.value))).toMatchObject({
      Ip: '127.0.0.1',
      Title: '墨阅示范图书馆',
      OrganizationInfo: { Type: 1, IsPartner: 1 },
    });
    expect(errorsOf(page)).toEqual([]);
  });

  it('certifies the student at 墨阅示范图书馆 from its network and the header follows', async () => {
    page = await asNewVisitor(page, baseUrl);
    await page.goto(`${baseUrl}/wrap/center/accountBindOrganization`);
    await page.waitForURL(/\/login\?redirect=/);
    await signInWithPassword(page, baseUrl, '13800000002', {
      onLoginPage: true,
      waitFor: '/wrap/center/accountBindOrganization',
    });
    const greeting = page.getByTestId('greeting');
    await expect.poll(() => greeting.innerText()).toBe('您好，王子衿（墨阅示范职业学院）');

    const binder = page.getByTestId('bind-organization-page');
    // The binder shows the current institution, the address and the campus network it is on.
    const current = page.getByTestId('current-organization');
    await expect.poll(() => current.innerText()).toContain('墨阅示范职业学院');
    await expect
      .poll(() => page.getByTestId('current-ip').innerText())
      .toMatch(
        /当前IP：127\.0\.0\.1.*所在机构网络：墨阅示范图书馆（IP范围：127\.0\.0\.0\/8、::1\/128）/s,
      );

    // spec §5/§8: nothing chosen.
    await binder.getByRole('button', { name: /绑定机构/ }).click();
    await expect.poll(() => page.getByTestId('bind-error').innerText()).toBe('请选择机构');

    // A binding outside the chosen institution's network is refused by the server.
    await page.getByLabel('机构名称').fill('联盟');
    await binder.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByRole('option', { name: /墨阅联盟伙伴书院/ }).click();
    await binder.getByRole('button', { name: /绑定机构/ }).click();
    await expect
      .poll(() => page.getByTestId('bind-error').innerText())
      .toBe('当前网络不在该机构的IP范围内，请在机构网络内完成认证');

    await page.getByLabel('机构名称').fill('示范图书馆');
    await binder.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByRole('option', { name: /墨阅示范图书馆/ }).click();
    await binder.getByRole('button', { name: /绑定机构/ }).click();
    await page.getByText('机构认证成功').waitFor();
    await expect.poll(() => greeting.innerText()).toBe('您好，王子衿（墨阅示范图书馆）');
    await expect.poll(() => current.innerText()).toMatch(/墨阅示范图书馆\s*认证有效期至/);
    // spec §8: the header warning with its 去认证 link (the e2e server certifies for 20 days).
    await expect
      .poll(() => page.getByTestId('certification-warning').innerText())
      .toBe('认证20天后失效，为避免影响阅读，请及时去认证');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'orgEId')?.value).toBe('org-demo-library');
    await screenshot(page, 'bind-organization');

    // The binding is the server's: a new page load still shows it.
    await page.reload();
    await expect.poll(() => greeting.innerText()).toBe('您好，王子衿（墨阅示范图书馆）');
    // Only the refused binding's HTTP 403, which Chromium logs for any failed resource.
    expect(errorsOf(page).filter((text) => !/status of 403/.test(text))).toEqual([]);
  });
});
