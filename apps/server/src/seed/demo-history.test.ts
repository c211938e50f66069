import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RankingPaths, type RankingListData } from '@moyue/contracts/api/rankings';
import { TEST_DATABASES } from '../testing/test-app.ts';
import {
  startEngagementApp,
  type EngagementTestApp,
} from '../modules/engagement/engagement.test-kit.ts';
import { DEMO_READER_COUNT, writeDemoHistory } from './demo-history.ts';

// The demo seed's reading history (issue 15): the rankings show something on
// a fresh clone, marked 演示. (The sample seed of the API tests writes none.)
describe.each(TEST_DATABASES)('demo reading history (%s)', (kind) => {
  let e: EngagementTestApp;
  beforeAll(async () => {
    e = await startEngagementApp(kind);
  }, 300_000);
  afterAll(() => e.close());

  it('fills the boards once, marked 演示', async () => {
    const board = () =>
      e.call<RankingListData>('GET', RankingPaths.List, { rankType: '1', period: '3' });
    expect((await board()).Data).toMatchObject({ IsDemo: false, ItemList: [] });
    expect(await writeDemoHistory(e.t.database.db, ['明月', '李白', '论语'])).toBe(true);
    const filled = await board();
    expect(filled.Data.IsDemo).toBe(true);
    expect(filled.Data.ItemList.length).toBeGreaterThanOrEqual(5);
    expect(filled.Data.ItemList[0]!.Reads).toBeGreaterThan(filled.Data.ItemList.at(-1)!.Reads);
    expect(await e.count('users', `nick_name LIKE '演示读者%'`)).toBe(DEMO_READER_COUNT);
    const week = await e.call<RankingListData>('GET', RankingPaths.List, { period: '1' });
    expect(week.Data.ItemList.length).toBeGreaterThan(0);
    const histories = await e.count('user_histories');
    expect(await writeDemoHistory(e.t.database.db, ['明月'])).toBe(false);
    expect(await e.count('user_histories')).toBe(histories);
  });
});
