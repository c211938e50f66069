import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoPeople } from '../../seed/demo-people.ts';
import type { Envelope } from '@moyue/contracts/envelope';
import { signParams } from '@moyue/contracts/signing';
import { randomIp } from '../../testing/api-helpers.ts';
import { type LoginData, useAccountTestApp } from './account-test-kit.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedParams,
  type TestApp,
} from '../../testing/test-app.ts';

describe.each(TEST_DATABASES)('sign-in API (%s)', (kind) => {
  const { app, login, body } = useAccountTestApp(kind);

  describe('password login', () => {
    it('signs in a demo reader with the user info of spec §3 and an HttpOnly cookie', async () => {
      const response = await login({ account: '13800000001', password: 'Moyue2026' });
      const answer = body<LoginData>(response);
      expect(answer).toMatchObject({ Success: true, Code: 0 });
      expect(answer.Data).toMatchObject({
        RealName: '李书言',
        NickName: '书虫',
        MobileNumber: '13800000001',
        Organization: null,
        IsCheckIn: false,
        SocialStatus: 3,
        RecommendEmail: 'reader@moyue.example',
      });
      expect(answer.Data.AccessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.Data.ExtendData.AccessToken).toBe(answer.Data.AccessToken);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toContain(`access_token=${answer.Data.AccessToken}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      expect(cookie).toMatch(/Path=\//);
    });

    it('accepts the e-mail in any case and strips whitespace from the account', async () => {
      const byEmail = body(await login({ account: 'Reader@Moyue.Example', password: 'Moyue2026' }));
      expect(byEmail.Success).toBe(true);
      const spaced = body(await login({ account: ' 138 0000 0001 ', password: 'Moyue2026' }));
      expect(spaced.Success).toBe(true);
    });

    it('carries the certified institution in Organization', async () => {
      const answer = body<LoginData>(
        await login({ account: '13800000003', password: 'Moyue2026' }),
      );
      expect(answer.Data.Organization).toMatchObject({
        Title: '墨阅示范图书馆',
        Type: 1,
        State: 4,
        Warning: null,
      });
    });

    it('asks for the account, then the password (spec §5 messages)', async () => {
      expect(body(await login({ account: '  ', password: 'x' }))).toMatchObject({
        Code: 400,
        Description: '请输入手机/邮箱',
      });
      expect(body(await login({ account: '13800000001' }))).toMatchObject({
        Code: 400,
        Description: '请输入您的密码',
      });
    });

    it('needs a signed request', async () => {
      const response = await app().app.inject({
        method: 'POST',
        url: '/v1/api/userinfo/login',
        payload: { account: '13800000001', password: 'Moyue2026' },
      });
      expect(body(response)).toMatchObject({ Success: false, Code: 40 });
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });
});

describe('the access_token cookie behind HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { TRUSTED_PROXIES: '127.0.0.1' } });
    await writeDemoPeople(t.database.db);
  });
  afterAll(() => t.close());

  it('is Secure when the trusted proxy says the request came over HTTPS', async () => {
    const device = await bindDevice(t.app);
    const path = '/v1/api/userinfo/login';
    const signed = await signParams(device.DeviceKey, 'POST', path, {
      ...signedParams(device, path),
      account: '13800000001',
      password: 'Moyue2026',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: '127.0.0.1',
      payload: new URLSearchParams(signed).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': randomIp(),
      },
    });
    expect(response.json<Envelope<unknown>>().Success).toBe(true);
    expect(String(response.headers['set-cookie'])).toMatch(/access_token=[^;]+;.*Secure/i);
  });
});
