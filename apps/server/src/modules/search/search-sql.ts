// The shared SQL of search (row shapes, filters, ordering; the content row is the catalogue's): the
// resource, full-text and Q&A repositories build their statements from it.
import { sql, type SQL } from 'drizzle-orm';
import { FULL_TEXT_CANDIDATES } from '@moyue/contracts/api/search';

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
  /** an extra condition on contents c (publisher name, ISBN) */
  condition: SQL | null;
  /** the normalised keyword, for the exact-title boost */
  keyword: string;
  /** the keyword's words folded: all in the title or author ranks above other matches */
  headWords: string[];
  /**
   * to_tsquery text matched against chapter titles (toc_nodes.search_tsv) to
   * name the chapter a result was found by; null when the field searched is
   * not the titles (author, publisher, ISBN).
   */
  chapterQuery: string | null;
}

/** The chapter a resource-search result was found by (its title matched the keyword). */
export interface ChapterHitRow {
  id: number;
  title: string;
}

export interface ContentFilters {
  objectTypes: number[];
  categoryIds: number[];
  /** exact publisher name (a facet Key) */
  publisher: string | null;
  hierarchy: string;
  /** 0 any, else contents of this source (courses) */
  contentSource: number;
  /** only the holdings of this organisation */
  organizationId: number | null;
  /** further conditions on contents c (advanced search fields) */
  conditions: SQL[];
}

export const NO_FILTERS: ContentFilters = {
  objectTypes: [],
  categoryIds: [],
  publisher: null,
  hierarchy: '',
  contentSource: 0,
  organizationId: null,
  conditions: [],
};

export type SortOrder = 0 | 1 | 2 | 3 | 4;

/**
 * The bounded candidate set of full-text search. A frequent single character
 * matches a sixth of all passages; reading all of them costs 100+ ms (see
 * shared/notes/search-measurements.md), so a search looks at the first N
 * index matches and counts the rest separately (countPassages). Resource
 * search has no cap: ~20k records are counted and ranked whole from the index.
 */
export const PASSAGE_CANDIDATE_CAP = FULL_TEXT_CANDIDATES;
export const HITS_PER_BOOK = 3;
/** Beyond the candidate set, matches are counted up to this many (then the count says 'at least'). */
export const PASSAGE_COUNT_LIMIT = 100_000;

/**
 * The CTE page_hits: the first HITS_PER_BOOK hits of each book of the CTE
 * `page`, as JSON per book, in one pass over the CTE `candidates` (id,
 * content_id and what `order` sorts by, as h). Only those passages are read;
 * a subquery per book read every hit of its book. Join it with PAGE_HITS_JOIN
 * and answer PAGE_HITS_JSON.
 */
export function pageHitsCte(candidates: string, order: SQL): SQL {
  return sql`page_hits AS (
        SELECT ph.content_id, json_agg(json_build_object('id', p.id, 'tocId', p.toc_node_id,
                 'tocTitle', tn.title, 'page', p.page, 'body', p.body) ORDER BY ph.n) AS hits
          FROM (SELECT h.id, h.content_id, row_number() OVER (PARTITION BY h.content_id ORDER BY ${order}) AS n
                  FROM ${sql.raw(candidates)} h JOIN page ON page.id = h.content_id) ph
          JOIN passages p ON p.id = ph.id JOIN toc_nodes tn ON tn.id = p.toc_node_id
         WHERE ph.n <= ${HITS_PER_BOOK}
         GROUP BY ph.content_id)`;
}
export const PAGE_HITS_JOIN = sql`LEFT JOIN page_hits ph ON ph.content_id = page.id`;
export const PAGE_HITS_JSON = sql`coalesce(ph.hits, '[]'::json)`;

export const intArray = (values: number[]) =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::bigint[]`;

export function orderBy(sort: SortOrder, alias: string): SQL {
  const a = sql.raw(alias);
  if (sort === 1) return sql`${a}.issue_date DESC NULLS LAST, ${a}.id`;
  if (sort === 2 || sort === 4) return sql`${a}.read_count DESC, ${a}.id`;
  if (sort === 3) return sql`${a}.updated_at DESC, ${a}.id`;
  return sql`${a}.rank DESC, ${a}.read_count DESC, ${a}.id`;
}

/** Descendants (and selves) of the chosen categories, as a recursive CTE named chosen_categories. */
export function chosenCategoriesCte(ids: number[]): SQL {
  return sql`chosen_categories(id) AS (
    SELECT id FROM categories WHERE id = ANY(${intArray(ids)})
    UNION SELECT k.id FROM categories k JOIN chosen_categories ch ON k.parent_id = ch.id)`;
}

/** No filter but the object types (no category, publisher, source, holdings or field). */
export function onlyObjectTypes(filters: ContentFilters): boolean {
  return (
    filters.categoryIds.length === 0 &&
    filters.publisher === null &&
    filters.contentSource === 0 &&
    filters.organizationId === null &&
    filters.conditions.length === 0
  );
}

/**
 * Conditions of the filters; an empty objectTypes list means every type.
 * `typeAsFilter` writes the type test so that it is never the access path
 * (in searchContents the object-type index would make every keyword match
 * read its vector).
 */
export function filterCondition(filters: ContentFilters, alias: string, typeAsFilter = false): SQL {
  const a = sql.raw(alias);
  const parts: SQL[] = [sql`TRUE`];
  if (filters.objectTypes.length > 0)
    parts.push(
      typeAsFilter
        ? sql`(${a}.object_type + 0) = ANY(${intArray(filters.objectTypes)})`
        : sql`${a}.object_type = ANY(${intArray(filters.objectTypes)})`,
    );
  if (filters.publisher)
    parts.push(
      sql`${a}.publisher_id = (SELECT id FROM publishers WHERE name = ${filters.publisher})`,
    );
  if (filters.contentSource > 0) parts.push(sql`${a}.content_source = ${filters.contentSource}`);
  if (filters.organizationId !== null)
    parts.push(sql`EXISTS (SELECT 1 FROM organization_holdings oh
      WHERE oh.organization_id = ${filters.organizationId} AND oh.content_id = ${a}.id)`);
  parts.push(...filters.conditions);
  if (filters.categoryIds.length > 0)
    parts.push(sql`EXISTS (SELECT 1 FROM content_categories cc
      WHERE cc.content_id = ${a}.id AND cc.category_id IN (SELECT id FROM chosen_categories))`);
  return sql.join(parts, sql` AND `);
}
