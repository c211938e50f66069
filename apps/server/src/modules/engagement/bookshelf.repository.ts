import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import { wireTime } from './engagement.sql.ts';

export interface BookshelfRow {
  id: number;
  contentId: number;
  objectType: number;
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
}
