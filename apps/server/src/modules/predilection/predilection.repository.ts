import { sql } from 'drizzle-orm';
import { BOOK_FINISHED_PROCESS } from '@moyue/contracts/api/points';
import { HierarchyName } from '@moyue/contracts/api/search';
import { EBOOK_OBJECT_TYPES } from '@moyue/contracts/object-types';
import { selectRows, type Executor } from '../../platform/db.ts';
import {
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_JOIN,
  type ContentCardRow,
} from '../engagement/index.ts';

export interface CategoryNodeRow {
  id: number;
  title: string;
  code: string;
  parentId: number | null;
}

/** Levels of the 中图法 a reader picks from: the classes and their first subdivisions. */
const PICKABLE_DEPTH = 2;

const TOP_AND_SECOND = sql`WITH RECURSIVE tree AS (
    SELECT id, title, code, parent_id, 1 AS depth, sort_order FROM categories
     WHERE hierarchy = ${HierarchyName.Clc} AND parent_id IS NULL
    UNION ALL
    SELECT c.id, c.title, c.code, c.parent_id, tree.depth + 1, c.sort_order
      FROM categories c JOIN tree ON c.parent_id = tree.id
     WHERE tree.depth < ${PICKABLE_DEPTH})`;

/** SQL of reading preferences: the 中图法 classes a reader likes and the books under them. */
export class PredilectionRepository {
  constructor(private readonly db: Executor) {}

  /** The pickable classes (two levels), parents before children, each level in its order. */
  categories(): Promise<CategoryNodeRow[]> {
    return selectRows<CategoryNodeRow>(
      this.db,
      sql`${TOP_AND_SECOND}
          SELECT id::int AS id, title, code, parent_id::int AS "parentId" FROM tree
           ORDER BY depth, sort_order, code, id`,
    );
  }

  /** The user's picks. */
  async picks(userId: number): Promise<number[]> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`SELECT category_id::int AS id FROM user_preferences WHERE user_id = ${userId}
           ORDER BY category_id`,
    );
    return rows.map((row) => row.id);
  }

  /** Of these ids, those that are pickable classes. */
  async pickable(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`${TOP_AND_SECOND}
          SELECT id::int AS id FROM tree WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Makes the user's picks exactly these, in one transaction (the same picks again change nothing). */
  async replace(userId: number, ids: readonly number[]): Promise<void> {
    const list = `{${ids.join(',')}}`;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM user_preferences
        WHERE user_id = ${userId} AND NOT (category_id = ANY(${list}::bigint[]))`);
      if (ids.length > 0)
        await tx.execute(sql`INSERT INTO user_preferences (user_id, category_id)
          SELECT ${userId}, unnest(${list}::bigint[]) ON CONFLICT DO NOTHING`);
    });
  }

  /**
   * E-books filed under the classes (or any class below them), the most read
   * first, books with covers before those without, leaving out what the user
   * has finished.
   */
  books(userId: number, categoryIds: readonly number[], limit: number): Promise<ContentCardRow[]> {
    return selectRows<ContentCardRow>(
      this.db,
      sql`WITH RECURSIVE chosen AS (
            SELECT id FROM categories WHERE id = ANY(${`{${categoryIds.join(',')}}`}::bigint[])
            UNION
            SELECT c.id FROM categories c JOIN chosen ON c.parent_id = chosen.id)
          SELECT ${CONTENT_CARD_COLUMNS} FROM contents c ${CONTENT_CARD_JOIN}
           WHERE c.object_type = ANY(${`{${EBOOK_OBJECT_TYPES.join(',')}}`}::smallint[])
             AND EXISTS (SELECT 1 FROM content_categories cc
                          WHERE cc.content_id = c.id AND cc.category_id IN (SELECT id FROM chosen))
             AND NOT EXISTS (SELECT 1 FROM user_histories h
                              WHERE h.user_id = ${userId} AND h.action_type = 1 AND h.object_id = c.id
                                AND h.process >= ${BOOK_FINISHED_PROCESS})
           ORDER BY c.read_count DESC, (c.cover_sha256 IS NULL), c.id
           LIMIT ${limit}`,
    );
  }
}
