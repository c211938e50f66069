import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import { CONTENT_CARD_COLUMNS, CONTENT_CARD_JOIN, type ContentCardRow } from './engagement.sql.ts';

export interface ReadingListRow {
  id: number;
  title: string;
  description: string;
  contentCount: number;
  cover: ContentCardRow | null;
}

/** How many contents a list carries with returncontent. */
export const READING_LIST_CONTENTS_SHOWN = 6;

/** SQL of reading_lists and their contents. */
export class ReadingListRepository {
  constructor(private readonly db: Executor) {}

  /** An institution by its id or external id (the web sends either), or null. */
  async organizationId(organization: string): Promise<number | null> {
    const byId = /^\d{1,15}$/.test(organization) ? Number(organization) : 0;
    const [row] = await selectRows<{ id: number }>(
      this.db,
      sql`SELECT id::int AS id FROM organizations WHERE id = ${byId} OR external_id = ${organization}
           ORDER BY (id = ${byId}) DESC LIMIT 1`,
    );
    return row?.id ?? null;
  }

  /**
   * The lists an institution recommends — its own first, then the platform's
   * — with those holding `objectId` before the others (organizationId null:
   * the platform's only).
   */
  async page(input: {
    organizationId: number | null;
    objectId: number | null;
    offset: number;
    limit: number;
  }): Promise<{ total: number; items: ReadingListRow[] }> {
    const scope = sql`(rl.organization_id IS NULL OR rl.organization_id = ${input.organizationId ?? 0})`;
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM reading_lists rl WHERE ${scope}`,
    );
    const items = await selectRows<ReadingListRow>(
      this.db,
      sql`SELECT rl.id::int AS id, rl.title, rl.description,
                 (SELECT count(*)::int FROM reading_list_contents x WHERE x.reading_list_id = rl.id) AS "contentCount",
                 (SELECT row_to_json(card) FROM (
                    SELECT ${CONTENT_CARD_COLUMNS} FROM reading_list_contents x
                      JOIN contents c ON c.id = x.content_id ${CONTENT_CARD_JOIN}
                     WHERE x.reading_list_id = rl.id ORDER BY x.sort_order, c.id LIMIT 1) card) AS cover
            FROM reading_lists rl
           WHERE ${scope}
           ORDER BY (rl.organization_id IS NULL),
                    (${input.objectId}::bigint IS NOT NULL AND EXISTS (SELECT 1 FROM reading_list_contents y
                       WHERE y.reading_list_id = rl.id AND y.content_id = ${input.objectId}::bigint)) DESC,
                    rl.sort_order, rl.id
           LIMIT ${input.limit} OFFSET ${input.offset}`,
    );
    return { total: counted?.total ?? 0, items };
  }

  /** The first contents of each list, in list order. */
  async contentsOf(listIds: number[]): Promise<Map<number, ContentCardRow[]>> {
    const byList = new Map<number, ContentCardRow[]>();
    if (listIds.length === 0) return byList;
    const rows = await selectRows<ContentCardRow & { listId: number }>(
      this.db,
      sql`SELECT ranked.* FROM (
            SELECT x.reading_list_id::int AS "listId", ${CONTENT_CARD_COLUMNS},
                   row_number() OVER (PARTITION BY x.reading_list_id ORDER BY x.sort_order, c.id) AS n
              FROM reading_list_contents x JOIN contents c ON c.id = x.content_id ${CONTENT_CARD_JOIN}
             WHERE x.reading_list_id = ANY(${`{${listIds.join(',')}}`}::bigint[])) ranked
          WHERE ranked.n <= ${READING_LIST_CONTENTS_SHOWN}
          ORDER BY ranked."listId", ranked.n`,
    );
    for (const row of rows) {
      const list = byList.get(Number(row.listId)) ?? [];
      list.push(row);
      byList.set(Number(row.listId), list);
    }
    return byList;
  }

  /** One list's title and every book in it, in list order; null when there is no such list. */
  async themed(
    listId: number,
  ): Promise<{ title: string; books: { id: number; title: string }[] } | null> {
    const [row] = await selectRows<{ title: string; books: { id: number; title: string }[] }>(
      this.db,
      sql`SELECT rl.title,
                 coalesce((SELECT json_agg(json_build_object('id', c.id::int, 'title', c.title)
                                           ORDER BY x.sort_order, c.id)
                             FROM reading_list_contents x JOIN contents c ON c.id = x.content_id
                            WHERE x.reading_list_id = rl.id), '[]'::json) AS books
            FROM reading_lists rl WHERE rl.id = ${listId}`,
    );
    return row ?? null;
  }
}
