import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CuratedMessages, CuratedPaths } from '@moyue/contracts/api/curated';
import { AdminMessages } from '@moyue/contracts/api/editorial-admin';
import {
  apiCaller,
  insertUser,
  refusal,
  sessionFor,
  type ApiCaller,
} from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AdminRepository } from '../editorial/index.ts';
import { runBundleAdmin } from './bundle-admin.ts';

// The demo organisations (seed/demo-people.ts): the library on loopback is a partner,
// the college on 198.51.100.0/24 is not; 10.x addresses belong to no institution.
const PARTNER_IP = '127.0.0.1';
const NON_PARTNER_IP = '198.51.100.9';
const NO_ORGANIZATION_IP = '10.9.8.7';

describe.each(TEST_DATABASES)('curated pages and bundles (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let editorToken: string;
  let readerToken: string;
  let readerId: number;
  let bookIds: number[];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    const editor = await insertUser(t, { realName: '编辑乙' });
    await new AdminRepository(t.database.db).grantRole(editor.id, 'editor');
    editorToken = await sessionFor(t, editor.id);
    const reader = await insertUser(t, {});
    readerId = reader.id;
    readerToken = await sessionFor(t, reader.id);
    const rows = await t.database.query<{ id: number }>(
      'SELECT id::int AS id FROM contents ORDER BY id LIMIT 4',
    );
    bookIds = rows.map((row) => Number(row.id));
  });
  afterAll(() => t.close());

  const as = <T = unknown>(
    token: string | null,
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string> = {},
    ip?: string,
  ) => api.callJson<T>(method, path, token ? { ...params, AccessToken: token } : params, { ip });
  const ordersOf = async (userId: number) =>
    (
      await t.database.query<{ content_id: number }>(
        'SELECT content_id::int AS content_id FROM orders WHERE user_id = $1 ORDER BY content_id',
        [userId],
      )
    ).map((row) => Number(row.content_id));
  const saveSet = async (fields: Record<string, string>) => {
    const answer = await as<{ Id: number }>(editorToken, 'POST', CuratedPaths.adminSave, fields);
    expect(answer, JSON.stringify(answer)).toMatchObject({ Success: true });
    return answer.Data.Id;
  };

  it('lists the seeded 优选 picks with the editor note of each pick, marked 演示', async () => {
    const list = await as<{
      ItemList: { Title: string; IsDemo: boolean; Preview: { Note: string }[] }[];
      RecordCount: number;
    }>(null, 'GET', CuratedPaths.list, { kind: 'pick' });
    expect(list.Success).toBe(true);
    expect(list.Data.RecordCount).toBeGreaterThan(0);
    const first = list.Data.ItemList[0];
    expect(first?.IsDemo).toBe(true);
    expect(first?.Preview.length).toBeGreaterThan(0);
    expect(first?.Preview.every((pick) => pick.Note.length > 0)).toBe(true);
  });

  it('refuses bad, huge and NUL input with Code 400, and a missing set with 404', async () => {
    const badLists: Record<string, string>[] = [
      { kind: 'nope' },
      { kind: 'pick', cp: '0' },
      { kind: 'pick', ps: '9999' },
      { kind: 'pick\u0000' },
    ];
    for (const params of badLists) {
      const response = await api.call('GET', CuratedPaths.list, params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json()).toMatchObject({ Success: false, Code: 400 });
    }
    for (const id of ['0', '99999999999999999999', 'abc', '1\u0000']) {
      const response = await api.call('GET', CuratedPaths.detail, { id });
      expect(response.statusCode, id).toBe(400);
    }
    expect(await as(null, 'GET', CuratedPaths.detail, { id: '2147483647' })).toEqual(
      refusal(404, CuratedMessages.NotFound),
    );
  });

  it('refuses the alliance on the server unless the reader’s institution is a partner (spec §6)', async () => {
    for (const ip of [NO_ORGANIZATION_IP, NON_PARTNER_IP]) {
      const response = await api.call('GET', CuratedPaths.allianceList, {}, { ip });
      expect(response.statusCode, ip).toBe(403);
      expect(response.json()).toEqual(refusal(403, CuratedMessages.NotPartner));
      const holdings = await api.call(
        'GET',
        CuratedPaths.allianceHoldings,
        { organizationId: '1' },
        { ip },
      );
      expect(holdings.statusCode, ip).toBe(403);
    }
    const [library] = await t.database.query<{ id: number }>(
      "SELECT id::int AS id FROM organizations WHERE external_id = 'org-demo-library'",
    );
    await t.database.query(
      `INSERT INTO organization_holdings (organization_id, content_id)
       SELECT $1, id FROM contents ORDER BY id LIMIT 3 ON CONFLICT DO NOTHING`,
      [library?.id],
    );
    const list = await as<{ ItemList: { Id: number; Title: string; HoldingCount: number }[] }>(
      null,
      'GET',
      CuratedPaths.allianceList,
      {},
      PARTNER_IP,
    );
    expect(list.Success).toBe(true);
    expect(list.Data.ItemList.map((partner) => partner.Title)).toContain('墨阅示范图书馆');
    expect(list.Data.ItemList.map((partner) => partner.Title)).not.toContain('墨阅示范职业学院');
    const holdings = await as<{ ItemList: unknown[]; RecordCount: number }>(
      null,
      'GET',
      CuratedPaths.allianceHoldings,
      { organizationId: String(library?.id) },
      PARTNER_IP,
    );
    expect(holdings.Data.RecordCount).toBe(3);
    expect(holdings.Data.ItemList).toHaveLength(3);
    const college = await t.database.query<{ id: number }>(
      "SELECT id::int AS id FROM organizations WHERE external_id = 'org-demo-college'",
    );
    expect(
      await as(
        null,
        'GET',
        CuratedPaths.allianceHoldings,
        { organizationId: String(college[0]?.id) },
        PARTNER_IP,
      ),
    ).toEqual(refusal(404, CuratedMessages.PartnerNotFound));
  });

  it('groups courses (107) by their level-1 category for online education', async () => {
    await t.database.query('UPDATE contents SET object_type = 107 WHERE id = $1', [bookIds[3]]);
    const index = await as<{
      CourseCount: number;
      Categories: { Title: string; CourseCount: number; ItemList: { Id: number }[] }[];
    }>(null, 'GET', CuratedPaths.education);
    expect(index.Data.CourseCount).toBe(1);
    expect(index.Data.Categories).toHaveLength(1);
    expect(index.Data.Categories[0]?.ItemList.map((item) => item.Id)).toEqual([bookIds[3]]);
    await t.database.query('UPDATE contents SET object_type = 104 WHERE id = $1', [bookIds[3]]);
  });

  it('states each demo work public domain with its source, and refuses a work without rights', async () => {
    const list = await as<{ ItemList: { Id: number; Status: string }[]; RecordCount: number }>(
      null,
      'GET',
      CuratedPaths.copyrightList,
      { status: 'public-domain', ps: '5' },
    );
    expect(list.Data.RecordCount).toBeGreaterThan(0);
    expect(list.Data.ItemList.every((work) => work.Status === 'public-domain')).toBe(true);
    const first = list.Data.ItemList[0];
    const detail = await as<{ Statement: string; Source: string; SourceUrl: string }>(
      null,
      'GET',
      CuratedPaths.copyrightDetail,
      { id: String(first?.Id) },
    );
    expect(detail.Data.Statement).toContain('公有领域');
    expect(detail.Data.Source).toContain('chinese-poetry');
    expect(detail.Data.SourceUrl).toMatch(/^https:\/\//);
    const licensed = await as<{ RecordCount: number }>(null, 'GET', CuratedPaths.copyrightList, {
      status: 'licensed',
    });
    expect(licensed.Data.RecordCount).toBe(0);
    const keyword = await as<{ RecordCount: number }>(null, 'GET', CuratedPaths.copyrightList, {
      keyword: '%_\\',
    });
    expect(keyword.Data.RecordCount).toBe(0);
    await t.database.query('DELETE FROM content_rights WHERE content_id = $1', [first?.Id]);
    expect(await as(null, 'GET', CuratedPaths.copyrightDetail, { id: String(first?.Id) })).toEqual(
      refusal(404, CuratedMessages.WorkNotFound),
    );
  });

  it('refuses the console calls to a reader (403) and to a visitor (34), changing nothing', async () => {
    const before = await t.database.query('SELECT id FROM curated_sets ORDER BY id');
    for (const [method, path, params] of [
      ['GET', CuratedPaths.adminList, { kind: 'pick' }],
      ['POST', CuratedPaths.adminSave, { kind: 'pick', title: '读者不能建' }],
      ['POST', CuratedPaths.adminDelete, { id: '1' }],
      ['POST', CuratedPaths.adminGrant, { id: '1', phone: '13800000001' }],
    ] as const) {
      const reader = await api.call(method, path, { ...params, AccessToken: readerToken });
      expect(reader.statusCode, path).toBe(403);
      expect(reader.json()).toEqual(refusal(403, AdminMessages.NotEditor));
      const visitor = await api.call(method, path, params);
      expect(visitor.statusCode, path).toBe(401);
      expect(visitor.json()).toMatchObject({ Success: false, Code: 34 });
    }
    expect(await t.database.query('SELECT id FROM curated_sets ORDER BY id')).toEqual(before);
  });

  it('saves a pick group with notes, audits it, and refuses bad items, missing contents and huge text', async () => {
    const id = await saveSet({
      kind: 'pick',
      title: '编辑\u0000新选',
      summary: '测试',
      items: `${bookIds[0]} | 第一本的推荐语\n${bookIds[1]}：第二本\n\n${bookIds[0]} | 重复的一行被忽略`,
    });
    const detail = await as<{ Title: string; ItemList: { Id: number; Note: string }[] }>(
      null,
      'GET',
      CuratedPaths.detail,
      { id: String(id) },
    );
    expect(detail.Data.Title).toBe('编辑新选');
    expect(detail.Data.ItemList.map((item) => [item.Id, item.Note])).toEqual([
      [bookIds[0], '第一本的推荐语'],
      [bookIds[1], '第二本'],
    ]);
    const [audit] = await t.database.query<{ entity: string; action: string }>(
      'SELECT entity, action FROM editorial_audit WHERE entity_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    );
    expect(audit).toEqual({ entity: 'curated-pick', action: 'create' });

    const bad: Record<string, string>[] = [
      { kind: 'pick', title: '坏', items: 'abc | 不是编号' },
      { kind: 'pick', title: 'x'.repeat(61) },
      { kind: 'pick', title: '   ' },
      { kind: 'nope', title: '坏' },
      { kind: 'pick', title: '坏', items: `1 | ${'长'.repeat(501)}` },
      { kind: 'pick', title: '坏', items: 'x'.repeat(60_001) },
    ];
    for (const fields of bad) {
      const response = await api.call('POST', CuratedPaths.adminSave, {
        ...fields,
        AccessToken: editorToken,
      });
      expect(response.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
    }
    expect(
      await as(editorToken, 'POST', CuratedPaths.adminSave, {
        kind: 'pick',
        title: '缺资源',
        items: '2147483600',
      }),
    ).toEqual(refusal(400, CuratedMessages.ContentMissing));
    expect(await as(editorToken, 'POST', CuratedPaths.adminDelete, { id: '2147483647' })).toEqual(
      refusal(404, CuratedMessages.NotFound),
    );
  });

  it('lets a reader claim a claimable bundle once: one order per item, a retry changes nothing', async () => {
    const claimable = await saveSet({
      kind: 'bundle',
      title: '免费礼包',
      claimable: 'true',
      items: `${bookIds[0]}\n${bookIds[1]}`,
    });
    const locked = await saveSet({ kind: 'bundle', title: '机构开通', items: `${bookIds[2]}` });
    const pick = await saveSet({ kind: 'pick', title: '不是礼包', items: `${bookIds[2]}` });

    const anonymous = await api.call('POST', CuratedPaths.claimBundle, { id: String(claimable) });
    expect(anonymous.statusCode).toBe(401);
    expect(await as(readerToken, 'POST', CuratedPaths.claimBundle, { id: String(locked) })).toEqual(
      refusal(403, CuratedMessages.NotClaimable),
    );
    expect(await as(readerToken, 'POST', CuratedPaths.claimBundle, { id: String(pick) })).toEqual(
      refusal(400, CuratedMessages.NotBundle),
    );
    expect(await ordersOf(readerId)).toEqual([]);

    for (let attempt = 0; attempt < 2; attempt++) {
      const claimed = await as<{ OrderCount: number }>(
        readerToken,
        'POST',
        CuratedPaths.claimBundle,
        { id: String(claimable) },
      );
      expect(claimed).toMatchObject({ Success: true, Data: { SetId: claimable, OrderCount: 2 } });
    }
    expect(await ordersOf(readerId)).toEqual([bookIds[0], bookIds[1]].sort((a, b) => a! - b!));
    const grants = await t.database.query('SELECT 1 FROM bundle_grants WHERE user_id = $1', [
      readerId,
    ]);
    expect(grants).toHaveLength(1);
    const detail = await as<{ IsOwned: boolean; ItemList: { IsOrdered: boolean }[] }>(
      readerToken,
      'GET',
      CuratedPaths.detail,
      { id: String(claimable) },
    );
    expect(detail.Data.IsOwned).toBe(true);
    expect(detail.Data.ItemList.every((item) => item.IsOrdered)).toBe(true);
  });

  it('grants a bundle from the console all or nothing, and refuses an unknown phone', async () => {
    const member = await insertUser(t, {});
    const bundle = await saveSet({
      kind: 'bundle',
      title: '编辑开通',
      items: `${bookIds[0]}\n${bookIds[1]}\n${bookIds[2]}`,
    });
    expect(
      await as(editorToken, 'POST', CuratedPaths.adminGrant, {
        id: String(bundle),
        phone: '19999999990',
      }),
    ).toEqual(refusal(404, CuratedMessages.UserNotFound));
    const badPhone = await api.call('POST', CuratedPaths.adminGrant, {
      id: String(bundle),
      phone: '1234',
      AccessToken: editorToken,
    });
    expect(badPhone.statusCode).toBe(400);

    // The third item's order fails: the first two must not stay.
    await t.database.query(`CREATE FUNCTION refuse_third_order() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'refused in test'; END $$ LANGUAGE plpgsql`);
    await t.database.query(`CREATE TRIGGER refuse_third_order BEFORE INSERT ON orders
      FOR EACH ROW WHEN (NEW.content_id = ${bookIds[2]}) EXECUTE FUNCTION refuse_third_order()`);
    const failed = await api.call('POST', CuratedPaths.adminGrant, {
      id: String(bundle),
      phone: member.phone ?? '',
      AccessToken: editorToken,
    });
    expect(failed.statusCode).toBe(500);
    expect(await ordersOf(member.id)).toEqual([]);
    expect(
      await t.database.query('SELECT 1 FROM bundle_grants WHERE user_id = $1', [member.id]),
    ).toHaveLength(0);
    await t.database.query('DROP TRIGGER refuse_third_order ON orders');
    await t.database.query('DROP FUNCTION refuse_third_order()');

    const granted = await as<{ OrderCount: number }>(editorToken, 'POST', CuratedPaths.adminGrant, {
      id: String(bundle),
      phone: member.phone ?? '',
    });
    expect(granted).toMatchObject({ Success: true, Data: { OrderCount: 3 } });
    expect(await ordersOf(member.id)).toHaveLength(3);
    const list = await as<{ ItemList: { Id: number; GrantCount: number; Items: string }[] }>(
      editorToken,
      'GET',
      CuratedPaths.adminList,
      { kind: 'bundle' },
    );
    const row = list.Data.ItemList.find((item) => item.Id === bundle);
    expect(row?.GrantCount).toBe(1);
    expect(row?.Items.split('\n')).toHaveLength(3);
  });

  it('grants a bundle from `npm run admin -- grant-bundle`, again safely, and names what is wrong', async () => {
    const member = await insertUser(t, {});
    const bundle = await saveSet({ kind: 'bundle', title: '命令开通', items: `${bookIds[1]}` });
    const argv = ['grant-bundle', '--phone', member.phone ?? '', '--bundle', String(bundle)];
    for (let attempt = 0; attempt < 2; attempt++)
      expect(await runBundleAdmin(t.database, argv)).toContain('1 个订单');
    expect(await ordersOf(member.id)).toEqual([bookIds[1]]);
    await expect(
      runBundleAdmin(t.database, ['grant-bundle', '--phone', '19999999990', '--bundle', '1']),
    ).rejects.toThrow('没有手机号为 19999999990 的用户');
    await expect(
      runBundleAdmin(t.database, ['grant-bundle', '--phone', member.phone ?? '', '--bundle', 'x']),
    ).rejects.toThrow('--bundle 须为产品包 id');
    await expect(
      runBundleAdmin(t.database, [
        'grant-bundle',
        '--phone',
        member.phone ?? '',
        '--bundle',
        '2147483',
      ]),
    ).rejects.toThrow(CuratedMessages.NotFound);
  });
});
