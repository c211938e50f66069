import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signParams } from '@moyue/contracts/signing';
import { TEST_DATABASES, signedParams } from '../../testing/test-app.ts';
import {
  body,
  type ListItem,
  type UserOrganization,
  useOrganizationTestApp,
} from './organization.test-kit.ts';

// Recognising a reader's institution by the network they call from, never by what a stranger claims.
describe.each(TEST_DATABASES)('organisations API (%s)', (kind) => {
  const { app, device, ids, call, signedInReader, bind, detailOf } = useOrganizationTestApp(kind);
  describe('organization/list-by-ip', () => {
    const byIp = async (ip: string) =>
      body<{ ItemList: ListItem[]; RecordCount: number }>(
        await call('GET', '/v1/api/organization/list-by-ip', {}, { ip }),
      ).Data;

    it('recognises the demo library on the loopback network, IPv4, IPv6 and mapped', async () => {
      for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.9'])
        expect((await byIp(ip)).ItemList.map((o) => o.ExternalId)).toEqual(['org-demo-library']);
      expect((await byIp('2001:db8::77')).ItemList[0]?.ExternalId).toBe('org-demo-partner');
    });

    it('answers one item with Id 0 outside every institution network', async () => {
      expect(await byIp('8.8.8.8')).toEqual({
        ItemList: [
          { Id: 0, ExternalId: '', Title: '', Logo: '', Type: 0, IsPartner: 0, IpRanges: [] },
        ],
        RecordCount: 0,
      });
    });

    it('does not believe a forged X-Forwarded-For from an untrusted peer', async () => {
      const path = '/v1/api/organization/list-by-ip';
      const query = await signParams(device().DeviceKey, 'GET', path, signedParams(device(), path));
      const response = await app().app.inject({
        method: 'GET',
        url: path,
        query,
        remoteAddress: '8.8.4.4',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(body<{ ItemList: ListItem[] }>(response).Data.ItemList[0]?.Id).toBe(0);
    });
  });

  describe('a forged X-Forwarded-For from an untrusted peer', () => {
    /** A signed call from 8.8.4.4 (no TRUSTED_PROXIES here) claiming to come from the demo library's loopback network. */
    async function forged(
      method: 'GET' | 'POST',
      path: string,
      params: Record<string, string>,
      token: string,
    ): Promise<LightMyRequestResponse> {
      const signed = await signParams(device().DeviceKey, method, path, {
        ...signedParams(device(), path),
        ...params,
      });
      const headers = { cookie: `access_token=${token}`, 'x-forwarded-for': '127.0.0.1' };
      if (method === 'GET')
        return app().app.inject({
          method,
          url: path,
          query: signed,
          remoteAddress: '8.8.4.4',
          headers,
        });
      return app().app.inject({
        method,
        url: path,
        remoteAddress: '8.8.4.4',
        payload: new URLSearchParams(signed).toString(),
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    const bindingsOf = (userId: number) =>
      app().database.query(
        `SELECT organization_id, state, expire_time::text AS expire_time
         FROM user_organizations WHERE user_id = $1`,
        [userId],
      );

    it('does not certify on tmp-bind-organization, and changes nothing', async () => {
      const { token, userId } = await signedInReader();
      const response = await forged(
        'POST',
        '/v1/api/user/tmp-bind-organization',
        { organizationId: String(ids['org-demo-library']) },
        token,
      );
      expect(response.statusCode).toBe(403);
      expect(body(response)).toEqual({
        Success: false,
        Data: null,
        Code: 403,
        Description: '当前网络不在该机构的IP范围内，请在机构网络内完成认证',
      });
      expect(await bindingsOf(userId)).toEqual([]);
      expect(await detailOf(token)).toBeNull();
    });

    it('does not renew an expired binding on tmp-bind-organization, and changes nothing', async () => {
      const { token, userId } = await signedInReader();
      await bind(String(ids['org-demo-library']), { cookie: token, ip: '127.0.0.1' });
      await app().database.query(
        "UPDATE user_organizations SET expire_time = now() - interval '1 day' WHERE user_id = $1",
        [userId],
      );
      const before = await bindingsOf(userId);
      const response = await forged(
        'POST',
        '/v1/api/user/tmp-bind-organization',
        { organizationId: String(ids['org-demo-library']) },
        token,
      );
      expect(body(response)).toMatchObject({ Success: false, Code: 403 });
      expect(await bindingsOf(userId)).toEqual(before);
      expect(await detailOf(token)).toMatchObject({ State: 4, Warning: 0 });
    });

    it('does not certify on user-organization/activity, and changes nothing', async () => {
      const { token, userId } = await signedInReader();
      expect(body(await forged('GET', '/v1/api/user-organization/activity', {}, token))).toEqual({
        Success: true,
        Data: null,
        Code: 0,
        Description: '当前网络未识别到机构',
      });
      expect(await bindingsOf(userId)).toEqual([]);
      expect(await detailOf(token)).toBeNull();

      await bind(String(ids['org-demo-partner']), { cookie: token, ip: '203.0.113.8' });
      const before = await bindingsOf(userId);
      expect(
        body(await forged('GET', '/v1/api/user-organization/activity', {}, token)).Data,
      ).toBeNull();
      expect(await bindingsOf(userId)).toEqual(before);
      expect((await detailOf(token))?.Title).toBe('墨阅联盟伙伴书院');
    });
  });

  describe('user-organization/activity', () => {
    const activity = (options: { ip?: string; cookie?: string }) =>
      call('GET', '/v1/api/user-organization/activity', {}, options);

    it('certifies the reader at the institution whose network they are on', async () => {
      const { token } = await signedInReader();
      const answer = body<UserOrganization>(await activity({ cookie: token, ip: '198.51.100.20' }));
      expect(answer).toMatchObject({
        Success: true,
        Data: { Title: '墨阅示范职业学院', State: 4, Type: 3 },
      });
      expect((await detailOf(token))?.Title).toBe('墨阅示范职业学院');
    });

    it('changes nothing outside every institution network', async () => {
      const { token } = await signedInReader();
      await bind(String(ids['org-demo-library']), { cookie: token, ip: '127.0.0.1' });
      expect(body(await activity({ cookie: token, ip: '8.8.8.8' }))).toEqual({
        Success: true,
        Data: null,
        Code: 0,
        Description: '当前网络未识别到机构',
      });
      expect((await detailOf(token))?.Title).toBe('墨阅示范图书馆');
    });

    it('needs a signed-in reader (code 34)', async () => {
      expect(body(await activity({ ip: '127.0.0.1' }))).toMatchObject({ Success: false, Code: 34 });
    });
  });
});
