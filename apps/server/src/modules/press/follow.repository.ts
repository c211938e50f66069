import { sql, type SQL } from 'drizzle-orm';
import type { FollowTargetType } from '@moyue/contracts/api/press';
import { selectRows, type Executor } from '../../platform/db.ts';
import { BOOK_COLUMNS, BOOK_COVER_JOIN, NEWEST_ORDER, type BookRow } from './press.repository.ts';

export interface FollowRow {
  targetType: FollowTargetType;
  targetKey: string;
  title: string;
  followNumber: number;
  followTime: string;
}

export interface NewContentRow {
  title: string;
  author: string;
  pressId: number | null;
  pressTitle: string | null;
}

/** Which books belong to a followed target (c = contents). */
const booksOfTarget = (type: FollowTargetType, key: string): SQL =>
  type === 1 ? sql`c.publisher_id = ${Number(key)}` : sql`c.author = ${key}`;

/** SQL of follows: who follows which press or author. */
export class FollowRepository {
  constructor(private readonly db: Executor) {}

  /** Whether the target exists: a press by id, an author by a book of theirs. */
  async targetTitle(type: FollowTargetType, key: string): Promise<string | null> {
    const [row] = await selectRows<{ title: string }>(
      this.db,
      type === 1
        ? sql`SELECT name AS title FROM publishers WHERE id = ${Number(key)}`
        : sql`SELECT author AS title FROM contents WHERE author = ${key} LIMIT 1`,
    );
    return row?.title ?? null;
  }

  /** Follows; a repeat (a retry, a double click) changes nothing. */
  async follow(userId: number, type: FollowTargetType, key: string, at: Date): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO follows (user_id, target_type, target_key, created_at)
          VALUES (${userId}, ${type}, ${key}, ${at.toISOString()})
          ON CONFLICT (user_id, target_type, target_key) DO NOTHING`,
    );
  }

  async unfollow(userId: number, type: FollowTargetType, key: string): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM follows WHERE user_id = ${userId} AND target_type = ${type}
            AND target_key = ${key}`,
    );
  }

  /** spec §3 IsFollow and followNumber of one target. */
  async state(
    userId: number | null,
    type: FollowTargetType,
    key: string,
  ): Promise<{ isFollow: boolean; followNumber: number }> {
    const [row] = await selectRows<{ isFollow: boolean; followNumber: number }>(
      this.db,
      sql`SELECT count(*)::int AS "followNumber",
                 coalesce(bool_or(user_id = ${userId ?? 0}), false) AS "isFollow"
            FROM follows WHERE target_type = ${type} AND target_key = ${key}`,
    );
    return { isFollow: row?.isFollow ?? false, followNumber: row?.followNumber ?? 0 };
  }

  /** A page of what the reader follows, newest follow first. */
  async list(input: {
    userId: number;
    type: FollowTargetType | undefined;
    offset: number;
    limit: number;
  }): Promise<{ total: number; rows: FollowRow[] }> {
    const where: SQL =
      input.type === undefined
        ? sql`f.user_id = ${input.userId}`
        : sql`f.user_id = ${input.userId} AND f.target_type = ${input.type}`;
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM follows f WHERE ${where}`,
    );
    const rows = await selectRows<FollowRow>(
      this.db,
      sql`SELECT f.target_type::int AS "targetType", f.target_key AS "targetKey",
                 coalesce(CASE WHEN f.target_type = 1
                   THEN (SELECT p.name FROM publishers p WHERE p.id::text = f.target_key)
                   ELSE f.target_key END, '') AS title,
                 (SELECT count(*)::int FROM follows o
                   WHERE o.target_type = f.target_type AND o.target_key = f.target_key)
                   AS "followNumber",
                 to_char((f.created_at AT TIME ZONE 'UTC') + interval '8 hours',
                         'YYYY-MM-DD HH24:MI:SS') AS "followTime"
            FROM follows f WHERE ${where}
           ORDER BY f.created_at DESC, f.target_key
           LIMIT ${input.limit} OFFSET ${input.offset}`,
    );
    return { total: counted?.total ?? 0, rows };
  }

  /** The newest books of one followed target. */
  newestBooks(type: FollowTargetType, key: string, limit: number): Promise<BookRow[]> {
    return selectRows<BookRow>(
      this.db,
      sql`SELECT ${BOOK_COLUMNS} FROM contents c ${BOOK_COVER_JOIN}
           WHERE ${booksOfTarget(type, key)}
           ORDER BY ${NEWEST_ORDER} LIMIT ${limit}`,
    );
  }

  /** A content's title, author and press, as its new-book message names them. */
  async newContent(contentId: number): Promise<NewContentRow | null> {
    const [row] = await selectRows<NewContentRow>(
      this.db,
      sql`SELECT c.title, c.author, p.id::int AS "pressId", p.name AS "pressTitle"
            FROM contents c LEFT JOIN publishers p ON p.id = c.publisher_id
           WHERE c.id = ${contentId}`,
    );
    return row ?? null;
  }

  /** The readers following the press or the author, each once (the press first). */
  followersOf(
    pressId: number | null,
    author: string,
  ): Promise<{ userId: number; targetType: FollowTargetType }[]> {
    return selectRows<{ userId: number; targetType: FollowTargetType }>(
      this.db,
      sql`SELECT DISTINCT ON (user_id) user_id::int AS "userId", target_type::int AS "targetType"
            FROM follows
           WHERE (target_type = 1 AND target_key = ${pressId === null ? '' : String(pressId)})
              OR (target_type = 2 AND target_key = ${author} AND ${author} <> '')
           ORDER BY user_id, target_type`,
    );
  }
}
