import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import {
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_JOIN,
  wireTime,
  type ContentCardRow,
} from './engagement.sql.ts';

export interface BookshelfRow {
  id: number;
  contentId: number;
  objectType: number;
  createTime: string;
}

/** A shelf entry with its content card (the card's columns keep their names: id is the content's). */
export interface BookshelfCardRow extends ContentCardRow {
  entryId: number;
  createTime: string;
}

const SELECT_ENTRY = sql`SELECT b.id::int AS id, b.content_id::int AS "contentId", c.object_type AS "objectType",
    ${wireTime('b.created_at')} AS "createTime"
  FROM bookshelf_items b JOIN contents c ON c.id = b.content_id`;

/** SQL of bookshelf_items: one entry per user and content item. */
export class BookshelfRepository {
  constructor(private readonly db: Executor) {}

  /** Puts the item on the user's shelf; `added` is false when it was there already. */
  async add(userId: number, contentId: number): Promise<{ row: BookshelfRow; added: boolean }> {
    return this.db.transaction(async (tx) => {
      const inserted = await selectRows<{ id: number }>(
        tx,
        sql`INSERT INTO bookshelf_items (user_id, content_id) VALUES (${userId}, ${contentId})
            ON CONFLICT (user_id, content_id) DO NOTHING RETURNING id`,
      );
      const [row] = await selectRows<BookshelfRow>(
        tx,
        sql`${SELECT_ENTRY} WHERE b.user_id = ${userId} AND b.content_id = ${contentId}`,
      );
      if (!row) throw new Error('bookshelf entry not stored');
      return { row, added: inserted.length > 0 };
    });
  }

  async find(userId: number, contentId: number): Promise<BookshelfRow | null> {
    const [row] = await selectRows<BookshelfRow>(
      this.db,
      sql`${SELECT_ENTRY} WHERE b.user_id = ${userId} AND b.content_id = ${contentId}`,
    );
    return row ?? null;
  }

  /** The user's shelf, latest added first, with each item's content card. */
  async list(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; items: BookshelfCardRow[] }> {
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM bookshelf_items WHERE user_id = ${userId}`,
    );
    const items = await selectRows<BookshelfCardRow>(
      this.db,
      sql`SELECT b.id::int AS "entryId", ${wireTime('b.created_at')} AS "createTime", ${CONTENT_CARD_COLUMNS}
            FROM bookshelf_items b JOIN contents c ON c.id = b.content_id ${CONTENT_CARD_JOIN}
           WHERE b.user_id = ${userId}
           ORDER BY b.created_at DESC, b.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: counted?.total ?? 0, items };
  }

  /** Takes the item off the user's shelf; true when it was there. */
  async remove(userId: number, contentId: number): Promise<boolean> {
    const removed = await selectRows<{ id: number }>(
      this.db,
      sql`DELETE FROM bookshelf_items WHERE user_id = ${userId} AND content_id = ${contentId} RETURNING id`,
    );
    return removed.length > 0;
  }
}
