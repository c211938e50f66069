import { count, sql } from 'drizzle-orm';
import { contents } from '../../db/schema/catalog.ts';
import { selectRows, type Executor } from '../../platform/db.ts';

/**
 * What a content summary (the wire's ContentSummary: search rows, orders,
 * similar resources) is presented from, as the catalogue's and search's
 * queries answer it (raw driver values; the presenter normalises).
 */
export interface ContentSummaryRecord {
  id: number | string;
  externalId: string;
  objectType: number;
  title: string;
  author: string;
  publisher: string | null;
  /** YYYY-MM-DD or null */
  issueDate: string | null;
  isbn: string;
  abstracts: string;
  keywords: string;
  coverSha256: string | null;
  coverMimeType: string | null;
  mediaType: string;
  readCount: number;
  contentSource: number;
  /** updated_at in epoch milliseconds */
  updatedAtMs: number | string;
}

/** A content item as the catalogue queries answer it. */
export interface ContentRecord extends ContentSummaryRecord {
  wordCount: number;
  isFree: boolean;
  /** numeric(10,2) as text */
  marketPrice: string;
  groupId: number | string;
}

export interface ContentDetailRecord extends ContentRecord {
  /** Leaf TOC nodes of a course (its lessons); 0 for other types. */
  lessonCount: number | string;
}

/** The object a similar-resources list is built around. */
export interface SimilarityTarget {
  id: number;
  objectType: number;
}

/**
 * Bounds of the similar-resources candidate sets (each read through an index),
 * so the call costs the same on 200 or 20,000 contents; RecordCount is exact
 * below them. One category may hold most of the catalogue (poetry, 集部).
 */
export const SIMILAR_CATEGORY_LIMIT = 5;
export const SIMILAR_PER_CATEGORY_CAP = 150;
export const SIMILAR_AUTHOR_CAP = 100;
export const SIMILAR_PUBLISHER_CAP = 100;

/** The columns of a ContentRecord, for c (contents) joined with CONTENT_JOINS (the orders list reads them too). */
export const CONTENT_COLUMNS = sql`c.id, c.external_id AS "externalId", c.object_type AS "objectType",
  c.title, c.author, pub.name AS publisher, to_char(c.issue_date, 'YYYY-MM-DD') AS "issueDate",
  c.isbn, c.abstracts, c.keywords, c.cover_sha256 AS "coverSha256", sf.mime_type AS "coverMimeType",
  c.media_type AS "mediaType", c.word_count AS "wordCount", c.is_free AS "isFree",
  c.market_price::text AS "marketPrice", c.group_id AS "groupId", c.read_count AS "readCount",
  c.content_source AS "contentSource",
  (extract(epoch FROM c.updated_at) * 1000)::float8 AS "updatedAtMs"`;
export const CONTENT_JOINS = sql`LEFT JOIN publishers pub ON pub.id = c.publisher_id
  LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256`;

/**
 * A ContentSummaryRecord as one JSON value (for answers that nest rows, as
 * search's do), for c joined with CONTENT_JOINS; the keys are those of
 * CONTENT_COLUMNS.
 */
export const CONTENT_SUMMARY_JSON = sql`json_build_object(
  'id', c.id, 'externalId', c.external_id, 'objectType', c.object_type, 'title', c.title,
  'author', c.author, 'publisher', pub.name, 'issueDate', to_char(c.issue_date, 'YYYY-MM-DD'),
  'isbn', c.isbn, 'abstracts', c.abstracts, 'keywords', c.keywords,
  'coverSha256', c.cover_sha256, 'coverMimeType', sf.mime_type, 'mediaType', c.media_type,
  'readCount', c.read_count, 'contentSource', c.content_source,
  'updatedAtMs', (extract(epoch FROM c.updated_at) * 1000)::float8)`;

/**
 * The longest lexeme of the author (weight B of search_tsv, written by
 * modules/search) as a tsquery, so that 'same author' is found through the GIN
 * index instead of a scan; the exact author comparison then drops the other
 * matches. The longest is the most selective (single characters are indexed
 * too). It is quoted for the tsquery input syntax (quotes and backslashes doubled).
 */
const AUTHOR_QUERY = sql`(SELECT '''' || replace(replace(u.lexeme, '\\', '\\\\'), '''', '''''') || ''''
    FROM unnest(ts_filter(c.search_tsv, '{b}')) AS u
   ORDER BY char_length(u.lexeme) DESC, u.lexeme LIMIT 1)::tsquery`;

