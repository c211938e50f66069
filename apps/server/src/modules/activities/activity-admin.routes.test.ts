import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityAdminPaths,
  ActivityMessages,
  ActivityPaths,
  type ActivityAdminList,
  type ActivityDetail,
} from '@moyue/contracts/api/activities';
import { AdminMessages } from '@moyue/contracts/api/editorial-admin';
import { apiCaller, insertUser, sessionFor, type ApiCaller } from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AdminRepository } from '../editorial/index.ts';

describe.each(TEST_DATABASES)('reading activities in the editor console (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let editorToken: string;
  let readerToken: string;
  let listId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    const editor = await insertUser(t, { realName: '活动编辑' });
    await new AdminRepository(t.database.db).grantRole(editor.id, 'editor');
    editorToken = await sessionFor(t, editor.id);
    readerToken = await sessionFor(t, (await insertUser(t, {})).id);
    const [list] = await t.database.query<{ id: number }>(
      `SELECT id::int AS id FROM reading_lists ORDER BY id LIMIT 1`,
    );
    listId = Number(list!.id);
  });
  afterAll(() => t.close());

  const valid = () => ({
    title: '冬日共读',
    cardTitle: '冬日 · 稀有数字书卡',
    theme: '冬日读经典',
    themeText: '编辑的话：围炉夜读。',
    rules: '报名后阅读\n读完得卡',
    readingListId: String(listId),
    startTime: '2026-12-01',
    endTime: '2027-01-31 23:59',
  });
  const asEditor = <T = unknown>(path: string, params: Record<string, string> = {}) =>
    api.callJson<T>(path.endsWith('/list') ? 'GET' : 'POST', path, {
      ...params,
      AccessToken: editorToken,
    });
  const audit = () =>
    t.database.query<{ action: string; entity: string; summary: string }>(
      `SELECT action, entity, summary FROM editorial_audit WHERE entity = 'activity' ORDER BY id`,
    );

  it('refuses a signed-in reader (403 没有编辑权限) and an anonymous caller (34), changing nothing', async () => {
    for (const [method, path] of [
      ['GET', ActivityAdminPaths.List],
      ['POST', ActivityAdminPaths.Save],
      ['POST', ActivityAdminPaths.Remove],
    ] as const) {
      const response = await api.call(method, path, {
        ...(method === 'POST' ? { ...valid(), id: '1' } : {}),
        AccessToken: readerToken,
      });
      expect(response.statusCode, path).toBe(403);
      expect(response.json(), path).toMatchObject({
        Code: 403,
        Description: AdminMessages.NotEditor,
      });
      const anonymous = await api.call(method, path, method === 'POST' ? valid() : {});
      expect(anonymous.json(), path).toMatchObject({ Success: false, Code: 34 });
    }
    expect(await audit()).toEqual([]);
  });

  it('creates an activity (audited) that the public pages show at once, and updates it', async () => {
    const saved = await asEditor<{ Id: number }>(ActivityAdminPaths.Save, valid());
    expect(saved.Success).toBe(true);
    const id = String(saved.Data.Id);
    const detail = await api.callJson<ActivityDetail>('GET', ActivityPaths.Detail, { id });
    expect(detail.Data).toMatchObject({
      Title: '冬日共读',
      Theme: '冬日读经典',
      StartTime: '2026-12-01 00:00',
      EndTime: '2027-01-31 23:59',
      Rules: ['报名后阅读', '读完得卡'],
      IsDemo: false,
    });
    const update = await asEditor(ActivityAdminPaths.Save, {
      ...valid(),
      id,
      title: '冬日共读（修订）',
      enabled: 'false',
    });
    expect(update.Success).toBe(true);
    // disabled: gone from the public pages, still in the console
    expect((await api.callJson('GET', ActivityPaths.Detail, { id })).Code).toBe(404);
    const list = await asEditor<ActivityAdminList>(ActivityAdminPaths.List);
    expect(list.Data.ItemList.find((row) => row.Id === Number(id))).toMatchObject({
      Title: '冬日共读（修订）',
      Enabled: false,
    });
    expect(await audit()).toEqual([
      { action: 'create', entity: 'activity', summary: '冬日共读' },
      { action: 'update', entity: 'activity', summary: '冬日共读（修订）' },
    ]);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = (await audit()).length;
    const cases: [Record<string, string>, string | RegExp][] = [
      [{ endTime: '2026-11-30' }, ActivityMessages.BadPeriod],
      [{ readingListId: '999999' }, ActivityMessages.ListMissing],
      [{ organizationId: '999999' }, ActivityMessages.OrganizationMissing],
      [{ title: '' }, /^参数错误：title/],
      [{ title: '长'.repeat(61) }, /^参数错误：title/],
      [{ themeText: '字'.repeat(3001) }, /^参数错误：themeText/],
      [{ startTime: '2026-13-45' }, /^参数错误：startTime/],
      [{ linkUrl: 'javascript:alert(1)' }, /^参数错误：linkUrl/],
      [{ region: '北京' }, /^参数错误：region/],
      [{ readingListId: '1'.repeat(30) }, /^参数错误：readingListId/],
    ];
    for (const [change, message] of cases) {
      const response = await asEditor(ActivityAdminPaths.Save, { ...valid(), ...change });
      expect(response.Success, JSON.stringify(change)).toBe(false);
      expect(response.Description, JSON.stringify(change)).toMatch(message);
    }
    const nul = await api.call('POST', ActivityAdminPaths.Save, {
      ...valid(),
      cardTitle: '卡\u0000片',
      AccessToken: editorToken,
    });
    // free text: the control character is dropped, not stored
    expect(nul.json()).toMatchObject({ Success: true });
    const [row] = await t.database.query<{ card_title: string }>(
      `SELECT card_title FROM reading_activities WHERE id = $1`,
      [nul.json<{ Data: { Id: number } }>().Data.Id],
    );
    expect(row!.card_title).toBe('卡片');
    expect((await audit()).length).toBe(before + 1);
  });

  it('deletes an activity nobody joined, and refuses one with participants', async () => {
    const unused = await asEditor<{ Id: number }>(ActivityAdminPaths.Save, valid());
    expect(
      (await asEditor(ActivityAdminPaths.Remove, { id: String(unused.Data.Id) })).Success,
    ).toBe(true);
    const used = await asEditor<{ Id: number }>(ActivityAdminPaths.Save, {
      ...valid(),
      startTime: '2026-01-01',
    });
    const joined = await api.callJson('POST', ActivityPaths.Join, {
      id: String(used.Data.Id),
      AccessToken: readerToken,
    });
    expect(joined.Success).toBe(true);
    expect(await asEditor(ActivityAdminPaths.Remove, { id: String(used.Data.Id) })).toMatchObject({
      Success: false,
      Description: ActivityMessages.NotDeletable,
    });
    expect(await asEditor(ActivityAdminPaths.Remove, { id: '987654' })).toMatchObject({
      Success: false,
      Code: 404,
    });
  });
});
