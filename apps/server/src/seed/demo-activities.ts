import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../platform/db.ts';

// The demo reading activities (issues 17 and 20, all marked 演示): each names a
// themed reading list whose reading earns its rare digital book card. One is
// under way (四书), one has ended (诗经), one is to come and belongs to the
// demo library (/areaActivity). Periods are set relative to the seeding day.
// Idempotent: an activity written before keeps its period and participants.

export interface DemoActivity {
  externalId: string;
  title: string;
  cardTitle: string;
  readingList: string;
  theme: string;
  themeText: string;
  rules: string[];
  /** days from the seeding day */
  startsInDays: number;
  endsInDays: number;
  organization: string | null;
}

const COMMON_RULES = [
  '点击“参加活动”报名，报名后阅读书单中的图书，进度自动记录。',
  '每本书读到 95% 以上记为读完，排行按读完本数、总进度和先后排列。',
  '读完书单全部图书即获得本活动的稀有数字书卡，可在个人中心“卡包”查看。',
];

export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    externalId: 'activity-demo-sishu',
    title: '四书共读 · 稀有书卡活动',
    cardTitle: '四书 · 稀有数字书卡',
    readingList: 'list-confucian-classics',
    theme: '儒家四书',
    themeText:
      '《大学》讲修身齐家，《中庸》讲中和之道，《论语》记孔子言行，《孟子》论仁政与性善。\n' +
      '四部书篇幅都不长，按《大学》《中庸》《论语》《孟子》的次序读，是朱熹以来公认的入门路径。',
    rules: [...COMMON_RULES, '活动期间每天读一点即可，不必一次读完。'],
    startsInDays: -7,
    endsInDays: 53,
    organization: null,
  },
  {
    externalId: 'activity-demo-shijing',
    title: '诗经三百 · 春日共读',
    cardTitle: '诗经 · 稀有数字书卡',
    readingList: 'list-shijing',
    theme: '风雅颂',
    themeText:
      '《诗经》收西周初年至春秋中叶诗歌三百零五篇，分风、雅、颂三部分。\n' +
      '本期共读从《国风》的民歌读起，再读《小雅》《大雅》与《颂》，体会“诗言志”。',
    rules: COMMON_RULES,
    startsInDays: -120,
    endsInDays: -30,
    organization: null,
  },
  {
    externalId: 'activity-demo-library-pre-qin',
    title: '示范图书馆 · 先秦典籍读书月',
    cardTitle: '先秦典籍 · 稀有数字书卡',
    readingList: 'list-demo-library-pre-qin',
    theme: '先秦典籍',
    themeText:
      '示范图书馆馆员从馆藏中选出六部先秦经典，由《论语》《孟子》到《诗经》《楚辞》，' +
      '作为本馆读者的通识阅读书单。',
    rules: [...COMMON_RULES, '本活动面向示范图书馆的读者，在馆内网络或绑定本馆后均可参加。'],
    startsInDays: 10,
    endsInDays: 70,
    organization: 'org-demo-library',
  },
];

/** Midnight (Asia/Shanghai) of the day `days` from today; an end is the minute before it. */
const chinaMidnight = (days: number) =>
  sql`(date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') + ${`${days} days`}::interval)
        AT TIME ZONE 'Asia/Shanghai'`;
const inDays = (days: number) => chinaMidnight(days);
const endOfDay = (days: number) => sql`${chinaMidnight(days + 1)} - interval '1 minute'`;

/** Writes the demo activities whose reading list exists; keeps what exists. Answers how many were added. */
export async function writeDemoActivities(db: Db): Promise<number> {
  let added = 0;
  for (const [index, activity] of DEMO_ACTIVITIES.entries()) {
    const rows = await selectRows<{ id: number }>(
      db,
      sql`INSERT INTO reading_activities (external_id, title, card_title, reading_list_id, sort_order,
            theme, theme_text, rules, starts_at, ends_at, organization_id, is_demo)
      SELECT ${activity.externalId}, ${activity.title}, ${activity.cardTitle}, rl.id, ${index},
             ${activity.theme}, ${activity.themeText}, ${activity.rules.join('\n')},
             ${inDays(activity.startsInDays)}, ${endOfDay(activity.endsInDays)},
             (SELECT o.id FROM organizations o WHERE o.external_id = ${activity.organization}), true
        FROM reading_lists rl WHERE rl.external_id = ${activity.readingList}
      ON CONFLICT (external_id) DO NOTHING RETURNING id::int AS id`,
    );
    added += rows.length;
    // An activity seeded before it had a theme (issue 17) gets its theme and rules once.
    await db.execute(sql`UPDATE reading_activities
        SET theme = ${activity.theme}, theme_text = ${activity.themeText},
            rules = ${activity.rules.join('\n')}, is_demo = true
      WHERE external_id = ${activity.externalId} AND theme = ''`);
  }
  return added;
}

/**
 * The demo readers (演示读者, demo history) who have read a book of a demo
 * activity's list take part in it, so that its leaderboard shows their real
 * (demo) progress. Not for activities still to come. Idempotent.
 */
export async function writeDemoParticipants(db: Db): Promise<number> {
  const rows = await selectRows<{ added: number }>(
    db,
    sql`INSERT INTO activity_participants (activity_id, user_id, joined_at)
        SELECT a.id, u.id, a.starts_at + interval '1 day'
          FROM reading_activities a
          JOIN users u ON u.external_id LIKE 'u-demo-reader-%'
         WHERE a.is_demo AND a.starts_at <= now()
           AND EXISTS (SELECT 1 FROM user_histories h
                         JOIN reading_list_contents x
                           ON x.content_id = h.object_id AND x.reading_list_id = a.reading_list_id
                        WHERE h.user_id = u.id AND h.action_type = 1)
        ON CONFLICT (activity_id, user_id) DO NOTHING RETURNING 1 AS added`,
  );
  return rows.length;
}
