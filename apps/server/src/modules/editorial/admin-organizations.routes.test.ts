import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMessages, AdminPaths, type AdminList } from '@moyue/contracts/api/editorial-admin';
import type { OrganizationDetail } from '@moyue/contracts/api/organizations';
import type { HomeIndexData } from '@moyue/contracts/api/rankings';
import type { ResourceSearchData } from '@moyue/contracts/api/search';
import { SearchMessages } from '@moyue/contracts/messages';
import { apiCaller, insertUser, sessionFor, type ApiCaller } from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AdminRepository } from './admin.repository.ts';

// The demo library's network holds 127.0.0.0/8: a request from there browses as its member.
const LIBRARY_IP = '127.0.0.5';
const SAVE = AdminPaths.save('organization');

describe.each(TEST_DATABASES)('organisation settings in the console (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let editorToken: string;
  let readerToken: string;
  let libraryId: number;
  let base: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    const editor = await insertUser(t, { realName: '编辑乙' });
    await new AdminRepository(t.database.db).grantRole(editor.id, 'editor');
    editorToken = await sessionFor(t, editor.id);
    readerToken = await sessionFor(t, (await insertUser(t, {})).id);
    const list = await api.callJson<AdminList>('GET', AdminPaths.list('organization'), {
      AccessToken: editorToken,
    });
    const library = list.Data.ItemList.find((row) => row.Fields.externalId === 'org-demo-library');
    if (!library) throw new Error('the demo library is missing');
    libraryId = library.Id;
    base = { ...library.Fields, id: String(libraryId) };
  });
  afterAll(() => t.close());

  const save = (fields: Record<string, string>, token = editorToken) =>
    api.callJson<{ Id: number }>('POST', SAVE, { ...fields, AccessToken: token });
  const fullText = () =>
    api.callJson(
      'POST',
      '/Content/Search',
      { searchType: '0', keyword: '子曰' },
      { ip: LIBRARY_IP },
    );

  it('refuses readers (403 没有编辑权限) and visitors (34), and changes nothing', async () => {
    for (const [method, path, params] of [
      ['GET', AdminPaths.list('organization'), {}],
      ['POST', SAVE, { ...base, nav: 'bangdan' }],
      ['POST', AdminPaths.remove('organization'), { id: String(libraryId) }],
    ] as const) {
      const refused = await api.call(method, path, { ...params, AccessToken: readerToken });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toMatchObject({ Code: 403, Description: AdminMessages.NotEditor });
      const anonymous = await api.callJson(method, path, params);
      expect(anonymous.Code, path).toBe(34);
    }
    const [row] = await t.database.query<{ nav: string }>(
      `SELECT nav FROM organizations WHERE id = ${libraryId}`,
    );
    expect(row?.nav).toBe('');
  });

  it('refuses bad settings with a clear message, before anything is written', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ipRanges: '10.0.0.0/8\n300.1.1.1/8' }, `${AdminMessages.IpRangeInvalid}300.1.1.1/8`],
      [{ ipRanges: '10.0.0.0/33' }, `${AdminMessages.IpRangeInvalid}10.0.0.0/33`],
      [
        { recommendFields: 'RecommendName,ShoeSize' },
        `${AdminMessages.RecommendFieldUnknown}ShoeSize`,
      ],
      [{ excludedCategoryIds: '999999999' }, AdminMessages.CategoryMissing],
      [{ externalId: 'org-demo-college' }, AdminMessages.ExternalIdTaken],
    ];
    for (const [change, description] of cases) {
      const answer = await save({ ...base, ...change });
      expect(answer, JSON.stringify(change)).toMatchObject({
        Success: false,
        Code: 400,
        Description: description,
      });
    }
    const malformed = await save({ ...base, type: '7' });
    expect(malformed).toMatchObject({ Success: false, Code: 400 });
    const removed = await api.callJson('POST', AdminPaths.remove('organization'), {
      id: String(libraryId),
      AccessToken: editorToken,
    });
    expect(removed).toMatchObject({
      Code: 400,
      Description: AdminMessages.OrganizationNotDeletable,
    });
    const [row] = await t.database.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM organization_ip_ranges WHERE organization_id = ${libraryId}`,
    );
    expect(row?.n).toBe('2');
    const audited = await t.database.query(
      `SELECT 1 FROM editorial_audit WHERE entity = 'organization'`,
    );
    expect(audited).toHaveLength(0);
  });

  it('creates an organisation with its ranges (normalised), audited with who and what', async () => {
    const created = await save({
      externalId: 'org-test-new',
      title: '测试新机构',
      type: '9',
      ipRanges: '192.0.2.7/24, 2001:db8:1::/48',
      recommendFields: 'RecommendName',
    });
    expect(created.Success).toBe(true);
    const ranges = await t.database.query<{ ip_range: string }>(
      `SELECT ip_range::text FROM organization_ip_ranges WHERE organization_id = ${created.Data.Id}
        ORDER BY family(ip_range), ip_range`,
    );
    expect(ranges.map((r) => r.ip_range)).toEqual(['192.0.2.0/24', '2001:db8:1::/48']);
    const [audit] = await t.database.query<{ action: string; summary: string }>(
      `SELECT action, summary FROM editorial_audit WHERE entity = 'organization' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ action: 'create', summary: '测试新机构' });
  });

  it('enforces the spec §6 rules it sets: Nav, full-text search off, categories filtered', async () => {
    const before = await api.callJson<ResourceSearchData>(
      'POST',
      '/Content/Search',
      { searchType: '1', keyword: '' },
      { ip: LIBRARY_IP },
    );
    const top = before.Data.Categories.filter((c) => c.ParentId === null);
    expect(before.Data.Categories.some((c) => c.ParentId !== null)).toBe(true);
    const excluded = top[0];
    if (!excluded) throw new Error('no categories');
    expect((await fullText()).Success).toBe(true);

    const saved = await save({
      ...base,
      nav: 'bangdan,热点专题',
      fullTextSearchDisabled: 'true',
      hideChildCategories: 'true',
      classificationOnly: 'true',
      excludedCategoryIds: String(excluded.Id),
    });
    expect(saved).toMatchObject({ Success: true, Data: { Id: libraryId } });

    const detail = await api.callJson<OrganizationDetail>(
      'GET',
      '/v1/api/organization/get-organization2',
      {},
      { ip: LIBRARY_IP },
    );
    expect(detail.Data.OrganizationInfo).toMatchObject({
      Nav: ['bangdan', '热点专题'],
      FullTextSearchDisabled: 1,
      HideChildCategories: 1,
      ClassificationOnly: 1,
      ExcludedCategoryIds: [excluded.Id],
    });

    const refused = await fullText();
    expect(refused).toMatchObject({
      Success: false,
      Code: 403,
      Description: SearchMessages.FullTextDisabled,
    });
    // elsewhere (no institution) full-text search still works
    const outside = await api.callJson('POST', '/Content/Search', {
      searchType: '0',
      keyword: '子曰',
    });
    expect(outside.Success).toBe(true);

    const after = await api.callJson<ResourceSearchData>(
      'POST',
      '/Content/Search',
      { searchType: '1', keyword: '' },
      { ip: LIBRARY_IP },
    );
    expect(after.Data.Categories.length).toBeGreaterThan(0);
    expect(after.Data.Categories.every((c) => c.ParentId === null)).toBe(true);
    expect(after.Data.Categories.map((c) => c.Id)).not.toContain(excluded.Id);

    const home = await api.callJson<HomeIndexData>(
      'GET',
      '/v1/api/home/index',
      {},
      { ip: LIBRARY_IP },
    );
    const homeIds = [...home.Data.Categories, ...home.Data.ClcCategories].map((c) => c.Id);
    expect(homeIds).not.toContain(excluded.Id);

    // turned off again, the library's members search the full text again
    expect((await save({ ...base })).Success).toBe(true);
    expect((await fullText()).Success).toBe(true);
  });
});
