import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { RankingPaths } from '@moyue/contracts/api/rankings';
import { databaseUrlNamed, freshBenchDatabase } from './bench-database.ts';
import { seedFull, startServer } from './server-process.ts';
import { bindDevice, signedCall, type Device } from './signed-client.ts';
import { summarise, throughput, type LatencySummary } from './stats.ts';

/** issue 15 target: a ranking endpoint answers within 20 ms at p95 (full corpus, 1M events). */
export const RANKINGS_P95_TARGET_MS = 20;
/** How many history events the benchmark writes: reads (actionType 1) and searches (2). */
export const HISTORY_EVENTS = 1_000_000;
const SEARCH_EVENTS = 50_000;
const READERS = 20_000;
const SAMPLES_PER_CALL = 200;
/** its own database: another benchmark running beside it drops moyue_bench */
const DATABASE = 'moyue_bench_rankings';

export interface RankingsResult {
  database: 'postgres';
  contents: number;
  readers: number;
  historyEvents: number;
  seedFullMs: number;
  generateMs: number;
  /** the first refresh after the events were written: all 1M taken in at once */
  firstRefreshMs: number;
  rankingTotalsRows: number;
  calls: Record<string, LatencySummary>;
  /** the worst p95 of the calls above */
  worstP95: number;
  metTarget: boolean;
  listPerSecondAt8Clients: number;
}

/**
 * 1M reads and searches by 20,000 readers (a third of them members of the
 * demo institutions) over the last 60 days, skewed towards a head of popular
 * items, written straight into user_histories in batches.
 */
async function writeHistory(client: pg.Client): Promise<number> {
  await client.query(
    `INSERT INTO users (external_id, nick_name)
     SELECT 'bench-reader-' || g, '压测读者' || g FROM generate_series(1, $1::int) g
     ON CONFLICT DO NOTHING`,
    [READERS],
  );
  await client.query(
    `INSERT INTO user_organizations (user_id, organization_id, state, expire_time)
     SELECT u.id, o.ids[1 + (u.id % array_length(o.ids, 1))], 4, now() + interval '180 days'
       FROM users u, (SELECT array_agg(id ORDER BY id) AS ids FROM organizations) o
      WHERE u.external_id LIKE 'bench-reader-%' AND u.id % 3 = 0 AND o.ids IS NOT NULL
     ON CONFLICT DO NOTHING`,
  );
  const reads = HISTORY_EVENTS - SEARCH_EVENTS;
  const perReader = Math.ceil(reads / READERS);
  const batch = 1000;
  for (let from = 0; from < READERS; from += batch) {
    // Item rank = n * u^3: a few items are read by many, the long tail by few.
    await client.query(
      `WITH items AS (SELECT id, object_type, row_number() OVER (ORDER BY read_count DESC, id) AS rn
                        FROM contents),
            n AS (SELECT count(*)::int AS c FROM items),
            readers AS (SELECT id FROM users WHERE external_id LIKE 'bench-reader-%'
                         ORDER BY id OFFSET $1 LIMIT $2),
            picks AS (
              SELECT r.id AS user_id, 1 + floor(power(random(), 3) * n.c)::int AS rn,
                     now() - random() * interval '60 days' AS at
                FROM readers r, n, generate_series(1, $3::int * 2))
       INSERT INTO user_histories (user_id, action_type, object_id, object_type, created_at, updated_at)
       SELECT user_id, 1, id, object_type, at, at FROM (
         SELECT DISTINCT ON (p.user_id, i.id) p.user_id, i.id, i.object_type, p.at
           FROM picks p JOIN items i ON i.rn = p.rn) chosen
       ON CONFLICT DO NOTHING`,
      [from, batch, perReader],
    );
  }
  // Trim to exactly the reads wanted (the skew repeats picks, so each reader drew twice).
  await client.query(
    `DELETE FROM user_histories WHERE id IN (
       SELECT h.id FROM user_histories h JOIN users u ON u.id = h.user_id
        WHERE u.external_id LIKE 'bench-reader-%' AND h.action_type = 1
        ORDER BY h.id OFFSET $1)`,
    [reads],
  );
  await client.query(
    `WITH words AS (SELECT array_agg(title) AS w FROM (
                      SELECT DISTINCT title FROM contents ORDER BY title LIMIT 400) t)
     INSERT INTO user_histories (user_id, action_type, title, created_at, updated_at)
     SELECT u.id, 2, words.w[1 + floor(power(random(), 2) * array_length(words.w, 1))::int],
            now() - random() * interval '60 days', now()
       FROM users u, words, generate_series(1, 4)
      WHERE u.external_id LIKE 'bench-reader-%'
     ON CONFLICT DO NOTHING`,
  );
  return countHistory(client);
}

