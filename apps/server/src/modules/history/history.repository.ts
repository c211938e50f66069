import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';

export interface HistoryRow {
  id: number;
  title: string;
  createTime: string;
}

/** SQL of user_histories. */
export class HistoryRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Keeps a search keyword once per user, newest first, and only the newest
   * `keep` of them; one statement each, in one transaction (a retry only
   * moves the keyword to the top again).
   */
  async recordSearch(userId: number, keyword: string, keep: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO user_histories (user_id, action_type, title)
        VALUES (${userId}, 2, ${keyword})
        ON CONFLICT (user_id, title) WHERE action_type = 2 DO UPDATE SET updated_at = now()`);
      await tx.execute(sql`DELETE FROM user_histories WHERE id IN (
        SELECT id FROM user_histories WHERE user_id = ${userId} AND action_type = 2
         ORDER BY updated_at DESC, id DESC OFFSET ${keep})`);
    });
  }

  async list(
    userId: number,
    actionType: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; items: HistoryRow[] }> {
    const [row] = await selectRows<{ total: number; items: HistoryRow[] }>(
      this.db,
      sql`SELECT
        (SELECT count(*)::int FROM user_histories WHERE user_id = ${userId} AND action_type = ${actionType}) AS total,
        (SELECT coalesce(json_agg(json_build_object('id', h.id, 'title', h.title,
            'createTime', to_char((h.updated_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS'))
            ORDER BY h.updated_at DESC, h.id DESC), '[]'::json)
           FROM (SELECT * FROM user_histories WHERE user_id = ${userId} AND action_type = ${actionType}
                  ORDER BY updated_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}) h) AS items`,
    );
    return row ?? { total: 0, items: [] };
  }

  /** Deletes the user's records of one action: all of them, or those of `ids` (others' ids are ignored). */
  async delete(userId: number, actionType: number, ids: number[] | 'all'): Promise<number> {
    const deleted = await selectRows<{ id: number }>(
      this.db,
      ids === 'all'
        ? sql`DELETE FROM user_histories WHERE user_id = ${userId} AND action_type = ${actionType} RETURNING id`
        : sql`DELETE FROM user_histories WHERE user_id = ${userId} AND action_type = ${actionType}
               AND id = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]) RETURNING id`,
    );
    return deleted.length;
  }
}
