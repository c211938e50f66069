import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceSearchData } from '@moyue/contracts/api/search';
import { apiCaller, type ApiCaller } from '../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_USERS } from './demo-people.ts';
import { HOLDINGS_SEED_RUN, writeDemoHoldings } from './demo-holdings.ts';
import { seedIfEmpty } from './seed.ts';

// Issue 12 item 9: 机构馆藏 (/wrap/schoolResources, scope 1) shows the demo
// accounts their institution's collection. The sample catalogue's six books
// are 论语 and the five 诗经 volumes.

/** An address no demo institution owns; the library's network is 127.0.0.0/8. */
const OUTSIDE = '192.0.2.55';
const LIBRARY_NETWORK = '127.0.0.1';
const phoneOf = (role: string) => DEMO_USERS.find((user) => user.role === role)!.mobileNumber;
const quiet = { info: () => undefined };

describe.each(TEST_DATABASES)('the demo institutions’ holdings (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  beforeAll(async () => {
    // The sample seed writes no holdings (its tests come from the library's network) …
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
  }, 120_000);
  afterAll(() => t.close());

  const holdings = async (options: { ip: string; phone?: string }) => {
    const cookie = options.phone ? (await api.signIn(options.phone)).token : undefined;
    return api.callJson<ResourceSearchData>(
      'POST',
      '/Content/Search',
      { searchType: '1', scope: '1', ps: '50' },
      { ip: options.ip, cookie },
    );
  };
  const titles = (answer: { Data: ResourceSearchData }) =>
    answer.Data.ItemList.map((item) => item.Title).sort();

  it('are written once on the start of a database seeded before (demo), not again', async () => {
    const count = async () =>
      Number(
        (
          await t.database.query<{ n: string }>('SELECT count(*) AS n FROM organization_holdings')
        )[0]?.n,
      );
    expect(await count()).toBe(0);
    // … a database seeded with the demo catalogue before holdings existed gets them on its next start.
    await t.database.query(`INSERT INTO seed_runs (name, detail) VALUES ('demo', 'older seed')`);
    await seedIfEmpty({
      database: t.database,
      files: t.app.moyue.files,
      log: quiet,
      cache: t.app.moyue.readCache,
    });
    // library: 论语 + 诗经 ×5; college: 论语; partner: 诗经 ×5
    expect(await count()).toBe(12);
    const [run] = await t.database.query<{ name: string }>(
      'SELECT name FROM seed_runs WHERE name = $1',
      [HOLDINGS_SEED_RUN],
    );
    expect(run?.name).toBe(HOLDINGS_SEED_RUN);
    // Written once: what an operator removes stays removed.
    await t.database.query(
      'DELETE FROM organization_holdings WHERE content_id IN (SELECT id FROM contents WHERE slug = $1)',
      ['shijing-song'],
    );
    expect(await writeDemoHoldings(t.database.db)).toBe(0);
    expect(await count()).toBe(10);
    await t.database.query(
      `INSERT INTO organization_holdings (organization_id, content_id)
       SELECT o.id, c.id FROM organizations o, contents c
        WHERE c.slug = 'shijing-song' AND o.external_id IN ('org-demo-library', 'org-demo-partner')`,
    );
  });

  it('shows the reader with no institution, on the library’s network, the library’s holdings', async () => {
    const answer = await holdings({ ip: LIBRARY_NETWORK, phone: phoneOf('读者') });
    expect(answer.Success).toBe(true);
    expect(answer.Data.RecordCount).toBe(6);
    expect(titles(answer)).toContain('论语');
    expect(answer.Data.HoldingsOf?.Title).toBe('墨阅示范图书馆');
  });

  it('shows the student their college’s holdings, wherever they are', async () => {
    const answer = await holdings({ ip: OUTSIDE, phone: phoneOf('学生') });
    expect(answer.Success).toBe(true);
    expect(titles(answer)).toEqual(['论语']);
    expect(answer.Data.HoldingsOf?.Title).toBe('墨阅示范职业学院');
  });

  it('shows the member their library’s holdings, wherever they are', async () => {
    const answer = await holdings({ ip: OUTSIDE, phone: phoneOf('机构成员') });
    expect(answer.Success).toBe(true);
    expect(answer.Data.RecordCount).toBe(6);
  });

  it('refuses the reader outside every network with code 36 (the page explains and offers binding)', async () => {
    expect(await holdings({ ip: OUTSIDE, phone: phoneOf('读者') })).toMatchObject({
      Success: false,
      Code: 36,
      Description: '请先认证机构！',
    });
  });
});
