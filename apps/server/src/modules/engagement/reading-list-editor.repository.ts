import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows, type Db, type Executor } from '../../platform/db.ts';

/** A teacher as the reading-list editor sees them. */
export interface ListAuthor {
  /** spec §9 SocialStatus: 2 teacher */
  socialStatus: number;
  /** the institution the teacher is bound to, or null */
  organizationId: number | null;
}

/** SQL of the teachers' reading lists (spec §6): writes reading_lists and their contents. */
export class ReadingListEditorRepository {
  constructor(private readonly db: Db) {}

  /** The user's social status and institution; null when there is no such user. */
  async author(userId: number): Promise<ListAuthor | null> {
    const [row] = await selectRows<ListAuthor>(
      this.db,
      sql`SELECT u.social_status::int AS "socialStatus", uo.organization_id::int AS "organizationId"
            FROM users u LEFT JOIN user_organizations uo ON uo.user_id = u.id
           WHERE u.id = ${userId}`,
    );
    return row ?? null;
  }

  /** Who made a list (null for the platform's); undefined when there is no such list. */
  async creatorOf(listId: number): Promise<number | null | undefined> {
    const [row] = await selectRows<{ creator: number | null }>(
      this.db,
      sql`SELECT creator_user_id::int AS creator FROM reading_lists WHERE id = ${listId}`,
    );
    return row ? row.creator : undefined;
  }

  /** How many of these ids name a content item. */
  async existingCount(contentIds: number[]): Promise<number> {
    const [row] = await selectRows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM contents WHERE id = ANY(${`{${contentIds.join(',')}}`}::bigint[])`,
    );
    return row?.n ?? 0;
  }

  /** A new list of the teacher's, in one transaction; answers its id. */
  create(input: {
    userId: number;
    organizationId: number | null;
    title: string;
    description: string;
    contentIds: number[];
  }): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await selectRows<{ id: number }>(
        tx,
        sql`INSERT INTO reading_lists (external_id, organization_id, title, description, creator_user_id)
            VALUES (${`rl-teacher-${randomUUID()}`}, ${input.organizationId}, ${input.title},
                    ${input.description}, ${input.userId})
            RETURNING id::int AS id`,
      );
      if (!row) throw new Error('reading list not stored');
      await this.replaceContents(tx, row.id, input.contentIds);
      return row.id;
    });
  }

  /** New title, description and contents of a list, in one transaction. */
  async update(input: {
    listId: number;
    title: string;
    description: string;
    contentIds: number[];
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE reading_lists SET title = ${input.title}, description = ${input.description},
                   updated_at = now()
             WHERE id = ${input.listId}`,
      );
      await this.replaceContents(tx, input.listId, input.contentIds);
    });
  }

  private async replaceContents(tx: Executor, listId: number, contentIds: number[]): Promise<void> {
    await tx.execute(sql`DELETE FROM reading_list_contents WHERE reading_list_id = ${listId}`);
    await tx.execute(
      sql`INSERT INTO reading_list_contents (reading_list_id, content_id, sort_order)
          SELECT ${listId}, id, ord::int - 1
            FROM unnest(${`{${contentIds.join(',')}}`}::bigint[]) WITH ORDINALITY AS t(id, ord)
          ON CONFLICT DO NOTHING`,
    );
  }
}
