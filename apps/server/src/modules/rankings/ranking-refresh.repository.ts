import { sql } from 'drizzle-orm';
import { selectRows, type Db, type Executor } from '../../platform/db.ts';

/** A timestamptz as its China (UTC+8) day. */
const chinaDay = (column: string) =>
  sql.raw(`((${column} AT TIME ZONE 'UTC') + interval '8 hours')::date`);

/**
 * How far back each refresh reads again: a transaction that committed late
 * with an older timestamp is still seen; ranking_events counts it once.
 */
const OVERLAP = sql.raw(`interval '5 minutes'`);

/** One refresh's outcome. */
export interface RefreshOutcome {
  /** new (reader, item, day) events and (keyword, reader, day) searches counted */
  added: number;
}

/**
 * SQL of the rankings' rollup: reads the events written since the watermark
 * (footprints, shelves, orders, searches), counts each once, and rebuilds the
 * small totals tables the boards read.
 */
export class RankingRefreshRepository {
  constructor(private readonly db: Db) {}

  /** One incremental refresh in one transaction; waits while another process runs one. */
  async refresh(): Promise<RefreshOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext('moyue.rankings.' || current_schema()))`,
      );
      const [state] = await selectRows<{ until: string; stale: boolean }>(
        tx,
        sql`SELECT now()::text AS until,
                   (refreshed_at IS NULL OR ${chinaDay('refreshed_at')} <> ${chinaDay('now()')}) AS stale
              FROM ranking_state WHERE id = 1 FOR UPDATE`,
      );
      const added = (await this.addEvents(tx)) + (await this.addSearches(tx));
      // Totals move with new events, and with the day (a week is the last 7 days).
      const rebuild = added > 0 || state?.stale !== false;
      if (rebuild) await this.rebuildTotals(tx);
      await tx.execute(
        sql`UPDATE ranking_state
               SET histories_after = greatest(histories_after, coalesce(
                     (SELECT max(updated_at) FROM user_histories
                       WHERE action_type IN (1, 2) AND updated_at > histories_after - ${OVERLAP}),
                     histories_after)),
                   shelves_after = greatest(shelves_after, coalesce(
                     (SELECT max(created_at) FROM bookshelf_items WHERE created_at > shelves_after - ${OVERLAP}),
                     shelves_after)),
                   orders_after = greatest(orders_after, coalesce(
                     (SELECT max(created_at) FROM orders WHERE created_at > orders_after - ${OVERLAP}),
                     orders_after)),
                   -- when the boards last changed: the version their kept answers go by
                   refreshed_at = CASE WHEN ${rebuild} THEN now() ELSE refreshed_at END
             WHERE id = 1`,
      );
      return { added };
    });
  }

  private async addEvents(tx: Executor): Promise<number> {
    const rows = await selectRows<{ added: number }>(
      tx,
      sql`WITH st AS (SELECT * FROM ranking_state WHERE id = 1),
          fresh AS (
            SELECT 1 AS kind, h.object_id AS content_id, h.user_id, ${chinaDay('h.updated_at')} AS day
              FROM user_histories h, st
             WHERE h.action_type = 1 AND h.object_id IS NOT NULL
               AND h.updated_at > st.histories_after - ${OVERLAP}
            UNION ALL
            SELECT 2, b.content_id, b.user_id, ${chinaDay('b.created_at')}
              FROM bookshelf_items b, st WHERE b.created_at > st.shelves_after - ${OVERLAP}
            UNION ALL
            SELECT 3, o.content_id, o.user_id, ${chinaDay('o.created_at')}
              FROM orders o, st WHERE o.created_at > st.orders_after - ${OVERLAP}
          ),
          added AS (
            INSERT INTO ranking_events (kind, content_id, user_id, day, organization_id)
            SELECT f.kind, f.content_id, f.user_id, f.day, coalesce(uo.organization_id, 0)
              FROM fresh f
              JOIN contents c ON c.id = f.content_id
              LEFT JOIN user_organizations uo ON uo.user_id = f.user_id
            ON CONFLICT DO NOTHING
            RETURNING kind, content_id, organization_id, day
          ),
          counted AS (
            INSERT INTO ranking_daily (day, organization_id, content_id, reads, shelves, orders)
            SELECT day, organization_id, content_id,
                   count(*) FILTER (WHERE kind = 1), count(*) FILTER (WHERE kind = 2),
                   count(*) FILTER (WHERE kind = 3)
              FROM added GROUP BY day, organization_id, content_id
            ON CONFLICT (day, organization_id, content_id) DO UPDATE
              SET reads = ranking_daily.reads + excluded.reads,
                  shelves = ranking_daily.shelves + excluded.shelves,
                  orders = ranking_daily.orders + excluded.orders
            RETURNING 1
          )
          SELECT (SELECT count(*)::int FROM added) AS added`,
    );
    return rows[0]?.added ?? 0;
  }

  private async addSearches(tx: Executor): Promise<number> {
    const rows = await selectRows<{ added: number }>(
      tx,
      sql`WITH st AS (SELECT * FROM ranking_state WHERE id = 1),
          added AS (
            INSERT INTO ranking_search_events (keyword, user_id, day)
            SELECT h.title, h.user_id, ${chinaDay('h.updated_at')}
              FROM user_histories h, st
             WHERE h.action_type = 2 AND h.title <> ''
               AND h.updated_at > st.histories_after - ${OVERLAP}
            ON CONFLICT DO NOTHING
            RETURNING keyword, day
          ),
          counted AS (
            INSERT INTO ranking_search_daily (day, keyword, searches)
            SELECT day, keyword, count(*) FROM added GROUP BY day, keyword
            ON CONFLICT (day, keyword) DO UPDATE
              SET searches = ranking_search_daily.searches + excluded.searches
            RETURNING 1
          )
          SELECT (SELECT count(*)::int FROM added) AS added`,
    );
    return rows[0]?.added ?? 0;
  }

  private async rebuildTotals(tx: Executor): Promise<void> {
    const periods = sql.raw(
      `(VALUES (1, 7), (2, 30), (3, NULL)) p(period, days)
         ON p.days IS NULL OR d.day > ((now() AT TIME ZONE 'UTC') + interval '8 hours')::date - p.days`,
    );
    await tx.execute(sql`DELETE FROM ranking_totals`);
    await tx.execute(
      sql`INSERT INTO ranking_totals
            (period, organization_id, content_id, object_type, reads, shelves, orders, score)
          SELECT p.period,
                 CASE WHEN grouping(d.organization_id) = 1 THEN 0 ELSE d.organization_id END,
                 d.content_id, c.object_type,
                 sum(d.reads), sum(d.shelves), sum(d.orders),
                 sum(d.reads + 3 * d.shelves + 5 * d.orders)
            FROM ranking_daily d JOIN ${periods}
            JOIN contents c ON c.id = d.content_id
           GROUP BY GROUPING SETS ((p.period, d.content_id, c.object_type, d.organization_id),
                                   (p.period, d.content_id, c.object_type))
          HAVING grouping(d.organization_id) = 1 OR d.organization_id <> 0`,
    );
    await tx.execute(sql`DELETE FROM ranking_organization_totals`);
    await tx.execute(
      sql`INSERT INTO ranking_organization_totals (period, organization_id, reads, readers, books)
          SELECT p.period, d.organization_id, count(*), count(DISTINCT d.user_id),
                 count(DISTINCT d.content_id)
            FROM ranking_events d JOIN ${periods}
            JOIN organizations o ON o.id = d.organization_id
           WHERE d.kind = 1
           GROUP BY p.period, d.organization_id`,
    );
    await tx.execute(sql`DELETE FROM ranking_keyword_totals`);
    await tx.execute(
      sql`INSERT INTO ranking_keyword_totals (period, keyword, searches)
          SELECT p.period, d.keyword, sum(d.searches)
            FROM ranking_search_daily d JOIN ${periods}
           GROUP BY p.period, d.keyword`,
    );
    // Fresh statistics for the boards' plans: the rebuild replaced every row.
    await tx.execute(
      sql`ANALYZE ranking_totals, ranking_organization_totals, ranking_keyword_totals`,
    );
  }

  /** The demo seed marks the boards 演示 (it wrote reading history). */
  async markDemo(): Promise<void> {
    await this.db.execute(sql`UPDATE ranking_state SET demo = true WHERE id = 1`);
  }
}
