import { describe, expect, it } from 'vitest';
import { writeDemoPeople } from '../../seed/demo-people.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedRequest,
} from '../../testing/test-app.ts';
import { CERTIFICATION_DAYS } from './organization.service.ts';
import { body, type UserOrganization, useOrganizationTestApp } from './organization.test-kit.ts';

const DAY_MS = 86_400_000;

describe.each(TEST_DATABASES)('organisations API (%s)', (kind) => {
  const { app, ids, signedInReader, bind, detailOf } = useOrganizationTestApp(kind);
  describe('user/tmp-bind-organization', () => {
    it('needs a signed-in reader (code 34)', async () => {
      expect(body(await bind(String(ids['org-demo-library']), {}))).toEqual({
        Success: false,
        Data: null,
        Code: 34,
        Description: '登录已过期，请重新登录',
      });
    });

    it("answers '请选择机构' without a selection", async () => {
      const { token } = await signedInReader();
      for (const organizationId of [undefined, '', ' ', '0']) {
        const response = await bind(organizationId, { cookie: token });
        expect(response.statusCode).toBe(400);
        expect(body(response)).toEqual({
          Success: false,
          Data: null,
          Code: 400,
          Description: '请选择机构',
        });
      }
      expect(await detailOf(token)).toBeNull();
    });

    it('refuses an unknown organisation', async () => {
      const { token } = await signedInReader();
      for (const organizationId of ['999999999', 'abc', '1e3']) {
        expect(body(await bind(organizationId, { cookie: token }))).toEqual({
          Success: false,
          Data: null,
          Code: 404,
          Description: '机构不存在',
        });
      }
    });

    it("refuses a binding made outside the organisation's network, and changes nothing", async () => {
      const { token } = await signedInReader();
      const response = await bind(String(ids['org-demo-library']), {
        cookie: token,
        ip: '8.8.8.8',
      });
      expect(response.statusCode).toBe(403);
      expect(body(response)).toEqual({
        Success: false,
        Data: null,
        Code: 403,
        Description: '当前网络不在该机构的IP范围内，请在机构网络内完成认证',
      });
      expect(await detailOf(token)).toBeNull();
    });

    it('certifies the reader on the campus network: State 4 for 180 days, in login and detail', async () => {
      const { token } = await signedInReader();
      const before = Date.now();
      const answer = body<UserOrganization>(
        await bind(String(ids['org-demo-library']), { cookie: token, ip: '127.0.0.1' }),
      );
      expect(answer).toMatchObject({
        Success: true,
        Code: 0,
        Description: '机构认证成功',
        Data: {
          Id: ids['org-demo-library'],
          Title: '墨阅示范图书馆',
          ExternalId: 'org-demo-library',
          Type: 1,
          State: 4,
          Warning: null,
        },
      });
      const expires = Date.parse(answer.Data.ExpireTime!);
      expect(expires - before).toBeGreaterThanOrEqual(CERTIFICATION_DAYS * DAY_MS - 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(CERTIFICATION_DAYS * DAY_MS);
      expect(await detailOf(token)).toEqual(answer.Data);
    });

    it('replaces the earlier binding: one organisation per reader', async () => {
      const { token, userId } = await signedInReader();
      await bind(String(ids['org-demo-library']), { cookie: token, ip: '127.0.0.1' });
      const partner = body<UserOrganization>(
        await bind(String(ids['org-demo-partner']), { cookie: token, ip: '203.0.113.8' }),
      );
      expect(partner.Data.Title).toBe('墨阅联盟伙伴书院');
      expect((await detailOf(token))?.Title).toBe('墨阅联盟伙伴书院');
      const rows = await app().database.query(
        'SELECT 1 FROM user_organizations WHERE user_id = $1',
        [userId],
      );
      expect(rows).toHaveLength(1);
    });

    it('warns N days ahead, 0 once expired, with State still 4 (spec §4)', async () => {
      const { token, userId } = await signedInReader();
      await bind(String(ids['org-demo-library']), { cookie: token, ip: '127.0.0.1' });
      const expireIn = (sql: string) =>
        app().database.query(
          `UPDATE user_organizations SET expire_time = now() + ${sql} WHERE user_id = $1`,
          [userId],
        );
      await expireIn("interval '10 days' - interval '1 hour'");
      expect(await detailOf(token)).toMatchObject({ State: 4, Warning: 10 });
      await expireIn("interval '30 days' - interval '1 hour'");
      expect((await detailOf(token))?.Warning).toBe(30);
      await expireIn("interval '31 days'");
      expect((await detailOf(token))?.Warning).toBeNull();
      await expireIn("- interval '1 day'");
      expect(await detailOf(token)).toMatchObject({ State: 4, Warning: 0 });
      // Renewed on the campus network.
      await bind(String(ids['org-demo-library']), { cookie: token, ip: '127.0.0.2' });
      expect((await detailOf(token))?.Warning).toBeNull();
    });
  });
});

describe('CERTIFICATION_DAYS', () => {
  it('sets how long a binding certifies; inside 30 days the reader is warned at once', async () => {
    const t = await createTestApp('pglite', { env: { CERTIFICATION_DAYS: '20' } });
    try {
      await writeDemoPeople(t.database.db);
      const device = await bindDevice(t.app);
      const login = body<{ AccessToken: string }>(
        await signedRequest(t.app, device, 'POST', '/v1/api/userinfo/login', {
          account: '13800000001',
          password: 'Moyue2026',
        }),
      );
      const [library] = await t.database.query<{ id: string }>(
        "SELECT id FROM organizations WHERE external_id = 'org-demo-library'",
      );
      const bound = body<UserOrganization>(
        await signedRequest(
          t.app,
          device,
          'POST',
          '/v1/api/user/tmp-bind-organization',
          { organizationId: String(library!.id) },
          { cookie: login.Data.AccessToken },
        ),
      );
      expect(bound.Data).toMatchObject({ State: 4, Warning: 20 });
    } finally {
      await t.close();
    }
  });
});
