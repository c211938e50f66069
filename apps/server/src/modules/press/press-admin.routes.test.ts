import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PressAdminPaths,
  PressPaths,
  type PressDetail,
  type PressListData,
} from '@moyue/contracts/api/press';
import type { PressAdminRow, PressDepartmentAdminRow } from '@moyue/contracts/api/press';
import {
  apiCaller,
  insertUser,
  refusal,
  sessionFor,
  type ApiCaller,
} from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AdminRepository } from '../editorial/index.ts';

describe.each(TEST_DATABASES)('the console’s presses and departments (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let editor: string;
  let reader: string;
  let pressId: number;
  let otherPressId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    const editorUser = await insertUser(t);
    await new AdminRepository(t.database.db).grantRole(editorUser.id, 'editor');
    editor = await sessionFor(t, editorUser.id);
    reader = await sessionFor(t, (await insertUser(t)).id);
    const list = await api.callJson<PressListData>('GET', PressPaths.List, { ps: '50' });
    pressId = list.Data.ItemList[0]?.Id ?? 0;
    otherPressId = list.Data.ItemList[1]?.Id ?? 0;
  });
  afterAll(() => t.close());

  const booksOf = async (id: number) =>
    (
      await t.database.query<{ id: number }>(
        'SELECT id::int AS id FROM contents WHERE publisher_id = $1 ORDER BY id LIMIT 3',
        [id],
      )
    ).map((row) => row.id);
  const audits = async (entity: string) =>
    Number(
      (
        await t.database.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM editorial_audit WHERE entity = $1',
          [entity],
        )
      )[0]?.n,
    );

  it('refuses a visitor with code 34 and a reader with 没有编辑权限, before the form', async () => {
    const calls: ['GET' | 'POST', string, Record<string, string>][] = [
      ['GET', PressAdminPaths.List, {}],
      ['POST', PressAdminPaths.Save, { id: String(pressId), title: '改名' }],
      ['GET', PressAdminPaths.Departments, { pressId: 'x' }],
      ['POST', PressAdminPaths.DepartmentSave, { pressId: String(pressId), title: '新部门' }],
      ['POST', PressAdminPaths.DepartmentRemove, { id: 'bad' }],
    ];
    for (const [method, path, params] of calls) {
      const anonymous = await api.call(method, path, params);
      expect({ path, body: anonymous.json<unknown>() }).toEqual({
        path,
        body: refusal(34, '登录已过期，请重新登录'),
      });
      const asReader = await api.call(method, path, params, { cookie: reader });
      expect({ path, status: asReader.statusCode, body: asReader.json<unknown>() }).toEqual({
        path,
        status: 403,
        body: refusal(403, '没有编辑权限'),
      });
    }
    expect(await audits('press')).toBe(0);
  });

  it('lets an editor change a press’s introduction and address, audited and live at once', async () => {
    const list = await api.callJson<{ ItemList: PressAdminRow[] }>(
      'GET',
      PressAdminPaths.List,
      {},
      { cookie: editor },
    );
    const row = list.Data.ItemList.find((press) => press.Id === pressId);
    expect(row).toMatchObject({ IsDemo: true });
    const saved = await api.callJson<{ Id: number }>(
      'POST',
      PressAdminPaths.Save,
      {
        id: String(pressId),
        title: row?.Title ?? '',
        introduction: '编辑改过的简介\u0000',
        dcdAdress: '新地址（演示地址）',
      },
      { cookie: editor },
    );
    expect(saved).toMatchObject({ Success: true, Data: { Id: pressId } });
    const detail = await api.callJson<PressDetail>('GET', PressPaths.Detail, {
      id: String(pressId),
    });
    expect(detail.Data).toMatchObject({
      Introduction: '编辑改过的简介',
      DcdAdress: '新地址（演示地址）',
    });
    expect(await audits('press')).toBe(1);
  });

  it('refuses a taken name, an unknown or huge id and a missing title', async () => {
    const other = (
      await api.callJson<PressDetail>('GET', PressPaths.Detail, {
        id: String(otherPressId),
      })
    ).Data.Title;
    const taken = await api.call(
      'POST',
      PressAdminPaths.Save,
      { id: String(pressId), title: other },
      { cookie: editor },
    );
    expect(taken.json()).toEqual(refusal(400, '出版社名称已被使用'));
    const missing = await api.call(
      'POST',
      PressAdminPaths.Save,
      { id: '2147483647', title: '无此社' },
      { cookie: editor },
    );
    expect(missing.json()).toEqual(refusal(404, '记录不存在'));
    for (const params of [
      { id: '99999999999999999999', title: 'x' },
      { id: String(pressId), title: '' },
      { id: String(pressId), title: '社'.repeat(61) },
    ]) {
      const answer = await api.call('POST', PressAdminPaths.Save, params, { cookie: editor });
      expect(answer.statusCode).toBe(400);
    }
  });

  it('saves a department of the press’s own books only, lists and removes it', async () => {
    const own = await booksOf(pressId);
    const foreign = await booksOf(otherPressId);
    const refused = await api.call(
      'POST',
      PressAdminPaths.DepartmentSave,
      { pressId: String(pressId), title: '新编部', contentIds: [...own, foreign[0]].join(',') },
      { cookie: editor },
    );
    expect(refused.json()).toEqual(refusal(400, `只能加入本社的图书：${foreign[0]}`));
    const badIds = await api.call(
      'POST',
      PressAdminPaths.DepartmentSave,
      { pressId: String(pressId), title: '新编部', contentIds: '1,\u00002' },
      { cookie: editor },
    );
    expect(badIds.statusCode).toBe(400);

    const saved = await api.callJson<{ Id: number }>(
      'POST',
      PressAdminPaths.DepartmentSave,
      {
        pressId: String(pressId),
        title: '新编部',
        introduction: '新的部门',
        contentIds: own.join(','),
      },
      { cookie: editor },
    );
    expect(saved.Success).toBe(true);
    const twice = await api.call(
      'POST',
      PressAdminPaths.DepartmentSave,
      { pressId: String(pressId), title: '新编部' },
      { cookie: editor },
    );
    expect(twice.json()).toEqual(refusal(400, '该出版社已有同名部门'));
    // A department id under another press is not found there.
    const elsewhere = await api.call(
      'POST',
      PressAdminPaths.DepartmentSave,
      { id: String(saved.Data.Id), pressId: String(otherPressId), title: '挪走' },
      { cookie: editor },
    );
    expect(elsewhere.json()).toEqual(refusal(404, '部门不存在'));

    const listed = await api.callJson<{ ItemList: PressDepartmentAdminRow[] }>(
      'GET',
      PressAdminPaths.Departments,
      { pressId: String(pressId) },
      { cookie: editor },
    );
    expect(listed.Data.ItemList.find((d) => d.Id === saved.Data.Id)).toMatchObject({
      Title: '新编部',
      ContentIds: own.join(','),
    });
    const page = await api.callJson<{ RecordCount: number }>('GET', PressPaths.Department, {
      id: String(saved.Data.Id),
    });
    expect(page.Data.RecordCount).toBe(own.length);

    const removed = await api.callJson(
      'POST',
      PressAdminPaths.DepartmentRemove,
      {
        id: String(saved.Data.Id),
      },
      { cookie: editor },
    );
    expect(removed.Success).toBe(true);
    const again = await api.call(
      'POST',
      PressAdminPaths.DepartmentRemove,
      { id: String(saved.Data.Id) },
      { cookie: editor },
    );
    expect(again.json()).toEqual(refusal(404, '部门不存在'));
    expect(await audits('press-department')).toBe(2);
    const unknown = await api.call(
      'GET',
      PressAdminPaths.Departments,
      { pressId: '2147483647' },
      { cookie: editor },
    );
    expect(unknown.json()).toEqual(refusal(404, '出版社不存在'));
  });
});
