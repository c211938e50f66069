import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMessages } from '@moyue/contracts/api/editorial-admin';
import type { MyRecommendListData } from '@moyue/contracts/api/center';
import {
  RecommendAdminMessages,
  RecommendAdminPaths,
  type RecommendAdminItem,
  type RecommendAdminList,
} from '@moyue/contracts/api/recommend-admin';
import { forbiddenCharactersMessage } from '@moyue/contracts/api/form-fields';
import {
  apiCaller,
  insertUser,
  refusal,
  sessionFor,
  type ApiCaller,
} from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AdminRepository } from './admin.repository.ts';

describe.each(TEST_DATABASES)('荐购处理 in the console (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let editorToken: string;
  let readerToken: string;
  let readerId: number;
  let recommendId: number;
  let organizationId: number;
  let bookTitle: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    const editor = await insertUser(t, { realName: '编辑丙' });
    await new AdminRepository(t.database.db).grantRole(editor.id, 'editor');
    editorToken = await sessionFor(t, editor.id);
    readerId = (await insertUser(t, {})).id;
    readerToken = await sessionFor(t, readerId);
    const [org] = await t.database.query<{ id: string }>(
      `SELECT id FROM organizations WHERE external_id = 'org-demo-library'`,
    );
    const [book] = await t.database.query<{ id: string; title: string }>(
      `SELECT id, title FROM contents ORDER BY id LIMIT 1`,
    );
    organizationId = Number(org?.id);
    bookTitle = book!.title;
    const [row] = await t.database.query<{ id: string }>(
      `INSERT INTO recommendations (user_id, organization_id, content_id, reason, remark, form)
       VALUES ($1, $2, $3, 5, '', '{}'::jsonb) RETURNING id`,
      [readerId, organizationId, book!.id],
    );
    recommendId = Number(row?.id);
  });
  afterAll(() => t.close());

  const answer = (fields: Record<string, string>, token = editorToken) =>
    api.callJson<RecommendAdminItem>('POST', RecommendAdminPaths.Answer, {
      id: String(recommendId),
      ...fields,
      AccessToken: token,
    });
  const count = async (query: string, params: unknown[]) =>
    Number((await t.database.query<{ n: string }>(query, params))[0]?.n);
  const messages = () => count(`SELECT count(*) AS n FROM messages WHERE user_id = $1`, [readerId]);
  const audits = () =>
    count(
      `SELECT count(*) AS n FROM editorial_audit WHERE entity = 'recommend' AND entity_id = $1`,
      [recommendId],
    );

  it('refuses readers (403) and visitors (34), and changes nothing', async () => {
    for (const [method, path, params] of [
      ['GET', RecommendAdminPaths.List, {}],
      ['POST', RecommendAdminPaths.Answer, { id: String(recommendId), state: '1', reply: '好' }],
    ] as const) {
      const refused = await api.call(method, path, { ...params, AccessToken: readerToken });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toMatchObject({ Code: 403, Description: AdminMessages.NotEditor });
      expect((await api.callJson(method, path, params)).Code, path).toBe(34);
    }
    expect(await messages()).toBe(0);
    expect(await audits()).toBe(0);
  });

  it('lists 荐购 filtered by state and institution, paged', async () => {
    const list = (params: Record<string, string>) =>
      api.callJson<RecommendAdminList>('GET', RecommendAdminPaths.List, {
        ...params,
        AccessToken: editorToken,
      });
    const pending = await list({ state: '0', organizationId: String(organizationId), ps: '50' });
    expect(pending.Success).toBe(true);
    const mine = pending.Data.ItemList.find((item) => item.Id === recommendId);
    expect(mine).toMatchObject({ State: 0, StateText: '待处理', ContentTitle: bookTitle });
    expect((await list({ state: '2' })).Data.ItemList.some((i) => i.Id === recommendId)).toBe(
      false,
    );
    expect((await list({ organizationId: '999999' })).Data.RecordCount).toBe(0);
    expect((await list({ state: '9' })).Code).toBe(400);
    expect((await list({ ps: '1' })).Data.ItemList.length).toBeLessThanOrEqual(1);
  });

  it('refuses a bad state, a long reply, NUL and a missing 荐购, writing nothing', async () => {
    expect(await answer({ state: '0', reply: '' })).toEqual(
      refusal(400, RecommendAdminMessages.StateInvalid),
    );
    expect(await answer({ state: '4' })).toEqual(refusal(400, RecommendAdminMessages.StateInvalid));
    expect(await answer({ state: '1', reply: '字'.repeat(501) })).toEqual(
      refusal(400, RecommendAdminMessages.ReplyTooLong),
    );
    expect(await answer({ state: '1', reply: '字'.repeat(6000) })).toMatchObject({
      Success: false,
      Code: 400,
    });
    expect(await answer({ state: '1', reply: 'a\u0000b' })).toEqual(
      refusal(400, forbiddenCharactersMessage(['reply'])),
    );
    expect(await answer({ id: '999999999', state: '1' })).toEqual(
      refusal(404, RecommendAdminMessages.Missing),
    );
    expect(await messages()).toBe(0);
    expect(await audits()).toBe(0);
  });

  it('answers once: state, reply, audit and message; the same answer again adds nothing', async () => {
    const reply = '已列入本季度采购计划';
    const first = await answer({ state: '1', reply: ` ${reply} ` });
    expect(first.Data).toMatchObject({ State: 1, StateText: '已采纳', Reply: reply });
    expect(first.Data.ReplyTime).not.toBe('');
    const again = await Promise.all([answer({ state: '1', reply }), answer({ state: '1', reply })]);
    expect(again.every((a) => a.Success)).toBe(true);
    expect(await messages()).toBe(1);
    expect(await audits()).toBe(1);
    const [message] = await t.database.query<{ contents: string }>(
      `SELECT contents FROM messages WHERE user_id = $1`,
      [readerId],
    );
    expect(message?.contents).toBe(`您的荐购《${bookTitle}》已采纳。图书馆回复：${reply}`);

    const mine = await api.callJson<MyRecommendListData>('GET', '/v1/api/recommend/my-list', {
      AccessToken: readerToken,
    });
    expect(mine.Data.ItemList[0]).toMatchObject({ Id: recommendId, State: 1, Reply: reply });

    // A different answer is a new event: a second message.
    expect((await answer({ state: '2', reply: '已到馆' })).Data.StateText).toBe('已采购');
    expect(await messages()).toBe(2);
    expect(await audits()).toBe(2);
  });
});
