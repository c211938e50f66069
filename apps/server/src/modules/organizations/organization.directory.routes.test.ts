import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { body, type ListItem, useOrganizationTestApp } from './organization.test-kit.ts';

// Finding an organisation: by a part of its title, by its id, among those with a single sign-on.
describe.each(TEST_DATABASES)('organisations API (%s)', (kind) => {
  const { app, ids, call } = useOrganizationTestApp(kind);
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
      await app().database.query(
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
          FullTextSearchDisabled: 0,
          ClassificationOnly: 0,
          HideChildCategories: 0,
          ExcludedCategoryIds: [],
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
      await app().database.query(
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
});
