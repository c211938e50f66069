import { sql } from 'drizzle-orm';
import type { BookmarkCreateParams } from '@moyue/contracts/api/bookmarks';
import { selectRows, type Executor } from '../../platform/db.ts';

export interface BookmarkRow {
  id: number;
  contentId: number;
  mediaType: 'epub' | 'pdf';
  location: string;
  process: number;
  chapterTitle: string;
  excerpt: string;
  createTime: string;
}

export interface BookmarkContentRef {
  contentId: number;
  externalId: string;
  objectType: number;
  title: string;
  mediaType: string;
}

export interface BookmarkedContentRow extends BookmarkContentRef {
  author: string;
  coverSha256: string | null;
  coverMimeType: string | null;
  count: number;
  lastTime: string;
}

/** The wire's 'YYYY-MM-DD HH:mm:ss' in China time, computed in SQL. */
const wireTime = (column: string) =>
  sql.raw(`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`);

const BOOKMARK_COLUMNS = sql`b.id::int AS id, b.content_id::int AS "contentId", b.media_type AS "mediaType",
  b.location, b.process, b.chapter_title AS "chapterTitle", b.excerpt, ${wireTime('b.created_at')} AS "createTime"`;

/**
 * SQL of user_bookmarks. The book lists read the title and cover of contents
 * (catalog's table) in the same statement: a read-only join that keeps a page
 * of bookmarks one query.
 */
export class BookmarkRepository {
  constructor(private readonly db: Executor) {}

  /** The content's id, external id, object type, title and primary media type; null when it does not exist. */
  async findContent(contentId: number): Promise<BookmarkContentRef | null> {
    const [row] = await selectRows<BookmarkContentRef>(
      this.db,
      sql`SELECT id::int AS "contentId", external_id AS "externalId", object_type AS "objectType",
                 title, media_type AS "mediaType" FROM contents WHERE id = ${contentId}`,
    );
    return row ?? null;
  }

  /**
   * Adds a bookmark unless the reader already has `limit` in this book; the same
   * place again refreshes the existing one. Returns null when the limit is reached.
   */
  async create(
    userId: number,
    input: BookmarkCreateParams,
    limit: number,
  ): Promise<BookmarkRow | null> {
    return this.db.transaction(async (tx) => {
      // One writer per (user, book) at a time, so the count below holds until commit.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${userId}::int, ${input.objectId}::int)`);
      const [existing] = await selectRows<{ id: number }>(
        tx,
        sql`SELECT id FROM user_bookmarks WHERE user_id = ${userId} AND content_id = ${input.objectId}
              AND media_type = ${input.mediaType} AND location = ${input.location}`,
      );
      if (!existing) {
        const [count] = await selectRows<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM user_bookmarks WHERE user_id = ${userId} AND content_id = ${input.objectId}`,
        );
        if ((count?.n ?? 0) >= limit) return null;
      }
      const [row] = await selectRows<BookmarkRow>(
        tx,
        sql`INSERT INTO user_bookmarks AS b (user_id, content_id, media_type, location, process, chapter_title, excerpt)
            VALUES (${userId}, ${input.objectId}, ${input.mediaType}, ${input.location}, ${input.process},
                    ${input.chapterTitle}, ${input.excerpt})
            ON CONFLICT (user_id, content_id, media_type, location) DO UPDATE
              SET process = EXCLUDED.process, chapter_title = EXCLUDED.chapter_title,
                  excerpt = EXCLUDED.excerpt, updated_at = now()
            RETURNING ${BOOKMARK_COLUMNS}`,
      );
      return row ?? null;
    });
  }

  /** One reader's bookmarks in one book, in reading order. */
  async listInContent(userId: number, contentId: number): Promise<BookmarkRow[]> {
    return selectRows<BookmarkRow>(
      this.db,
      sql`SELECT ${BOOKMARK_COLUMNS} FROM user_bookmarks b
           WHERE b.user_id = ${userId} AND b.content_id = ${contentId}
           ORDER BY b.process, b.id`,
    );
  }

  /** The books a reader has bookmarks in, the most recently bookmarked first. */
  async listContents(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; items: BookmarkedContentRow[] }> {
    const [count] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(DISTINCT content_id)::int AS total FROM user_bookmarks WHERE user_id = ${userId}`,
    );
    const items = await selectRows<BookmarkedContentRow>(
      this.db,
      sql`SELECT c.id::int AS "contentId", c.external_id AS "externalId", c.object_type AS "objectType",
                 c.title, c.author, c.media_type AS "mediaType", c.cover_sha256 AS "coverSha256",
                 sf.mime_type AS "coverMimeType", g.count, ${wireTime('g.last_at')} AS "lastTime"
            FROM (SELECT content_id, count(*)::int AS count, max(updated_at) AS last_at
                    FROM user_bookmarks WHERE user_id = ${userId} GROUP BY content_id) g
            JOIN contents c ON c.id = g.content_id
            LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256
           ORDER BY g.last_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: count?.total ?? 0, items };
  }

  /**
   * Deletes the ids only when every one of them is the reader's own; otherwise
   * deletes nothing and answers null.
   */
  async deleteOwn(userId: number, ids: number[]): Promise<number | null> {
    const idArray = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
    return this.db.transaction(async (tx) => {
      const [owned] = await selectRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM user_bookmarks
             WHERE user_id = ${userId} AND id = ANY(${idArray}::bigint[])`,
      );
      if ((owned?.n ?? 0) !== new Set(ids).size) return null;
      const deleted = await selectRows<{ id: number }>(
        tx,
        sql`DELETE FROM user_bookmarks WHERE user_id = ${userId} AND id = ANY(${idArray}::bigint[]) RETURNING id`,
      );
      return deleted.length;
    });
  }
}
