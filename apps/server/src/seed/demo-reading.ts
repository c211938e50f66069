import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../platform/db.ts';

// The demo reader's own reading (issue 17): so that the centre's reading
// statistics and 阅读年报 of 13800000001 show something on a fresh clone,
// about 13 months of reading days — a book at a time, 15 to 75 minutes a
// day, most books read to the end — written to the reading log as demo rows
// (reading_days.demo: the pages say 演示) with the books' footprints. And
// the library's answers to the demo 荐购 (演示), so 我的荐购 shows a state.
// Written once; the demo and full seeds only.

const SEED_RUN = 'demo-reading';
const READER = '13800000001';
const DAYS = 400;

/** mulberry32: the same history on every clone. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface DayRow {
  daysAgo: number;
  contentId: number;
  seconds: number;
  process: number;
}

/** The demo reader's days: the last week unbroken (a current streak), earlier days now and then. */
export function planDemoReading(bookIds: readonly number[], seed = 20_261_126): DayRow[] {
  const next = random(seed);
  const rows: DayRow[] = [];
  let book = 0;
  let process = 0;
  // hours a book takes, drawn per book
  let hours = 4 + next() * 8;
  for (let daysAgo = DAYS; daysAgo >= 0 && book < bookIds.length; daysAgo -= 1) {
    const chance = daysAgo <= 6 ? 1 : daysAgo < 90 ? 0.6 : 0.35;
    if (next() >= chance) continue;
    const seconds = 60 * Math.round(15 + next() * 60);
    process = Math.min(1, process + seconds / (hours * 3600));
    // now and then a book is put down half read
    const abandoned = process > 0.3 && process < 0.6 && next() < 0.08;
    rows.push({ daysAgo, contentId: bookIds[book]!, seconds, process: Number(process.toFixed(4)) });
    if (process >= 1 || abandoned) {
      book += 1;
      process = 0;
      hours = 4 + next() * 8;
    }
  }
  return rows;
}

/** Writes the demo reader's reading once; answers whether it wrote. */
export async function writeDemoReading(db: Db): Promise<boolean> {
  const [done] = await selectRows<{ name: string }>(
    db,
    sql`SELECT name FROM seed_runs WHERE name = ${SEED_RUN}`,
  );
  if (done) return false;
  const [reader] = await selectRows<{ id: number }>(
    db,
    sql`SELECT id::int AS id FROM users WHERE mobile_number = ${READER}`,
  );
  // e-books with a 中图法 class and a cover, the most read first, so the report's classes vary
  const books = await selectRows<{ id: number }>(
    db,
    sql`SELECT c.id::int AS id FROM contents c
         WHERE c.object_type = 104 AND c.cover_sha256 IS NOT NULL
           AND EXISTS (SELECT 1 FROM content_categories cc WHERE cc.content_id = c.id)
         ORDER BY c.read_count DESC, c.id LIMIT 60`,
  );
  if (!reader || books.length === 0) return false;
  const rows = planDemoReading(books.map((book) => book.id));
  const list = (values: readonly number[]) => `{${values.join(',')}}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO reading_days (user_id, day, content_id, seconds, process, last_at, demo)
      SELECT ${reader.id}, ((now() AT TIME ZONE 'UTC') + interval '8 hours')::date - d.ago, d.content_id,
             d.seconds, d.process, now() - (d.ago || ' days')::interval, true
        FROM unnest(${list(rows.map((r) => r.daysAgo))}::int[], ${list(rows.map((r) => r.contentId))}::bigint[],
                    ${list(rows.map((r) => r.seconds))}::int[], ${list(rows.map((r) => r.process))}::real[])
             AS d(ago, content_id, seconds, process)
      ON CONFLICT DO NOTHING`);
    // each book's footprint at its last reading day's progress (a real footprint is kept)
    await tx.execute(sql`INSERT INTO user_histories
        (user_id, action_type, object_id, object_type, title, process, created_at, updated_at)
      SELECT ${reader.id}, 1, c.id, c.object_type, c.title, last.process,
             now() - (last.first_ago || ' days')::interval, now() - (last.ago || ' days')::interval
        FROM (SELECT DISTINCT ON (content_id) content_id, process, day,
                     (((now() AT TIME ZONE 'UTC') + interval '8 hours')::date - day) AS ago,
                     (SELECT ((now() AT TIME ZONE 'UTC') + interval '8 hours')::date - min(r2.day)
                        FROM reading_days r2 WHERE r2.user_id = r.user_id AND r2.content_id = r.content_id)
                       AS first_ago
                FROM reading_days r WHERE user_id = ${reader.id} AND demo
               ORDER BY content_id, day DESC) last
        JOIN contents c ON c.id = last.content_id
      ON CONFLICT (user_id, action_type, object_id) WHERE action_type IN (1, 4) DO NOTHING`);
    // the library answered the teacher's demo 荐购 of 诗经 five days after it was made (演示)
    await tx.execute(sql`UPDATE recommendations r SET state = 2,
        reply = '已采购入藏，可到馆借阅或在线阅读（演示）',
        created_at = now() - interval '8 days', updated_at = now() - interval '8 days',
        replied_at = now() - interval '3 days'
      FROM users u, contents c
      WHERE u.id = r.user_id AND c.id = r.content_id AND u.mobile_number = '13800000003'
        AND c.slug = 'shijing' AND r.state = 0`);
    await tx.execute(sql`INSERT INTO seed_runs (name) VALUES (${SEED_RUN}) ON CONFLICT DO NOTHING`);
  });
  return true;
}
