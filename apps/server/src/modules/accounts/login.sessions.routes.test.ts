import { describe, expect, it } from 'vitest';
import { type LoginData, useAccountTestApp } from './account-test-kit.ts';
import { TEST_DATABASES } from '../../testing/test-app.ts';

describe.each(TEST_DATABASES)('sign-in API (%s)', (kind) => {
  const { app, call, login, detail, body } = useAccountTestApp(kind);
  describe('sessions', () => {
    async function signIn(): Promise<string> {
      return body<LoginData>(await login({ account: '13800000004', password: 'Moyue2026' })).Data
        .AccessToken;
    }
    const expired = { Success: false, Data: null, Code: 34, Description: '登录已过期，请重新登录' };

    it('answers user/detail for the access_token cookie or the signed AccessToken', async () => {
      const token = await signIn();
      const byCookie = body<LoginData>(await detail({ cookie: token }));
      expect(byCookie).toMatchObject({ Success: true, Data: { RealName: '周文若' } });
      const byParam = body<LoginData>(await detail({ token }));
      expect(byParam.Data.RealName).toBe('周文若');
      expect(body(await detail({ token, id: String(byParam.Data.Id) })).Success).toBe(true);
    });

    it('answers code 34 without a token, with an unknown one, and after logout', async () => {
      expect(body(await detail())).toEqual(expired);
      expect(body(await detail({ cookie: 'not-a-token' }))).toEqual(expired);
      expect(body(await detail({ token: 'A'.repeat(43) }))).toEqual(expired);
      const token = await signIn();
      const logout = await call('POST', '/v1/api/device/logout', {}, { cookie: token });
      expect(body(logout)).toMatchObject({ Success: true });
      const cleared = String(logout.headers['set-cookie']);
      for (const name of ['access_token', 'bg_user_info', 'user_Organization'])
        expect(cleared).toMatch(new RegExp(`${name}=;`));
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(body(await detail({ cookie: token }))).toEqual(expired);
      expect(body(await detail({ token }))).toEqual(expired);
    });

    it('logs out even without a session', async () => {
      expect(body(await call('POST', '/v1/api/device/logout'))).toMatchObject({ Success: true });
    });

    it("refuses another user's id", async () => {
      const token = await signIn();
      const [other] = await app().database.query<{ id: string }>(
        "SELECT id FROM users WHERE mobile_number = '13800000001'",
      );
      expect(body(await detail({ token, id: String(other!.id) }))).toEqual({
        Success: false,
        Data: null,
        Code: 403,
        Description: '无权查看该用户',
      });
    });
  });
});
