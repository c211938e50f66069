import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import {
  AUTHOR_COLUMNS,
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_JOIN,
  wireTime,
  type AuthorRow,
  type ContentCardRow,
} from './engagement.sql.ts';

/** One of the reader's own comments with the card of the item it is on (card columns keep their names). */
export interface MyCommentRow extends ContentCardRow {
  commentId: number;
  score: number;
  contents: string;
  createTime: string;
}

export interface CommentRow extends AuthorRow {
  id: number;
  score: number;
  contents: string;
  createTime: string;
}

/** A retry of the same comment within this window answers the stored one instead of a second copy. */
const RETRY_WINDOW = '2 minutes';
/** First key of the per-user advisory lock that serialises a user's comment posts. */
const COMMENT_LOCK_SPACE = 5_011;

const SELECT_COMMENT = sql`SELECT cm.id::int AS id, cm.score, cm.contents,
    ${wireTime('cm.created_at')} AS "createTime", ${AUTHOR_COLUMNS}
  FROM comments cm JOIN users u ON u.id = cm.user_id`;

/** SQL of comments. */
export class CommentRepository {
  constructor(private readonly db: Executor) {}

  /** A page of an item's comments, newest first, with their count and mean score. */
  async page(
    contentId: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; average: number; items: CommentRow[] }> {
    const [stats] = await selectRows<{ total: number; average: number | null }>(
      this.db,
      sql`SELECT count(*)::int AS total, avg(score)::float8 AS average
            FROM comments WHERE content_id = ${contentId}`,
    );
    const items = await selectRows<CommentRow>(
      this.db,
      sql`${SELECT_COMMENT} WHERE cm.content_id = ${contentId}
          ORDER BY cm.created_at DESC, cm.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: stats?.total ?? 0, average: stats?.average ?? 0, items };
  }

  /**
   * Stores a comment. The same user sending the same text and score on the
   * same item again within the retry window gets the stored comment back (a
   * double click or a network retry makes one comment); a user who posted
   * `burst.limit` comments within `burst.minutes` gets 'limited'. One
   * transaction, serialised per user, so concurrent retries cannot slip past.
   */
  async create(
    input: {
      userId: number;
      contentId: number;
      objectType: number;
      score: number;
      contents: string;
    },
    burst: { limit: number; minutes: number },
  ): Promise<CommentRow | 'limited'> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${COMMENT_LOCK_SPACE}, ${input.userId}::int)`,
      );
      const [retried] = await selectRows<CommentRow>(
        tx,
        sql`${SELECT_COMMENT} WHERE cm.user_id = ${input.userId} AND cm.content_id = ${input.contentId}
              AND cm.score = ${input.score} AND cm.contents = ${input.contents}
              AND cm.created_at > now() - ${RETRY_WINDOW}::interval
            ORDER BY cm.id DESC LIMIT 1`,
      );
      if (retried) return retried;
      const [recent] = await selectRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM comments
             WHERE user_id = ${input.userId} AND created_at > now() - ${`${burst.minutes} minutes`}::interval`,
      );
      if ((recent?.n ?? 0) >= burst.limit) return 'limited';
      const [inserted] = await selectRows<{ id: number }>(
        tx,
        sql`INSERT INTO comments (user_id, content_id, object_type, score, contents)
            VALUES (${input.userId}, ${input.contentId}, ${input.objectType}, ${input.score}, ${input.contents})
            RETURNING id::int AS id`,
      );
      const [row] = await selectRows<CommentRow>(
        tx,
        sql`${SELECT_COMMENT} WHERE cm.id = ${inserted?.id ?? 0}`,
      );
      if (!row) throw new Error('comment not stored');
      return row;
    });
  }

  /** A page of the user's own comments, newest first, each with its item's card. */
  async mine(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; items: MyCommentRow[] }> {
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM comments WHERE user_id = ${userId}`,
    );
    const items = await selectRows<MyCommentRow>(
      this.db,
      sql`SELECT cm.id::int AS "commentId", cm.score, cm.contents,
                 ${wireTime('cm.created_at')} AS "createTime", ${CONTENT_CARD_COLUMNS}
            FROM comments cm JOIN contents c ON c.id = cm.content_id ${CONTENT_CARD_JOIN}
           WHERE cm.user_id = ${userId}
           ORDER BY cm.created_at DESC, cm.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: counted?.total ?? 0, items };
  }

  /**
   * Deletes the user's own comment: 'deleted', 'gone' when no such comment
   * exists (already deleted: a retry), 'not-yours' when another user wrote it.
   */
  async deleteOwn(userId: number, id: number): Promise<'deleted' | 'gone' | 'not-yours'> {
    const [deleted] = await selectRows<{ id: number }>(
      this.db,
      sql`DELETE FROM comments WHERE id = ${id} AND user_id = ${userId} RETURNING id::int AS id`,
    );
    if (deleted) return 'deleted';
    const [other] = await selectRows<{ id: number }>(
      this.db,
      sql`SELECT id::int AS id FROM comments WHERE id = ${id}`,
    );
    return other ? 'not-yours' : 'gone';
  }
}