/** The benchmark readers' reads and searches. */
async function countHistory(client: pg.Client): Promise<number> {
  const [counted] = (
    await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM user_histories h JOIN users u ON u.id = h.user_id
        WHERE u.external_id LIKE 'bench-reader-%' AND h.action_type IN (1, 2)`,
    )
  ).rows;
  return Number(counted?.n ?? 0);
}

/**
 * The generated history lies in the past 60 days, behind the watermark the
 * seed's own refresh left: start the rollup afresh, as on a database that
 * gains the rankings with its history already there, so the server's first
 * refresh takes in all of it.
 */
async function rankFromScratch(client: pg.Client): Promise<void> {
  await client.query(
    `TRUNCATE ranking_events, ranking_daily, ranking_totals, ranking_organization_totals,
              ranking_search_events, ranking_search_daily, ranking_keyword_totals`,
  );
  await client.query(
    `UPDATE ranking_state SET histories_after = '-infinity', shelves_after = '-infinity',
            orders_after = '-infinity', refreshed_at = NULL WHERE id = 1`,
  );
}

/** Waits until the server's refresh has taken in every event written (its watermark passed them). */
async function waitForRefresh(client: pg.Client): Promise<void> {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const { rows } = await client.query<{ done: boolean }>(
      `SELECT s.refreshed_at IS NOT NULL
              AND s.histories_after >= (SELECT max(updated_at) FROM user_histories) AS done
         FROM ranking_state s WHERE id = 1`,
    );
    if (rows[0]?.done) return;
    if (Date.now() > deadline) throw new Error('the rankings refresh did not finish');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measure(call: () => Promise<{ Success: boolean }>): Promise<LatencySummary> {
  for (let i = 0; i < 20; i += 1) await call(); // warm
  const times: number[] = [];
  for (let i = 0; i < SAMPLES_PER_CALL; i += 1) {
    const start = performance.now();
    const body = await call();
    times.push(performance.now() - start);
    if (!body.Success) throw new Error(`ranking call refused: ${JSON.stringify(body)}`);
  }
  return summarise(times);
}

/**
 * issue 15: the rankings endpoints on the full corpus after 1M history
 * events, through real signed HTTP (PostgreSQL; the server's own refresh
 * takes the events in, as in production).
 */
export async function benchRankings(): Promise<RankingsResult> {
  // BENCH_RANKINGS_REUSE=1: the database of the last run (seeded, events written) again
  const reuse = process.env.BENCH_RANKINGS_REUSE === '1';
  const url = reuse ? databaseUrlNamed(DATABASE) : await freshBenchDatabase(DATABASE);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-bench-rankings-'));
  const env = { DATABASE_URL: url, REDIS_URL: process.env.REDIS_URL };
  const client = new pg.Client({ connectionString: url });
  try {
    const seedFullMs = reuse ? 0 : await seedFull(env, dataDir);
    await client.connect();
    const generated = performance.now();
    const historyEvents = reuse ? await countHistory(client) : await writeHistory(client);
    const generateMs = reuse ? 0 : Math.round(performance.now() - generated);
    console.info(`rankings bench: ${historyEvents} history events in ${generateMs} ms`);
    await rankFromScratch(client);
    const refreshStarted = performance.now();
    const server = await startServer(env, { dataDir });
    try {
      await waitForRefresh(client);
      const firstRefreshMs = Math.round(performance.now() - refreshStarted);
      const [facts] = (
        await client.query<{ contents: string; totals: string; org: string }>(
          `SELECT (SELECT count(*) FROM contents) AS contents,
                  (SELECT count(*) FROM ranking_totals) AS totals,
                  (SELECT external_id FROM organizations ORDER BY id LIMIT 1) AS org`,
        )
      ).rows;
      const device: Device = await bindDevice(server.baseUrl);
      const get = (p: string, params: Record<string, string>) => () =>
        signedCall(server.baseUrl, device, 'GET', p, params);
      const org = facts?.org ?? '';
      const calls: Record<string, LatencySummary> = {};
      const plan: [string, () => Promise<{ Success: boolean }>][] = [
        ['list read week', get(RankingPaths.List, { rankType: '1', period: '1' })],
        ['list read all time', get(RankingPaths.List, { rankType: '1', period: '3' })],
        ['list shelves month', get(RankingPaths.List, { rankType: '4', period: '2' })],
        ['list score all time p5', get(RankingPaths.List, { rankType: '5', period: '3', cp: '5' })],
        ['list institution week', get(RankingPaths.List, { period: '1', organizationId: org })],
        ['organization-list month', get(RankingPaths.Organizations, { period: '2' })],
        ['keyword-list week', get(RankingPaths.Keywords, { period: '1' })],
        ['home/index', get(RankingPaths.Home, {})],
      ];
      for (const [name, call] of plan) calls[name] = await measure(call);
      const worstP95 = Math.max(
        ...Object.entries(calls)
          .filter(([name]) => name !== 'home/index')
          .map(([, s]) => s.p95),
      );
      const listPerSecondAt8Clients = await throughput(8, 10_000, async () => {
        await get(RankingPaths.List, { rankType: '1', period: '1' })();
      });
      return {
        database: 'postgres',
        contents: Number(facts?.contents ?? 0),
        readers: READERS,
        historyEvents,
        seedFullMs,
        generateMs,
        firstRefreshMs,
        rankingTotalsRows: Number(facts?.totals ?? 0),
        calls,
        worstP95,
        metTarget: worstP95 <= RANKINGS_P95_TARGET_MS,
        listPerSecondAt8Clients,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await client.end().catch(() => {});
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
