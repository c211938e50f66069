import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMessages, AdminPaths } from '@moyue/contracts/api/editorial-admin';
import { apiCaller, insertUser, sessionFor, type ApiCaller } from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AdminRepository } from './admin.repository.ts';

describe.each(TEST_DATABASES)('the editor console /v1/admin (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let editorToken: string;
  let editorId: number;
  let readerToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    const editor = await insertUser(t, { realName: '编辑甲' });
    editorId = editor.id;
    await new AdminRepository(t.database.db).grantRole(editor.id, 'editor');
    editorToken = await sessionFor(t, editor.id);
    readerToken = await sessionFor(t, (await insertUser(t, {})).id);
  });
  afterAll(() => t.close());

  const asEditor = <T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string> = {},
  ) => api.callJson<T>(method, path, { ...params, AccessToken: editorToken });
  const auditRows = () =>
    t.database.query<{
      user_id: string;
      action: string;
      entity: string;
      entity_id: string;
      summary: string;
    }>(
      'SELECT user_id::text, action, entity, entity_id::text, summary FROM editorial_audit ORDER BY id',
    );

  it('refuses a signed-in reader without the role: 403 没有编辑权限, and changes nothing', async () => {
    const before = await t.database.query('SELECT id FROM banners');
    for (const [method, path] of [
      ['GET', AdminPaths.me],
      ['GET', AdminPaths.list('banner')],
      ['GET', AdminPaths.audit],
      ['POST', AdminPaths.save('banner')],
      ['POST', AdminPaths.save('notice')],
      ['POST', AdminPaths.remove('topic')],
    ] as const) {
      const params: Record<string, string> =
        method === 'POST'
          ? { contents: '新横幅', title: '公告', id: '1', AccessToken: readerToken }
          : { AccessToken: readerToken };
      const response = await api.call(method, path, params);
      expect(response.statusCode, path).toBe(403);
      expect(response.json(), path).toMatchObject({
        Success: false,
        Code: 403,
        Description: AdminMessages.NotEditor,
      });
    }
    expect(await t.database.query('SELECT id FROM banners')).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it('asks a visitor without a session to sign in (Code 34)', async () => {
    const response = await api.call('GET', AdminPaths.list('notice'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ Success: false, Code: 34 });
  });

  it('answers the editor their roles', async () => {
    const me = await asEditor<{ UserId: number; Roles: string[] }>('GET', AdminPaths.me);
    expect(me.Data).toEqual({ UserId: editorId, Roles: ['editor'] });
  });

  it('adds a banner that ad/recommend serves at once, with drawn art, and audits it', async () => {
    const saved = await asEditor<{ Id: number }>('POST', AdminPaths.save('banner'), {
      contents: '编辑推荐：唐诗三百首',
      url: '/wrap/ProjectList',
      sortOrder: '0',
    });
    expect(saved.Success).toBe(true);
    const live = await api.callJson<{
      ItemList: { Contents: string; CoverUrl: string; Url: string }[];
    }>('GET', '/v1/api/ad/recommend');
    const banner = live.Data.ItemList.find((item) => item.Contents === '编辑推荐：唐诗三百首');
    expect(banner?.Url).toBe('/wrap/ProjectList');
    const art = await t.app.inject({ method: 'GET', url: banner?.CoverUrl ?? '' });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('编辑推荐：唐诗三百首');
    expect((await auditRows()).at(-1)).toEqual({
      user_id: String(editorId),
      action: 'create',
      entity: 'banner',
      entity_id: String(saved.Data.Id),
      summary: '编辑推荐：唐诗三百首',
    });
  });

  it('publishes, edits and withdraws a head notice; the public list and detail follow', async () => {
    const saved = await asEditor<{ Id: number }>('POST', AdminPaths.save('notice'), {
      title: '寒假闭馆通知',
      contents: '1 月 20 日至 2 月 10 日线上服务照常。',
    });
    const id = String(saved.Data.Id);
    const head = await api.callJson<{ ItemList: { Id: number; Title: string }[] }>(
      'GET',
      '/v1/api/message/list',
      {
        cp: '1',
        ps: '10',
        messageType: '5',
      },
    );
    expect(head.Data.ItemList[0]).toMatchObject({ Id: saved.Data.Id, Title: '寒假闭馆通知' });
    await asEditor('POST', AdminPaths.save('notice'), {
      id,
      title: '寒假开放时间',
      contents: '照常。',
    });
    const detail = await api.callJson<{ Title: string }>('GET', '/v1/api/message/notice-detail', {
      id,
    });
    expect(detail.Data.Title).toBe('寒假开放时间');
    expect((await asEditor('POST', AdminPaths.remove('notice'), { id })).Success).toBe(true);
    const gone = await api.call('GET', '/v1/api/message/notice-detail', { id });
    expect(gone.json()).toMatchObject({ Success: false, Code: 404, Description: '公告不存在' });
    expect(
      (await auditRows()).slice(-3).map((row) => `${row.action} ${row.entity} ${row.entity_id}`),
    ).toEqual([`create notice ${id}`, `update notice ${id}`, `delete notice ${id}`]);
  });

  it('refuses a second hot word of the same text and an unknown id, auditing neither', async () => {
    const before = (await auditRows()).length;
    const taken = await asEditor('POST', AdminPaths.save('hot-word'), { title: '论语' });
    const first = await asEditor('POST', AdminPaths.save('hot-word'), { title: '编辑热词' });
    expect(first.Success).toBe(true);
    const again = await asEditor('POST', AdminPaths.save('hot-word'), { title: '编辑热词' });
    expect(again).toMatchObject({
      Success: false,
      Code: 400,
      Description: AdminMessages.HotWordTaken,
    });
    const missing = await asEditor('POST', AdminPaths.remove('banner'), { id: '999999' });
    expect(missing).toMatchObject({
      Success: false,
      Code: 404,
      Description: AdminMessages.Missing,
    });
    expect((await auditRows()).length).toBe(before + (taken.Success ? 2 : 1));
  });

  it('writes a help article and a topic with linked books that the public calls serve', async () => {
    const article = await asEditor<{ Id: number }>('POST', AdminPaths.save('article'), {
      kind: 'help',
      title: '如何导出书签？',
      body: '## 步骤\n- 打开我的书签',
    });
    const shown = await api.callJson<{ Body: string }>('GET', '/v1/api/article/detail', {
      id: String(article.Data.Id),
    });
    expect(shown.Data.Body).toContain('打开我的书签');
    const contents = await t.database.query<{ id: string }>(
      'SELECT id::text AS id FROM contents ORDER BY id LIMIT 2',
    );
    const ids = contents.map((row) => row.id).reverse();
    const topic = await asEditor<{ Id: number }>('POST', AdminPaths.save('topic'), {
      title: '编辑专题：诗与远方',
      summary: '读诗的一周',
      contentIds: ids.join(','),
    });
    const detail = await api.callJson<{ ContentList: { Id: number }[] }>(
      'GET',
      '/v1/api/topic/detail',
      {
        id: String(topic.Data.Id),
      },
    );
    expect(detail.Data.ContentList.map((item) => String(item.Id))).toEqual(ids);
    const bad = await asEditor('POST', AdminPaths.save('topic'), {
      title: '空',
      contentIds: '2147483000',
    });
    expect(bad).toMatchObject({
      Success: false,
      Code: 400,
      Description: AdminMessages.ContentMissing,
    });
    const slug = await asEditor('POST', AdminPaths.save('article'), {
      kind: 'page',
      slug: 'about',
      title: '另一个关于',
      body: '重复',
    });
    expect(slug).toMatchObject({ Success: false, Code: 400, Description: AdminMessages.SlugTaken });
    const audit = await asEditor<{ ItemList: { UserName: string; Entity: string }[] }>(
      'GET',
      AdminPaths.audit,
    );
    expect(audit.Data.ItemList[0]).toMatchObject({ UserName: '编辑甲', Entity: 'topic' });
  });
});