const smallintArray = (values: number[]) =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::smallint[]`;

/** SQL of the catalogue: content details and similar resources. */
export class CatalogRepository {
  constructor(private readonly db: Executor) {}

  async countContents(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(contents);
    return row?.n ?? 0;
  }

  /** One content item with its publisher, cover and lesson count, by id or by stored ExternalId. */
  async findDetail(
    key: { id: number } | { externalId: string },
  ): Promise<ContentDetailRecord | null> {
    const condition = 'id' in key ? sql`c.id = ${key.id}` : sql`c.external_id = ${key.externalId}`;
    const [row] = await selectRows<ContentDetailRecord>(
      this.db,
      sql`SELECT ${CONTENT_COLUMNS},
          CASE WHEN c.object_type = 107 THEN (
            SELECT count(*)::int FROM toc_nodes t
             WHERE t.content_id = c.id
               AND NOT EXISTS (SELECT 1 FROM toc_nodes k WHERE k.parent_id = t.id))
          ELSE 0 END AS "lessonCount"
        FROM contents c ${CONTENT_JOINS}
       WHERE ${condition}`,
    );
    return row ?? null;
  }

  async findTarget(id: number): Promise<SimilarityTarget | null> {
    const [row] = await selectRows<{ id: number | string; objectType: number }>(
      this.db,
      sql`SELECT id, object_type AS "objectType" FROM contents WHERE id = ${id}`,
    );
    return row ? { id: Number(row.id), objectType: row.objectType } : null;
  }

  /**
   * Contents similar to the target, of the given object types, excluding the target:
   * sharing more categories first, then by the same author, then by the same
   * publisher, then most read. One round trip over bounded candidate sets.
   */
  async similarContents(
    targetId: number,
    objectTypes: number[],
    offset: number,
    limit: number,
  ): Promise<{ total: number; items: ContentRecord[] }> {
    const types = smallintArray(objectTypes);
    const result = await selectRows<{ total: number | string } & Partial<ContentRecord>>(
      this.db,
      sql`WITH target AS MATERIALIZED (
          SELECT c.id, c.author, c.publisher_id,
                 CASE WHEN c.author <> '' THEN ${AUTHOR_QUERY} END AS author_query
            FROM contents c WHERE c.id = ${targetId}),
        by_category AS (
          SELECT cand.id, max(cand.read_count) AS read_count, count(*)::int AS shared
            FROM (SELECT cc.category_id FROM content_categories cc
                    JOIN categories k ON k.id = cc.category_id AND k.hierarchy = 'ClcCode'
                   WHERE cc.content_id = ${targetId}
                   LIMIT ${SIMILAR_CATEGORY_LIMIT}) tc
            CROSS JOIN LATERAL (
              SELECT c.id, c.read_count FROM content_categories cc JOIN contents c ON c.id = cc.content_id
               WHERE cc.category_id = tc.category_id AND c.id <> ${targetId}
                 AND c.object_type = ANY(${types})
               LIMIT ${SIMILAR_PER_CATEGORY_CAP}) cand
           GROUP BY cand.id),
        by_author AS (
          SELECT c.id, c.read_count FROM target t JOIN contents c
              ON c.search_tsv @@ t.author_query AND c.author = t.author
           WHERE c.id <> t.id AND c.object_type = ANY(${types})
           LIMIT ${SIMILAR_AUTHOR_CAP}),
        by_publisher AS (
          SELECT c.id, c.read_count FROM target t JOIN contents c ON c.publisher_id = t.publisher_id
           WHERE c.id <> t.id AND c.object_type = ANY(${types})
           LIMIT ${SIMILAR_PUBLISHER_CAP}),
        ranked AS MATERIALIZED (
          SELECT id, max(read_count) AS read_count, sum(shared)::int AS shared,
                 max(same_author) AS same_author, max(same_publisher) AS same_publisher
            FROM (SELECT id, read_count, shared, 0 AS same_author, 0 AS same_publisher FROM by_category
                  UNION ALL SELECT id, read_count, 0, 1, 0 FROM by_author
                  UNION ALL SELECT id, read_count, 0, 0, 1 FROM by_publisher) tiers
           GROUP BY id),
        page AS (
          SELECT * FROM ranked
           ORDER BY shared DESC, same_author DESC, same_publisher DESC, read_count DESC, id
           LIMIT ${limit} OFFSET ${offset})
      SELECT counted.total, rows.*
        FROM (SELECT count(*)::int AS total FROM ranked) counted
        LEFT JOIN LATERAL (
          SELECT ${CONTENT_COLUMNS}, p.shared, p.same_author, p.same_publisher
            FROM page p JOIN contents c ON c.id = p.id ${CONTENT_JOINS}) rows ON TRUE
       ORDER BY rows.shared DESC, rows.same_author DESC, rows.same_publisher DESC,
                rows."readCount" DESC, rows.id`,
    );
    const items = result.filter((row): row is typeof row & ContentRecord => row.id != null);
    return { total: Number(result[0]?.total ?? 0), items };
  }
}
