import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db.ts';

/** A content row as the search queries answer it (json_build_object keys). */
export interface ContentRow {
  id: number;
  externalId: string;
  objectType: number;
  title: string;
  author: string;
  publisher: string | null;
  issueDate: string | null;
  isbn: string;
  abstracts: string;
  coverSha256: string | null;
  coverMimeType: string | null;
  mediaType: string;
  keywords: string;
}

export interface PassageHitRow {
  id: number;
  tocId: number;
  tocTitle: string;
  page: number;
  body: string;
}

export interface CategoryRow {
  id: number;
  code: string;
  title: string;
  parentId: number | null;
  level: number;
  hasChild: boolean;
}

/** How the match set is chosen: a tsquery (with an optional weight-restricted one for ranking) or a SQL condition. */
export interface ContentMatch {
  /** to_tsquery text built by chinese-text.ts queryText (never raw input), or null for no keyword condition */
  query: string | null;
  /** the same query restricted to title and author, for the rank boost */
  headQuery: string | null;
  /** an extra condition on contents c (publisher name, ISBN) */
  condition: SQL | null;
  /** the normalised keyword, for the exact-title boost */
  keyword: string;
}

export interface ContentFilters {
  objectTypes: number[];
  categoryIds: number[];
  publisher: string | null;
  hierarchy: string;
}

export type SortOrder = 0 | 1 | 2;

/**
 * Caps of the bounded candidate sets. A frequent single character matches
 * most passages; ranking and counting all of them cost 100+ ms (see
 * shared/notes/search-measurements.md), so we take the first N GIN matches,
 * rank within them, and report counts of that set: RecordCount and
 * PassageCount are exact below the cap and 'at least' at it.
 */
export const CONTENT_CANDIDATE_CAP = 5_000;
export const PASSAGE_CANDIDATE_CAP = 2_000;
export const HITS_PER_BOOK = 3;

const CONTENT_JSON = sql`json_build_object(
  'id', c.id, 'externalId', c.external_id, 'objectType', c.object_type, 'title', c.title,
  'author', c.author, 'publisher', pub.name, 'issueDate', to_char(c.issue_date, 'YYYY-MM-DD'),
  'isbn', c.isbn, 'abstracts', c.abstracts, 'coverSha256', c.cover_sha256,
  'coverMimeType', sf.mime_type, 'mediaType', c.media_type, 'keywords', c.keywords)`;
const CONTENT_JOINS = sql`LEFT JOIN publishers pub ON pub.id = c.publisher_id
  LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256`;

