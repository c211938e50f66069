import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  insertUser,
  refusal,
  sessionFor,
  type ApiCaller,
} from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DATABASES)('user-share-record API (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let contentId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    const [row] = await t.database.query<{ id: string }>('SELECT id FROM contents LIMIT 1');
    contentId = Number(row?.id);
  });
  afterAll(() => t.close());

  async function reader(phone?: null) {
    const user = await insertUser(t, phone === null ? { phone: null } : {});
    return { ...user, token: await sessionFor(t, user.id) };
  }
  const getCode = async (token?: string) =>
    api.callJson<string>('GET', '/v1/api/user-share-record/get-code', {}, { cookie: token });
  const create = (token: string | undefined, params: Record<string, string>) =>
    api.callJson('POST', '/v1/api/user-share-record/create', params, { cookie: token });
  const records = async (fromUserId: number) =>
    (
      await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM share_records WHERE from_user_id = $1',
        [fromUserId],
      )
    )[0]?.n;

  it("answers the reader's own share code, the same every time", async () => {
    const sharer = await reader();
    const first = await getCode(sharer.token);
    expect(first).toMatchObject({ Success: true, Code: 0 });
    expect(first.Data).toMatch(/^[A-Z2-9]{8}$/);
    expect((await getCode(sharer.token)).Data).toBe(first.Data);
    expect((await getCode((await reader()).token)).Data).not.toBe(first.Data);
  });

  it('records an arrival by a share link once, a content share with its objectId', async () => {
    const sharer = await reader();
    const visitor = await reader();
    const code = (await getCode(sharer.token)).Data;
    const share = { code, fromUserExternalId: sharer.externalId };
    expect(await create(visitor.token, { ...share, shareType: '1' })).toEqual({
      Success: true,
      Data: null,
      Code: 0,
      Description: '已记录',
    });
    // A retry changes nothing.
    expect((await create(visitor.token, { ...share, shareType: '1' })).Success).toBe(true);
    expect(
      (await create(visitor.token, { ...share, shareType: '3', objectId: String(contentId) }))
        .Success,
    ).toBe(true);
    expect(await records(sharer.id)).toBe(2);
  });

  it("refuses another reader's code, one's own share, bad types and objects, changing nothing", async () => {
    const sharer = await reader();
    const other = await reader();
    const visitor = await reader();
    const code = (await getCode(sharer.token)).Data;
    const otherCode = (await getCode(other.token)).Data;
    const cases: [string, Record<string, string>, string][] = [
      [
        visitor.token,
        { code: otherCode, fromUserExternalId: sharer.externalId, shareType: '1' },
        '分享链接无效',
      ],
      [visitor.token, { code, fromUserExternalId: 'u-nobody', shareType: '1' }, '分享链接无效'],
      [
        sharer.token,
        { code, fromUserExternalId: sharer.externalId, shareType: '1' },
        '不能领取自己的分享',
      ],
      [
        visitor.token,
        { code, fromUserExternalId: sharer.externalId, shareType: '9' },
        '分享类型错误',
      ],
      [
        visitor.token,
        { code, fromUserExternalId: sharer.externalId, shareType: 'x' },
        '分享类型错误',
      ],
      [
        visitor.token,
        { code, fromUserExternalId: sharer.externalId, shareType: '3' },
        '请提供分享的内容',
      ],
      [
        visitor.token,
        { code, fromUserExternalId: sharer.externalId, shareType: '3', objectId: '999999999' },
        '请提供分享的内容',
      ],
    ];
    for (const [token, params, description] of cases)
      expect(await create(token, params)).toEqual(refusal(400, description));
    expect(await records(sharer.id)).toBe(0);
    expect(await records(other.id)).toBe(0);
  });

  it('needs a session (code 34), and a phone for a share code (code 201)', async () => {
    expect(await getCode()).toEqual(refusal(34, '登录已过期，请重新登录'));
    expect(
      await create(undefined, { code: 'ABCDEFGH', fromUserExternalId: 'u-1', shareType: '1' }),
    ).toEqual(refusal(34, '登录已过期，请重新登录'));
    expect(await getCode((await reader(null)).token)).toEqual(refusal(201, '请先绑定手机号'));
  });
});
