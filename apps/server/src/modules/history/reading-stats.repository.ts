import { sql, type SQL } from 'drizzle-orm';
import { READING_GAP_CAP_SECONDS } from '@moyue/contracts/api/center';
import { BOOK_FINISHED_PROCESS } from '@moyue/contracts/api/points';
import { HierarchyName } from '@moyue/contracts/api/search';
import { selectRows, type Executor } from '../../platform/db.ts';
import {
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_JOIN,
  type ContentCardRow,
} from '../engagement/index.ts';

/** Today as an Asia/Shanghai day (UTC+8 all year: China keeps no summer time). */
export const SHANGHAI_TODAY = sql.raw(`((now() AT TIME ZONE 'UTC') + interval '8 hours')::date`);

export interface StreakRow {
  days: number;
  /** 'YYYY-MM-DD' */
  lastDay: string;
}

export interface ReadingTotalsRow {
  totalSeconds: number;
  todaySeconds: number;
  readingDays: number;
  finishedBooks: number;
  readingBooks: number;
  demo: boolean;
}

export interface YearTotalsRow {
  totalSeconds: number;
  readingDays: number;
  booksRead: number;
  finishedBooks: number;
  demo: boolean;
}

export interface MonthRow {
  month: number;
  seconds: number;
  days: number;
}

export interface ClassRow {
  title: string | null;
  seconds: number;
  books: number;
}

export interface TopBookRow extends ContentCardRow {
  seconds: number;
}

