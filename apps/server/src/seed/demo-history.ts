import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../platform/db.ts';
import { RankingRefreshRepository } from '../modules/rankings/ranking-refresh.repository.ts';

// Demo reading history (issue 15): so that a fresh clone's rankings show
// something, 60 demo readers (演示读者01…60, who cannot sign in) read, listen
// to and shelve items over the last half year, classics more than the rest,
// and search the demo hot words. The boards say 演示 while this history is
// there (ranking_state.demo). Written once; the demo and full seeds only.

export const DEMO_READER_COUNT = 60;
const SEED_RUN = 'demo-history';
const ORGANIZATIONS = ['org-demo-library', 'org-demo-college', 'org-demo-partner'];

/** A small deterministic generator (mulberry32): the same history on every clone. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Days ago: a third this week, a third this month, the rest over half a year. */
function daysAgo(next: () => number): number {
  const r = next();
  if (r < 0.35) return Math.floor(next() * 7);
  if (r < 0.7) return 7 + Math.floor(next() * 23);
  return 30 + Math.floor(next() * 150);
}

/** Writes the demo readers and their history once, then refreshes the rankings; answers whether it wrote. */
export async function writeDemoHistory(db: Db, hotWords: readonly string[]): Promise<boolean> {
  const [done] = await selectRows<{ name: string }>(
    db,
    sql`SELECT name FROM seed_runs WHERE name = ${SEED_RUN}`,
  );
  if (done) return false;
  // Popular first: a reader picks the k-th item with weight 1 / (k + 3) (a Zipf-like taste).
  const items = await selectRows<{ id: number; objectType: number; title: string }>(
    db,
    sql`SELECT id::int AS id, object_type::int AS "objectType", title FROM contents
         ORDER BY read_count DESC, id LIMIT 400`,
  );
  if (items.length === 0) return false;
  const weights = items.map((_, k) => 1 / (k + 3));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const next = random(20_260_515);
  const pick = () => {
    let r = next() * totalWeight;
    for (const [k, w] of weights.entries()) {
      r -= w;
      if (r <= 0) return items[k]!;
    }
    return items[items.length - 1]!;
  };

  await db.transaction(async (tx) => {
    for (let n = 1; n <= DEMO_READER_COUNT; n += 1) {
      const label = String(n).padStart(2, '0');
      const [reader] = await selectRows<{ id: number }>(
        tx,
        sql`INSERT INTO users (external_id, nick_name, social_status)
            VALUES (${`u-demo-reader-${label}`}, ${`演示读者${label}`}, ${n % 7 === 0 ? 2 : 1})
            ON CONFLICT (external_id) DO UPDATE SET nick_name = EXCLUDED.nick_name
            RETURNING id::int AS id`,
      );
      if (!reader) continue;
      // two in three readers belong to a demo institution, the library most
      const organization =
        n % 3 === 0 ? null : ORGANIZATIONS[n % 5 === 0 ? 1 : n % 4 === 0 ? 2 : 0];
      if (organization)
        await tx.execute(sql`INSERT INTO user_organizations (user_id, organization_id, state, expire_time)
          SELECT ${reader.id}, o.id, 4, now() + interval '365 days' FROM organizations o
           WHERE o.external_id = ${organization}
          ON CONFLICT DO NOTHING`);
      const reads = 5 + Math.floor(next() * 20);
      for (let i = 0; i < reads; i += 1) {
        const item = pick();
        const at = sql`now() - ${`${daysAgo(next)} days ${Math.floor(next() * 86_400)} seconds`}::interval`;
        await tx.execute(sql`INSERT INTO user_histories
            (user_id, action_type, title, object_id, object_type, process, created_at, updated_at)
          VALUES (${reader.id}, 1, ${item.title}, ${item.id}, ${item.objectType},
                  ${Math.round(next() * 100) / 100}, ${at}, ${at})
          ON CONFLICT DO NOTHING`);
        if (next() < 0.2)
          await tx.execute(sql`INSERT INTO bookshelf_items (user_id, content_id, created_at)
            VALUES (${reader.id}, ${item.id}, ${at}) ON CONFLICT DO NOTHING`);
      }
      for (let i = 0; i < 3 && hotWords.length > 0; i += 1) {
        const word = hotWords[Math.floor(next() * next() * hotWords.length)]!;
        const at = sql`now() - ${`${daysAgo(next)} days`}::interval`;
        await tx.execute(sql`INSERT INTO user_histories (user_id, action_type, title, created_at, updated_at)
          VALUES (${reader.id}, 2, ${word}, ${at}, ${at}) ON CONFLICT DO NOTHING`);
      }
    }
    await tx.execute(sql`INSERT INTO seed_runs (name, detail)
      VALUES (${SEED_RUN}, ${`${DEMO_READER_COUNT} demo readers`}) ON CONFLICT (name) DO NOTHING`);
  });
  const rankings = new RankingRefreshRepository(db);
  await rankings.markDemo();
  await rankings.refresh();
  return true;
}
