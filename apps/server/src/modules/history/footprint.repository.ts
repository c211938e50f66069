import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import {
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_JOIN,
  wireTime,
  type ContentCardRow,
} from '../engagement/index.ts';
import { ReadingStatsRepository } from './reading-stats.repository.ts';

/** A footprint with its content card (the card's columns keep their names: id is the content's). */
export interface FootprintRow extends ContentCardRow {
  historyId: number;
  historyTitle: string;
  createTime: string;
  process: number;
  fileId: number;
  isOnShelf: boolean;
}

export interface ProgressRow {
  id: number;
  process: number;
  fileId: number;
  updateTime: string;
}

/** SQL of the per-item records of user_histories: footprints with progress (1) and shares (4). */
export class FootprintRepository {
  constructor(private readonly db: Executor) {}

  /**
   * One record per user, action and item: the first visit creates it, later
   * ones move it to the top and update what they carry (a progress left out
   * keeps the stored one). A report with a progress also goes on the day's
   * reading log, in the same transaction.
   */
  async record(input: {
    userId: number;
    actionType: number;
    contentId: number;
    objectType: number;
    title: string;
    process: number | null;
    fileId: number | null;
  }): Promise<ProgressRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await selectRows<ProgressRow>(
        tx,
        sql`INSERT INTO user_histories (user_id, action_type, object_id, object_type, title, process, file_id)
            VALUES (${input.userId}, ${input.actionType}, ${input.contentId}, ${input.objectType}, ${input.title},
                    ${input.process ?? 0}, ${input.fileId ?? 0})
            ON CONFLICT (user_id, action_type, object_id) WHERE action_type IN (1, 4) DO UPDATE
              SET updated_at = now(), title = EXCLUDED.title, object_type = EXCLUDED.object_type,
                  process = coalesce(${input.process}::real, user_histories.process),
                  file_id = coalesce(${input.fileId}::bigint, user_histories.file_id)
            RETURNING id::int AS id, process::float8 AS process, file_id::int AS "fileId",
                      ${wireTime('updated_at')} AS "updateTime"`,
      );
      if (!row) throw new Error('history record not stored');
      // a progress report is reading: the day's log adds the time since the last one
      if (input.actionType === 1 && input.process !== null)
        await new ReadingStatsRepository(tx).log(input.userId, input.contentId, row.process);
      return row;
    });
  }

  async progress(userId: number, contentId: number): Promise<ProgressRow | null> {
    const [row] = await selectRows<ProgressRow>(
      this.db,
      sql`SELECT id::int AS id, process::float8 AS process, file_id::int AS "fileId",
                 ${wireTime('updated_at')} AS "updateTime"
            FROM user_histories WHERE user_id = ${userId} AND action_type = 1 AND object_id = ${contentId}`,
    );
    return row ?? null;
  }

  /** The user's footprints, newest first, of the given object types (null: all). */
  async footprints(
    userId: number,
    objectTypes: readonly number[] | null,
    offset: number,
    limit: number,
  ): Promise<{ total: number; items: FootprintRow[] }> {
    const types = objectTypes ? `{${objectTypes.map((t) => Math.trunc(t)).join(',')}}` : null;
    const scope = sql`h.user_id = ${userId} AND h.action_type = 1
      AND (${types}::int[] IS NULL OR c.object_type = ANY(${types}::int[]))`;
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM user_histories h JOIN contents c ON c.id = h.object_id WHERE ${scope}`,
    );
    const items = await selectRows<FootprintRow>(
      this.db,
      sql`SELECT h.id::int AS "historyId", h.title AS "historyTitle", ${wireTime('h.updated_at')} AS "createTime",
                 h.process::float8 AS process, h.file_id::int AS "fileId",
                 EXISTS (SELECT 1 FROM bookshelf_items b WHERE b.user_id = h.user_id AND b.content_id = c.id)
                   AS "isOnShelf",
                 ${CONTENT_CARD_COLUMNS}
            FROM user_histories h JOIN contents c ON c.id = h.object_id ${CONTENT_CARD_JOIN}
           WHERE ${scope}
           ORDER BY h.updated_at DESC, h.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: counted?.total ?? 0, items };
  }
}