const intArray = (values: number[]) =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::bigint[]`;

function orderBy(sort: SortOrder, alias: string): SQL {
  const a = sql.raw(alias);
  if (sort === 1) return sql`${a}.issue_date DESC NULLS LAST, ${a}.id`;
  if (sort === 2) return sql`${a}.read_count DESC, ${a}.id`;
  return sql`${a}.rank DESC, ${a}.read_count DESC, ${a}.id`;
}

/** Descendants (and selves) of the chosen categories, as a recursive CTE named chosen_categories. */
function chosenCategoriesCte(ids: number[]): SQL {
  return sql`chosen_categories(id) AS (
    SELECT id FROM categories WHERE id = ANY(${intArray(ids)})
    UNION SELECT k.id FROM categories k JOIN chosen_categories ch ON k.parent_id = ch.id)`;
}

/** Conditions of the filters; an empty objectTypes list means every type. */
function filterCondition(filters: ContentFilters, alias: string): SQL {
  const a = sql.raw(alias);
  const parts: SQL[] = [sql`TRUE`];
  if (filters.objectTypes.length > 0)
    parts.push(sql`${a}.object_type = ANY(${intArray(filters.objectTypes)})`);
  if (filters.publisher)
    parts.push(
      sql`${a}.publisher_id = (SELECT id FROM publishers WHERE name = ${filters.publisher})`,
    );
  if (filters.categoryIds.length > 0)
    parts.push(sql`EXISTS (SELECT 1 FROM content_categories cc
      WHERE cc.content_id = ${a}.id AND cc.category_id IN (SELECT id FROM chosen_categories))`);
  return sql.join(parts, sql` AND `);
}

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  // Both drivers answer execute() with { rows }.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** SQL of search: resource search, full-text search, suggestions and category trees. */
export class SearchRepository {
  constructor(private readonly db: Executor) {}

  /** One round trip: the page, the count and both facets over a bounded candidate set. */
  async searchContents(
    match: ContentMatch,
    filters: ContentFilters,
    sort: SortOrder,
    offset: number,
    limit: number,
  ): Promise<{
    total: number;
    items: ContentRow[];
    publishers: { name: string; count: number }[];
    categories: (CategoryRow & { count: number })[];
  }> {
    const q = match.query === null ? null : sql`to_tsquery('simple', ${match.query})`;
    const keywordCondition = q ? sql`c.search_tsv @@ ${q}` : sql`TRUE`;
    const rank = q
      ? sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', c.search_tsv, ${q})
          + CASE WHEN c.search_tsv @@ to_tsquery('simple', ${match.headQuery ?? match.query}) THEN 1 ELSE 0 END
          + CASE WHEN c.title = ${match.keyword} THEN 10 ELSE 0 END`
      : sql`0`;
    const objectTypesOnly: ContentFilters = { ...filters, publisher: null, categoryIds: [] };
    const query = sql`WITH RECURSIVE ${chosenCategoriesCte(filters.categoryIds)},
      matched AS MATERIALIZED (
        SELECT c.id, c.publisher_id, c.issue_date, c.read_count, ${rank} AS rank
          FROM contents c
         WHERE ${keywordCondition} AND ${match.condition ?? sql`TRUE`}
           AND ${filterCondition(objectTypesOnly, 'c')}
         LIMIT ${CONTENT_CANDIDATE_CAP}),
      filtered AS MATERIALIZED (
        SELECT m.* FROM matched m
         WHERE ${filterCondition({ ...filters, objectTypes: [] }, 'm')}),
      page AS (
        SELECT f.id, row_number() OVER (ORDER BY ${orderBy(sort, 'f')}) AS ord
          FROM filtered f ORDER BY ${orderBy(sort, 'f')} LIMIT ${limit} OFFSET ${offset}),
      ancestors(content_id, category_id) AS (
        SELECT cc.content_id, cc.category_id FROM content_categories cc JOIN matched m ON m.id = cc.content_id
        UNION SELECT a.content_id, k.parent_id FROM ancestors a JOIN categories k ON k.id = a.category_id
         WHERE k.parent_id IS NOT NULL)
      SELECT
        (SELECT count(*) FROM filtered)::int AS total,
        (SELECT coalesce(json_agg(${CONTENT_JSON} ORDER BY page.ord), '[]'::json)
           FROM page JOIN contents c ON c.id = page.id ${CONTENT_JOINS}) AS items,
        (SELECT coalesce(json_agg(json_build_object('name', x.name, 'count', x.n) ORDER BY x.n DESC, x.name), '[]'::json)
           FROM (SELECT pub.name, count(*)::int AS n FROM matched m JOIN publishers pub ON pub.id = m.publisher_id
                  GROUP BY pub.name) x) AS publishers,
        (SELECT coalesce(json_agg(json_build_object('id', k.id, 'code', k.code, 'title', k.title,
                  'parentId', k.parent_id, 'level', k.level, 'hasChild', false, 'count', x.n)
                  ORDER BY k.level, k.sort_order, k.id), '[]'::json)
           FROM (SELECT category_id, count(DISTINCT content_id)::int AS n FROM ancestors GROUP BY category_id) x
           JOIN categories k ON k.id = x.category_id AND k.hierarchy = ${filters.hierarchy}) AS categories`;
    const [row] = await rows<{
      total: number;
      items: ContentRow[];
      publishers: { name: string; count: number }[];
      categories: (CategoryRow & { count: number })[];
    }>(this.db, query);
    return row ?? { total: 0, items: [], publishers: [], categories: [] };
  }

  /** Passages matching the query, grouped by book, over a bounded candidate set. */
  async searchPassages(
    query: string,
    filters: ContentFilters,
    sort: SortOrder,
    offset: number,
    limit: number,
  ): Promise<{
    books: number;
    passages: number;
    items: { content: ContentRow; hitCount: number; hits: PassageHitRow[] }[];
  }> {
    const q = sql`to_tsquery('simple', ${query})`;
    const statement = sql`WITH RECURSIVE ${chosenCategoriesCte(filters.categoryIds)},
      hits AS MATERIALIZED (
        SELECT p.id, p.content_id, ts_rank(p.search_tsv, ${q}) AS rank
          FROM passages p
         WHERE p.search_tsv @@ ${q}
           AND p.content_id IN (SELECT c.id FROM contents c WHERE ${filterCondition(filters, 'c')})
         LIMIT ${PASSAGE_CANDIDATE_CAP}),
      books AS MATERIALIZED (
        SELECT h.content_id AS id, count(*)::int AS hit_count, max(h.rank) AS rank,
               c.issue_date, c.read_count
          FROM hits h JOIN contents c ON c.id = h.content_id
         GROUP BY h.content_id, c.issue_date, c.read_count),
      page AS (
        SELECT b.id, b.hit_count, row_number() OVER (ORDER BY ${orderBy(sort, 'b')}) AS ord
          FROM books b ORDER BY ${orderBy(sort, 'b')} LIMIT ${limit} OFFSET ${offset})
      SELECT
        (SELECT count(*) FROM books)::int AS books,
        (SELECT count(*) FROM hits)::int AS passages,
        (SELECT coalesce(json_agg(json_build_object(
            'content', ${CONTENT_JSON}, 'hitCount', page.hit_count,
            'hits', (SELECT coalesce(json_agg(json_build_object('id', t.id, 'tocId', t.toc_node_id,
                       'tocTitle', t.toc_title, 'page', t.page, 'body', t.body) ORDER BY t.rank DESC, t.id), '[]'::json)
                       FROM (SELECT p.id, p.toc_node_id, tn.title AS toc_title, p.page, p.body, h.rank
                               FROM hits h JOIN passages p ON p.id = h.id JOIN toc_nodes tn ON tn.id = p.toc_node_id
                              WHERE h.content_id = page.id ORDER BY h.rank DESC, h.id LIMIT ${HITS_PER_BOOK}) t)
          ) ORDER BY page.ord), '[]'::json)
           FROM page JOIN contents c ON c.id = page.id ${CONTENT_JOINS}) AS items`;
    const [row] = await rows<{
      books: number;
      passages: number;
      items: { content: ContentRow; hitCount: number; hits: PassageHitRow[] }[];
    }>(this.db, statement);
    return row ?? { books: 0, passages: 0, items: [] };
  }

  /** Titles and authors of contents whose title or author matches the query (bounded). */
  async suggestionSources(
    query: string,
    limit: number,
  ): Promise<{ title: string; author: string }[]> {
    return rows(
      this.db,
      sql`SELECT c.title, c.author FROM contents c
           WHERE c.search_tsv @@ to_tsquery('simple', ${query})
           ORDER BY c.read_count DESC, c.id LIMIT ${limit}`,
    );
  }

  /** A hierarchy's categories down to maxLevel, parents first; hasChild looks at the whole tree. */
  async categoryTree(hierarchy: string, maxLevel: number): Promise<CategoryRow[]> {
    return rows(
      this.db,
      sql`SELECT k.id::int AS id, k.code, k.title, k.parent_id::int AS "parentId", k.level::int AS level,
                 EXISTS (SELECT 1 FROM categories ch WHERE ch.parent_id = k.id) AS "hasChild"
            FROM categories k WHERE k.hierarchy = ${hierarchy} AND k.level <= ${maxLevel}
           ORDER BY k.level, k.sort_order, k.id`,
    );
  }

  /** The categories a content item is filed under. */
  async categoriesOfContent(contentId: number): Promise<CategoryRow[]> {
    return rows(
      this.db,
      sql`SELECT k.id::int AS id, k.code, k.title, k.parent_id::int AS "parentId", k.level::int AS level,
                 EXISTS (SELECT 1 FROM categories ch WHERE ch.parent_id = k.id) AS "hasChild"
            FROM content_categories cc JOIN categories k ON k.id = cc.category_id
           WHERE cc.content_id = ${contentId} ORDER BY k.level, k.sort_order, k.id`,
    );
  }
}
