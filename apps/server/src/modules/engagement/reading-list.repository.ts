import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import {
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_JOIN,
  wireTime,
  type ContentCardRow,
} from './engagement.sql.ts';

export interface ReadingListRow {
  id: number;
  title: string;
  description: string;
  contentCount: number;
  cover: ContentCardRow | null;
}

export interface ReadingListDetailRow extends ReadingListRow {
  viewCount: number;
  creatorUserId: number | null;
  creatorName: string;
  organizationTitle: string;
  updateTime: string;
}

/** The platform's lists, and an institution's own when given. */
const scopeOf = (organizationId: number | null): SQL =>
  sql`(rl.organization_id IS NULL OR rl.organization_id = ${organizationId ?? 0})`;

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
    return this.rows(
      scopeOf(input.organizationId),
      sql`(rl.organization_id IS NULL),
          (${input.objectId}::bigint IS NOT NULL AND EXISTS (SELECT 1 FROM reading_list_contents y
             WHERE y.reading_list_id = rl.id AND y.content_id = ${input.objectId}::bigint)) DESC,
          rl.sort_order, rl.id`,
      input,
    );
  }

  /** The most opened lists of an institution and the platform. */
  hot(input: {
    organizationId: number | null;
    limit: number;
  }): Promise<{ total: number; items: ReadingListRow[] }> {
    return this.rows(scopeOf(input.organizationId), sql`rl.view_count DESC, rl.sort_order, rl.id`, {
      offset: 0,
      limit: input.limit,
    });
  }

  /** Lists whose title, description or books' titles and authors hold the keyword. */
  search(input: {
    keyword: string;
    offset: number;
    limit: number;
  }): Promise<{ total: number; items: ReadingListRow[] }> {
    const pattern = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = input.keyword
      ? sql`(rl.title ILIKE ${pattern} OR rl.description ILIKE ${pattern}
             OR EXISTS (SELECT 1 FROM reading_list_contents y JOIN contents yc ON yc.id = y.content_id
                         WHERE y.reading_list_id = rl.id
                           AND (yc.title ILIKE ${pattern} OR yc.author ILIKE ${pattern})))`
      : sql`true`;
    return this.rows(
      where,
      sql`(rl.title ILIKE ${pattern}) DESC, rl.view_count DESC, rl.id`,
      input,
    );
  }

  /** A teacher's own lists, the last changed first. */
  mine(input: {
    userId: number;
    offset: number;
    limit: number;
  }): Promise<{ total: number; items: ReadingListRow[] }> {
    return this.rows(
      sql`rl.creator_user_id = ${input.userId}`,
      sql`rl.updated_at DESC, rl.id DESC`,
      input,
    );
  }

  private async rows(
    where: SQL,
    order: SQL,
    page: { offset: number; limit: number },
  ): Promise<{ total: number; items: ReadingListRow[] }> {
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM reading_lists rl WHERE ${where}`,
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
           WHERE ${where}
           ORDER BY ${order}
           LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
    return { total: counted?.total ?? 0, items };
  }

  /** One list with who made it and for which institution; counts the visit. Null when there is none. */
  async openDetail(listId: number): Promise<ReadingListDetailRow | null> {
    const [row] = await selectRows<ReadingListDetailRow>(
      this.db,
      sql`WITH seen AS (UPDATE reading_lists SET view_count = view_count + 1 WHERE id = ${listId}
                        RETURNING id, view_count)
          SELECT rl.id::int AS id, rl.title, rl.description, seen.view_count AS "viewCount",
                 rl.creator_user_id::int AS "creatorUserId",
                 coalesce(nullif(u.real_name, ''), nullif(u.nick_name, ''), '') AS "creatorName",
                 coalesce(o.title, '') AS "organizationTitle",
                 ${wireTime('rl.updated_at')} AS "updateTime",
                 (SELECT count(*)::int FROM reading_list_contents x WHERE x.reading_list_id = rl.id) AS "contentCount",
                 (SELECT row_to_json(card) FROM (
                    SELECT ${CONTENT_CARD_COLUMNS} FROM reading_list_contents x
                      JOIN contents c ON c.id = x.content_id ${CONTENT_CARD_JOIN}
                     WHERE x.reading_list_id = rl.id ORDER BY x.sort_order, c.id LIMIT 1) card) AS cover
            FROM seen JOIN reading_lists rl ON rl.id = seen.id
            LEFT JOIN users u ON u.id = rl.creator_user_id
            LEFT JOIN organizations o ON o.id = rl.organization_id`,
    );
    return row ?? null;
  }

  /** One page of a list's contents in list order; null when there is no such list. */
  async contentsPage(input: {
    listId: number;
    offset: number;
    limit: number;
  }): Promise<{ total: number; items: ContentCardRow[] } | null> {
    const [list] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT (SELECT count(*)::int FROM reading_list_contents x WHERE x.reading_list_id = rl.id) AS total
            FROM reading_lists rl WHERE rl.id = ${input.listId}`,
    );
    if (!list) return null;
    const items = await selectRows<ContentCardRow>(
      this.db,
      sql`SELECT ${CONTENT_CARD_COLUMNS} FROM reading_list_contents x
            JOIN contents c ON c.id = x.content_id ${CONTENT_CARD_JOIN}
           WHERE x.reading_list_id = ${input.listId}
           ORDER BY x.sort_order, c.id LIMIT ${input.limit} OFFSET ${input.offset}`,
    );
    return { total: list.total, items };
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
