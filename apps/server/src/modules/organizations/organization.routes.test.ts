import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signParams } from '@moyue/contracts/signing';
import { writeDemoPeople } from '../../seed/demo-people.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedParams,
  signedRequest,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { hashPassword } from '../accounts/password.ts';
import { CERTIFICATION_DAYS } from './organization.service.ts';

interface Envelope<T = unknown> {
  Success: boolean;
  Data: T;
  Code: number;
  Description: string;
}
interface ListItem {
  Id: number;
  ExternalId: string;
  Title: string;
  Type: number;
  IsPartner: number;
  IpRanges: string[];
}
interface UserOrganization {
  Id: number;
  Title: string;
  State: number;
  Warning: number | null;
  ExpireTime: string | null;
  ExternalId: string;
  Type: number;
}

const body = <T = unknown>(response: LightMyRequestResponse) => response.json<Envelope<T>>();
const PASSWORD = 'Bind2026';
const DAY_MS = 86_400_000;

describe.each(TEST_DATABASES)('organisations API (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let passwordHash: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    await writeDemoPeople(t.database.db);
    device = await bindDevice(t.app);
    passwordHash = await hashPassword(PASSWORD);
    for (const row of await t.database.query<{ id: string; external_id: string }>(
      'SELECT id, external_id FROM organizations',
    ))
      ids[row.external_id] = Number(row.id);
    // Some organisations of our own for the title search and the SSO list.
    await t.database.query(
      `INSERT INTO organizations (external_id, title, type, oauth_url, validation_param_name)
       VALUES ('org-sso', '统一认证大学', 9, 'https://sso.example.edu/authorize', 'state'),
              ('org-pct', '百分之百%书院', 9, '', '')`,
    );
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string> = {},
    options: { ip?: string; cookie?: string } = {},
  ) => signedRequest(t.app, device, method, path, params, options);

  /** A fresh reader, signed in; answers the access token and the user id. */
  async function signedInReader(): Promise<{ token: string; userId: number }> {
    const phone = `17${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const [row] = await t.database.query<{ id: string }>(
      'INSERT INTO users (external_id, mobile_number, password_hash) VALUES ($1, $2, $3) RETURNING id',
      [`u-${phone}`, phone, passwordHash],
    );
    const login = body<{ AccessToken: string; Organization: unknown }>(
      await call('POST', '/v1/api/userinfo/login', { account: phone, password: PASSWORD }),
    );
    expect(login.Data.Organization).toBeNull();
    return { token: login.Data.AccessToken, userId: Number(row!.id) };
  }
  const bind = (organizationId: string | undefined, options: { ip?: string; cookie?: string }) =>
    call(
      'POST',
      '/v1/api/user/tmp-bind-organization',
      organizationId === undefined ? {} : { organizationId },
      options,
    );
  const detailOf = async (token: string) =>
    body<{ Organization: UserOrganization | null }>(
      await call('GET', '/v1/api/user/detail', {}, { cookie: token }),
    ).Data.Organization;

  describe('organization/list', () => {
    it('finds organisations by a part of the title, with their kind, partner mark and ranges', async () => {
      const answer = body<{ ItemList: ListItem[]; RecordCount: number }>(
        await call('GET', '/v1/api/organization/list', { keyword: '示范图书', cp: '1', ps: '20' }),
      );
      expect(answer).toMatchObject({ Success: true, Code: 0, Data: { RecordCount: 1 } });
      expect(answer.Data.ItemList).toEqual([
        {
          Id: ids['org-demo-library'],
          ExternalId: 'org-demo-library',
          Title: '墨阅示范图书馆',
          Logo: '',
          Type: 1,
          IsPartner: 1,
          IpRanges: ['127.0.0.0/8', '::1/128'],
        },
      ]);
    });

    it('pages the whole list 20 at a time without a keyword (productId 0)', async () => {
      await t.database.query(
        `INSERT INTO organizations (external_id, title, type)
         SELECT 'org-page-' || n, '分页测试学院' || lpad(n::text, 2, '0'), 9 FROM generate_series(1, 25) n`,
      );
      const page = (cp: string) =>
        call('GET', '/v1/api/organization/list', { productId: '0', cp, isOrganization: 'true' });
      const first = body<{ ItemList: ListItem[]; RecordCount: number }>(await page('1'));
      const second = body<{ ItemList: ListItem[]; RecordCount: number }>(await page('2'));
      expect(first.Data.ItemList).toHaveLength(20);
      expect(first.Data.RecordCount).toBe(second.Data.RecordCount);
      expect(first.Data.RecordCount).toBeGreaterThanOrEqual(30);
      const seen = new Set([...first.Data.ItemList, ...second.Data.ItemList].map((o) => o.Id));
      expect(seen.size).toBe(first.Data.ItemList.length + second.Data.ItemList.length);
    });

    it('takes LIKE wildcards in the keyword literally', async () => {
      const percent = body<{ ItemList: ListItem[]; RecordCount: number }>(
        await call('GET', '/v1/api/organization/list', { keyword: '%' }),
      );
      expect(percent.Data.ItemList.map((o) => o.Title)).toEqual(['百分之百%书院']);
      const underscore = body<{ RecordCount: number }>(
        await call('GET', '/v1/api/organization/list', { keyword: '_' }),
      );
      expect(underscore.Data.RecordCount).toBe(0);
    });

    it('refuses a page size above 50', async () => {
      const response = await call('GET', '/v1/api/organization/list', { ps: '500' });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ Success: false, Code: 400 });
    });
  });

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
      const query = await signParams(device.DeviceKey, 'GET', path, signedParams(device, path));
      const response = await t.app.inject({
        method: 'GET',
        url: path,
        query,
        remoteAddress: '8.8.4.4',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(body<{ ItemList: ListItem[] }>(response).Data.ItemList[0]?.Id).toBe(0);
    });
  });

  describe('organization/get-organization2', () => {
    type Detail = {
      Ip: string;
      Id: number;
      Title: string;
      OauthUrl: string;
      ValidationParamName: string;
      OrganizationInfo: Record<string, unknown> | null;
    };
    const detail = async (params: Record<string, string>, ip = '8.8.8.8') =>
      body<Detail | null>(
        await call('GET', '/v1/api/organization/get-organization2', params, { ip }),
      );

    it('answers the organisation of organizationExternalId with the settings of spec §3', async () => {
      const answer = await detail({ organizationExternalId: 'org-demo-college' });
      expect(answer).toMatchObject({ Success: true, Code: 0 });
      expect(answer.Data).toEqual({
        Ip: '8.8.8.8',
        Id: ids['org-demo-college'],
        Title: '墨阅示范职业学院',
        OauthUrl: '',
        ValidationParamName: '',
        OrganizationInfo: {
          Id: ids['org-demo-college'],
          Title: '墨阅示范职业学院',
          AqrId: 'org-demo-college',
          Logo: '',
          Type: 3,
          Nav: [],
          IsPartner: 0,
          ToLibrary: 0,
          HideDepartmentNav: 0,
          RecommendReminder: '',
        },
      });
    });

    it('recognises the organisation by the address when no id is given', async () => {
      const answer = await detail({ returnDefault: 'true' }, '127.0.0.1');
      expect(answer.Data).toMatchObject({ Ip: '127.0.0.1', Title: '墨阅示范图书馆' });
      expect(answer.Data?.OrganizationInfo).toMatchObject({ Type: 1, IsPartner: 1 });
    });

    it('answers an empty detail with returnDefault and null without it, outside any network', async () => {
      expect((await detail({ returnDefault: 'true' })).Data).toEqual({
        Ip: '8.8.8.8',
        Id: 0,
        Title: '',
        OauthUrl: '',
        ValidationParamName: '',
        OrganizationInfo: null,
      });
      expect(await detail({})).toEqual({ Success: true, Data: null, Code: 0, Description: '' });
      expect((await detail({ organizationExternalId: 'no-such-org' })).Data).toBeNull();
    });

    it('splits the Nav setting into entries and carries the sign-on address', async () => {
      await t.database.query(
        "UPDATE organizations SET nav = 'bangdan, ProjectList' WHERE external_id = 'org-sso'",
      );
      const answer = await detail({ organizationExternalId: 'org-sso' });
      expect(answer.Data).toMatchObject({
        OauthUrl: 'https://sso.example.edu/authorize',
        ValidationParamName: 'state',
        OrganizationInfo: { Nav: ['bangdan', 'ProjectList'] },
      });
    });
  });

  describe('organization-sso/list', () => {
    it('lists only the organisations with a sign-on address', async () => {
      const answer = body<{
        ItemList: { ExternalId: string; OauthUrl: string }[];
        RecordCount: number;
      }>(await call('GET', '/v1/api/organization-sso/list'));
      expect(answer.Data.ItemList).toEqual([
        {
          Id: expect.any(Number),
          ExternalId: 'org-sso',
          Title: '统一认证大学',
          Logo: '',
          OauthUrl: 'https://sso.example.edu/authorize',
          ValidationParamName: 'state',
        },
      ]);
      expect(answer.Data.RecordCount).toBe(1);
    });
  });

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
      const rows = await t.database.query('SELECT 1 FROM user_organizations WHERE user_id = $1', [
        userId,
      ]);
      expect(rows).toHaveLength(1);
    });

    it('warns N days ahead, 0 once expired, with State still 4 (spec §4)', async () => {
      const { token, userId } = await signedInReader();
      await bind(String(ids['org-demo-library']), { cookie: token, ip: '127.0.0.1' });
      const expireIn = (sql: string) =>
        t.database.query(
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

  describe('a forged X-Forwarded-For from an untrusted peer', () => {
    /** A signed call from 8.8.4.4 (no TRUSTED_PROXIES here) claiming to come from the demo library's loopback network. */
    async function forged(
      method: 'GET' | 'POST',
      path: string,
      params: Record<string, string>,
      token: string,
    ): Promise<LightMyRequestResponse> {
      const signed = await signParams(device.DeviceKey, method, path, {
        ...signedParams(device, path),
        ...params,
      });
      const headers = { cookie: `access_token=${token}`, 'x-forwarded-for': '127.0.0.1' };
      if (method === 'GET')
        return t.app.inject({
          method,
          url: path,
          query: signed,
          remoteAddress: '8.8.4.4',
          headers,
        });
      return t.app.inject({
        method,
        url: path,
        remoteAddress: '8.8.4.4',
        payload: new URLSearchParams(signed).toString(),
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    const bindingsOf = (userId: number) =>
      t.database.query(
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
      await t.database.query(
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
