import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import {
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_JOIN,
  type ContentCardRow,
} from '../engagement/index.ts';

/** A collection: a top-level 中图法 class and what of it the scope holds. */
export interface CollectionRow {
  categoryId: number;
  code: string;
  title: string;
  count: number;
  /** 'sha256|mime' of up to three book covers (a course's wide cover does not fit the card) */
  covers: string[] | null;
}

/** A passage holding one of a theme's words, with its book and chapter. */
export interface ExcerptRow {
  id: number;
  contentId: number;
  tocNodeId: number;
  page: number;
  body: string;
  bookTitle: string;
  chapter: string;
}

export interface PdfRow extends ContentCardRow {
  publisher: string | null;
  pages: number;
  byteSize: number;
  isFree: boolean;
  total: number;
}

/** Object types a collection counts (books, e-books, audio books, courses). */
const COLLECTED_TYPES = sql.raw('(104, 107, 109, 110, 156)');

/** SQL of the curated pages: collections (topicBank), theme excerpts (ChineseEnterprises), PDFs (gdpdf). */
export class CollectionsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The top-level 中图法 classes with how many items of the scope each holds
   * (an item counts once per class): the institution's holdings, or with
   * null the whole catalogue.
   */
  async collections(organizationId: number | null): Promise<CollectionRow[]> {
    const scope: SQL =
      organizationId === null
        ? sql``
        : sql`JOIN organization_holdings h ON h.content_id = c.id AND h.organization_id = ${organizationId}`;
    return selectRows<CollectionRow>(
      this.db,
      sql`WITH RECURSIVE roots AS (
               SELECT id, id AS root FROM categories WHERE hierarchy = 'ClcCode' AND parent_id IS NULL
               UNION ALL
               SELECT k.id, r.root FROM categories k JOIN roots r ON k.parent_id = r.id),
             items AS (
               SELECT DISTINCT r.root, c.id, c.object_type, c.read_count, c.cover_sha256, sf.mime_type
                 FROM contents c ${scope}
                 JOIN content_categories cc ON cc.content_id = c.id
                 JOIN roots r ON r.id = cc.category_id
                 LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256
                WHERE c.object_type IN ${COLLECTED_TYPES})
          SELECT k.id::int AS "categoryId", k.code, k.title, count(*)::int AS count,
                 (array_agg(i.cover_sha256 || '|' || i.mime_type ORDER BY i.read_count DESC, i.id)
                    FILTER (WHERE i.cover_sha256 IS NOT NULL AND i.mime_type IS NOT NULL
                            AND i.object_type <> 107))[1:3] AS covers
            FROM items i JOIN categories k ON k.id = i.root
           GROUP BY k.id, k.code, k.title, k.sort_order
           ORDER BY k.sort_order, k.code`,
    );
  }

  /** Passages holding any of the words, the most read books first (at most `limit`). */
  async excerpts(words: string[], limit: number): Promise<ExcerptRow[]> {
    if (words.length === 0) return [];
    const matches = sql.join(
      words.map((word) => sql`strpos(p.body, ${word}) > 0`),
      sql` OR `,
    );
    return selectRows<ExcerptRow>(
      this.db,
      sql`SELECT p.id::int AS id, p.content_id::int AS "contentId", p.toc_node_id::int AS "tocNodeId",
                 p.page, p.body, c.title AS "bookTitle", n.title AS chapter
            FROM passages p JOIN contents c ON c.id = p.content_id
            JOIN toc_nodes n ON n.id = p.toc_node_id
           WHERE ${matches}
           ORDER BY c.read_count DESC, p.content_id, p.sort_order LIMIT ${limit}`,
    );
  }

  /** Content cards of these ids, in that order. */
  async cards(contentIds: number[]): Promise<ContentCardRow[]> {
    if (contentIds.length === 0) return [];
    const rows = await selectRows<ContentCardRow>(
      this.db,
      sql`SELECT ${CONTENT_CARD_COLUMNS} FROM contents c ${CONTENT_CARD_JOIN}
           WHERE c.id IN (${sql.join(
             contentIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
    return contentIds.flatMap((id) => rows.filter((row) => Number(row.id) === id));
  }

  /** The catalogue's PDF editions, newest first. */
  async pdfs(limit: number, offset: number): Promise<PdfRow[]> {
    return selectRows<PdfRow>(
      this.db,
      sql`SELECT ${CONTENT_CARD_COLUMNS}, p.name AS publisher, f.unit_count AS pages,
                 f.byte_size AS "byteSize", c.is_free AS "isFree", (count(*) OVER ())::int AS total
            FROM content_files f JOIN contents c ON c.id = f.content_id
            LEFT JOIN publishers p ON p.id = c.publisher_id
            ${CONTENT_CARD_JOIN}
           WHERE f.media_type = 'pdf'
           ORDER BY c.read_count DESC, c.id LIMIT ${limit} OFFSET ${offset}`,
    );
  }
}