/** SQL of reading_days: the day-by-day reading log the statistics and the year report add up. */
export class ReadingStatsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Notes a progress report of an item on today's log: the time since the
   * last report of the same item today is added, up to the cap.
   */
  async log(userId: number, contentId: number, process: number, tx: Executor = this.db) {
    await tx.execute(sql`INSERT INTO reading_days (user_id, day, content_id, seconds, process, last_at)
      VALUES (${userId}, ${SHANGHAI_TODAY}, ${contentId}, 0, ${process}, now())
      ON CONFLICT (user_id, day, content_id) DO UPDATE
        SET seconds = reading_days.seconds + LEAST(GREATEST(
              extract(epoch FROM now() - reading_days.last_at), 0), ${READING_GAP_CAP_SECONDS})::int,
            process = EXCLUDED.process, last_at = now()`);
  }

  async totals(userId: number): Promise<ReadingTotalsRow> {
    const [row] = await selectRows<ReadingTotalsRow>(
      this.db,
      sql`SELECT coalesce(sum(seconds), 0)::int AS "totalSeconds",
                 coalesce(sum(seconds) FILTER (WHERE day = ${SHANGHAI_TODAY}), 0)::int AS "todaySeconds",
                 count(DISTINCT day)::int AS "readingDays",
                 (SELECT count(*)::int FROM user_histories
                   WHERE user_id = ${userId} AND action_type = 1
                     AND process >= ${BOOK_FINISHED_PROCESS}) AS "finishedBooks",
                 (SELECT count(DISTINCT rd.content_id)::int FROM reading_days rd
                   WHERE rd.user_id = ${userId} AND NOT EXISTS (
                     SELECT 1 FROM user_histories h WHERE h.user_id = rd.user_id AND h.action_type = 1
                        AND h.object_id = rd.content_id AND h.process >= ${BOOK_FINISHED_PROCESS}))
                   AS "readingBooks",
                 coalesce(bool_or(demo), false) AS demo
            FROM reading_days WHERE user_id = ${userId}`,
    );
    if (!row) throw new Error('reading totals not computed');
    return row;
  }

  /** Runs of consecutive reading days (optionally within [from, to]), each with its length and last day. */
  streaks(userId: number, range?: { from: string; to: string }): Promise<StreakRow[]> {
    const within: SQL = range
      ? sql`AND day BETWEEN ${range.from}::date AND ${range.to}::date`
      : sql``;
    return selectRows<StreakRow>(
      this.db,
      sql`WITH days AS (SELECT DISTINCT day FROM reading_days WHERE user_id = ${userId} ${within}),
               runs AS (SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run FROM days)
          SELECT count(*)::int AS days, to_char(max(day), 'YYYY-MM-DD') AS "lastDay"
            FROM runs GROUP BY run`,
    );
  }

  /** Today and yesterday as Shanghai days. */
  async today(): Promise<{ today: string; yesterday: string }> {
    const [row] = await selectRows<{ today: string; yesterday: string }>(
      this.db,
      sql`SELECT to_char(${SHANGHAI_TODAY}, 'YYYY-MM-DD') AS today,
                 to_char(${SHANGHAI_TODAY} - 1, 'YYYY-MM-DD') AS yesterday`,
    );
    if (!row) throw new Error('no clock');
    return row;
  }

  async years(userId: number): Promise<number[]> {
    const rows = await selectRows<{ year: number }>(
      this.db,
      sql`SELECT DISTINCT extract(year FROM day)::int AS year FROM reading_days
           WHERE user_id = ${userId} ORDER BY year DESC`,
    );
    return rows.map((row) => row.year);
  }

  async yearTotals(userId: number, from: string, to: string): Promise<YearTotalsRow> {
    const [row] = await selectRows<YearTotalsRow>(
      this.db,
      sql`SELECT coalesce(sum(seconds), 0)::int AS "totalSeconds",
                 count(DISTINCT day)::int AS "readingDays",
                 count(DISTINCT content_id)::int AS "booksRead",
                 count(DISTINCT content_id) FILTER (WHERE process >= ${BOOK_FINISHED_PROCESS})::int
                   AS "finishedBooks",
                 coalesce(bool_or(demo), false) AS demo
            FROM reading_days WHERE user_id = ${userId} AND day BETWEEN ${from}::date AND ${to}::date`,
    );
    if (!row) throw new Error('year totals not computed');
    return row;
  }

  months(userId: number, from: string, to: string): Promise<MonthRow[]> {
    return selectRows<MonthRow>(
      this.db,
      sql`SELECT extract(month FROM day)::int AS month, sum(seconds)::int AS seconds,
                 count(DISTINCT day)::int AS days
            FROM reading_days WHERE user_id = ${userId} AND day BETWEEN ${from}::date AND ${to}::date
           GROUP BY 1 ORDER BY 1`,
    );
  }

  /** Time by the top-level 中图法 class of each item (null: the item has none). */
  classes(userId: number, from: string, to: string): Promise<ClassRow[]> {
    return selectRows<ClassRow>(
      this.db,
      sql`WITH RECURSIVE roots AS (
            SELECT id, id AS root FROM categories
             WHERE hierarchy = ${HierarchyName.Clc} AND parent_id IS NULL
            UNION ALL
            SELECT c.id, roots.root FROM categories c JOIN roots ON c.parent_id = roots.id),
          per_item AS (
            SELECT rd.content_id, sum(rd.seconds)::int AS seconds,
                   (SELECT min(r.root) FROM content_categories cc JOIN roots r ON r.id = cc.category_id
                     WHERE cc.content_id = rd.content_id) AS root
              FROM reading_days rd
             WHERE rd.user_id = ${userId} AND rd.day BETWEEN ${from}::date AND ${to}::date
             GROUP BY rd.content_id)
          SELECT cat.title, sum(p.seconds)::int AS seconds, count(*)::int AS books
            FROM per_item p LEFT JOIN categories cat ON cat.id = p.root
           GROUP BY cat.title ORDER BY seconds DESC, books DESC`,
    );
  }

  topBooks(userId: number, from: string, to: string, limit: number): Promise<TopBookRow[]> {
    return selectRows<TopBookRow>(
      this.db,
      sql`SELECT t.seconds, ${CONTENT_CARD_COLUMNS}
            FROM (SELECT content_id, sum(seconds)::int AS seconds FROM reading_days
                   WHERE user_id = ${userId} AND day BETWEEN ${from}::date AND ${to}::date
                   GROUP BY content_id) t
            JOIN contents c ON c.id = t.content_id ${CONTENT_CARD_JOIN}
           ORDER BY t.seconds DESC, c.id LIMIT ${limit}`,
    );
  }
}
