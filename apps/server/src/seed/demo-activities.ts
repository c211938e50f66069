import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../platform/db.ts';

// The demo reading activity (issue 17): finishing the platform's 四书入门
// list — four short books — earns its rare digital book card. Idempotent.

export const DEMO_ACTIVITIES = [
  {
    externalId: 'activity-demo-sishu',
    title: '四书共读 · 稀有书卡活动',
    cardTitle: '四书 · 稀有数字书卡',
    readingList: 'list-confucian-classics',
  },
] as const;

/** Writes the demo activities whose reading list exists; keeps what exists. Answers how many were added. */
export async function writeDemoActivities(db: Db): Promise<number> {
  let added = 0;
  for (const [index, activity] of DEMO_ACTIVITIES.entries()) {
    const rows = await selectRows<{ id: number }>(
      db,
      sql`INSERT INTO reading_activities (external_id, title, card_title, reading_list_id, sort_order)
      SELECT ${activity.externalId}, ${activity.title}, ${activity.cardTitle}, rl.id, ${index}
        FROM reading_lists rl WHERE rl.external_id = ${activity.readingList}
      ON CONFLICT (external_id) DO NOTHING RETURNING id::int AS id`,
    );
    added += rows.length;
  }
  return added;
}
