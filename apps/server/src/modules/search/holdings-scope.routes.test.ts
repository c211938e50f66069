import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceSearchData } from '@moyue/contracts/api/search';
import { apiCaller, type ApiCaller } from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';

/** An address no demo institution owns. */
const OUTSIDE = '192.0.2.55';
const MEMBER_PHONE = '13800000004';

describe.each(TEST_DATABASES)('search in the holdings of the reader’s institution (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let heldId: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    const [held] = await t.database.query<{ id: number }>(
      `INSERT INTO organization_holdings (organization_id, content_id)
       SELECT o.id, (SELECT min(id) FROM contents) FROM organizations o
        WHERE o.title = '墨阅示范图书馆' RETURNING content_id::int AS id`,
    );
    heldId = Number(held?.id);
    await t.database.query(
      `UPDATE user_organizations SET state = 4, expire_time = now() + interval '30 days'
        WHERE user_id = (SELECT id FROM users WHERE mobile_number = $1)`,
      [MEMBER_PHONE],
    );
    cookie = (await api.signIn(MEMBER_PHONE)).token;
  }, 120_000);
  afterAll(() => t.close());

  const holdings = (options: { cookie?: string }) =>
    api.callJson<ResourceSearchData>(
      'POST',
      '/Content/Search',
      { searchType: '1', scope: '1' },
      { ip: OUTSIDE, ...options },
    );

  it('refuses a visitor outside every institution’s network with code 36', async () => {
    expect(await holdings({})).toMatchObject({
      Success: false,
      Code: 36,
      Description: '请先认证机构！',
    });
  });

  it('answers a certified member outside the network with the institution’s holdings', async () => {
    const answer = await holdings({ cookie });
    expect(answer.Success).toBe(true);
    expect(answer.Data.ItemList.map((item) => item.Id)).toEqual([heldId]);
  });

  it('refuses the member once the certification has expired', async () => {
    await t.database.query(
      `UPDATE user_organizations SET expire_time = now() - interval '1 day'
        WHERE user_id = (SELECT id FROM users WHERE mobile_number = $1)`,
      [MEMBER_PHONE],
    );
    expect(await holdings({ cookie })).toMatchObject({ Success: false, Code: 36 });
  });
});
