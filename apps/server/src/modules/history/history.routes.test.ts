import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryDeleteData, HistoryListData } from '@moyue/contracts/api/history';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedCall,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';

interface Answer<T> {
  Success: boolean;
  Data: T;
  Code: number;
  Description: string;
}

describe.each(TEST_DATABASES)('search history (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let reader: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    device = await bindDevice(t.app);
    reader = await signIn('13800000001');
    other = await signIn('13800000002');
  }, 300_000);
  afterAll(() => t.close());

  async function signIn(account: string): Promise<string> {
    const response = await signedCall(t.app, device, 'POST', '/v1/api/userinfo/login', {
      account,
      password: 'Moyue2026',
    });
    const answer = response.json<Answer<{ AccessToken: string }>>();
    if (!answer.Success) throw new Error(answer.Description);
    return answer.Data.AccessToken;
  }
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string>,
    token?: string,
  ) =>
    (
      await signedCall(t.app, device, method, path, {
        ...params,
        ...(token ? { AccessToken: token } : {}),
      })
    ).json<Answer<T>>();
  const search = (keyword: string, token?: string, extra: Record<string, string> = {}) =>
    call('POST', '/Content/Search', { keyword, searchType: '1', ...extra }, token);
  const list = (token?: string, params: Record<string, string> = {}) =>
    call<HistoryListData>(
      'GET',
      '/v1/api/history/list',
      { actionType: '2', type: '2', ps: '8', cp: '1', ...params },
      token,
    );
  const remove = (params: Record<string, string>, token?: string) =>
    call<HistoryDeleteData>(
      'POST',
      '/v1/api/history/delete',
      { actionType: '2', ...params },
      token,
    );
  const titles = (answer: Answer<HistoryListData>) =>
    answer.Data.ItemList.map((item) => item.Title);

  it('keeps a signed-in reader’s keywords, newest first, each once, trimmed', async () => {
    await search('明月', reader);
    await search('  故乡\n', reader);
    await search('明月', reader);
    await search('', reader);
    await search('李白', reader, { cp: '2' });
    await search('春风'); // anonymous: kept nowhere
    const answer = await list(reader);
    expect(answer.Success).toBe(true);
    expect(titles(answer)).toEqual(['明月', '故乡']);
    expect(answer.Data.RecordCount).toBe(2);
    expect(answer.Data.ItemList[0]?.CreateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(answer.Data.ItemList[0]?.Content).toBeNull();
    expect(titles(await list(other))).toEqual([]);
  });

  it('pages with ps and cp, and keeps only the newest 50', async () => {
    for (let i = 0; i < 52; i++) await search(`词${i}`, other);
    const first = await list(other, { ps: '8' });
    expect(first.Data.RecordCount).toBe(50);
    expect(titles(first)).toEqual(['词51', '词50', '词49', '词48', '词47', '词46', '词45', '词44']);
    expect(titles(await list(other, { ps: '8', cp: '7' }))).toEqual(['词3', '词2']);
  });

  it('deletes one of the caller’s keywords by id, never someone else’s', async () => {
    const mine = await list(reader);
    const theirs = await list(other);
    const target = mine.Data.ItemList[0]!;
    const foreign = theirs.Data.ItemList[0]!;
    const answer = await remove({ ids: `${target.Id},${foreign.Id}` }, reader);
    expect(answer.Success).toBe(true);
    expect(answer.Data.Deleted).toBe(1);
    expect(titles(await list(reader))).toEqual(['故乡']);
    expect((await list(other)).Data.RecordCount).toBe(50);
  });

  it('deletes all of one action with isDeleteAll', async () => {
    const answer = await remove({ isDeleteAll: 'true' }, other);
    expect(answer.Data.Deleted).toBe(50);
    expect((await list(other)).Data.RecordCount).toBe(0);
    expect((await list(reader)).Data.RecordCount).toBe(1);
  });

  it('asks for login (code 34) and refuses bad parameters with their messages', async () => {
    const anonymous = await list();
    expect(anonymous.Success).toBe(false);
    expect(anonymous.Code).toBe(34);
    expect(anonymous.Description).toBe('登录已过期，请重新登录');
    expect((await remove({ isDeleteAll: 'true' })).Code).toBe(34);
    const nothing = await remove({}, reader);
    expect(nothing.Success).toBe(false);
    expect(nothing.Description).toBe('请选择要删除的记录');
    const unsupported = await list(reader, { actionType: '99' });
    expect(unsupported.Description).toBe('暂不支持该类型的记录');
    expect((await list(reader, { ps: '51' })).Success).toBe(false);
    expect((await remove({ ids: '1;DROP' }, reader)).Success).toBe(false);
    expect((await list(reader)).Data.RecordCount).toBe(1);
  });
});
