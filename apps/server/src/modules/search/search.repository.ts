import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import type { PreparedStatements } from '../../platform/prepared-statements.ts';
import {
  CONTENT_JOINS,
  CONTENT_SUMMARY_JSON,
  type ContentSummaryRecord,
} from '../catalog/index.ts';
import {
  type ChapterHitRow,
  type PassageHitRow,
  type CategoryRow,
  type ContentMatch,
  type ContentFilters,
  NO_FILTERS,
  type SortOrder,
  PASSAGE_CANDIDATE_CAP,
  PASSAGE_COUNT_LIMIT,
  PAGE_HITS_JOIN,
  PAGE_HITS_JSON,
  pageHitsCte,
  intArray,
  orderBy,
  chosenCategoriesCte,
  onlyObjectTypes,
  filterCondition,
} from './search-sql.ts';

/** SQL of search: resource search, full-text search, suggestions and category trees. */
export class SearchRepository {
  constructor(
    private readonly db: Executor,
    /** resource search's statement, prepared once per text on PGlite */
    private readonly statements: PreparedStatements,
  ) {}

  /** One round trip: the page, the count and both facets over a bounded candidate set. */
  async searchContents(
    match: ContentMatch,
    filters: ContentFilters,
    sort: SortOrder,
    offset: number,
    limit: number,
  ): Promise<{
    total: number;
    items: { content: ContentSummaryRecord; chapter: ChapterHitRow | null }[];
    publishers: { name: string; count: number }[];
    categories: (CategoryRow & { count: number })[];
  }> {
    const q = match.query === null ? null : tsqueryOnce(match.query);
    const keywordCondition = q ? sql`c.search_tsv @@ ${q}` : sql`TRUE`;
    // Composite rank in tiers, then reads: the exact title, then the keyword's
    // words all in the folded title or author, then any other match. Read from
    // short columns, so ranking every match costs no vector reads.
    const headWords = match.headWords.length
      ? sql.join(
          match.headWords.map((word) => sql`strpos(c.head_text, ${word}) > 0`),
          sql` AND `,
        )
      : sql`FALSE`;
    const rank = sql`(CASE WHEN c.title = ${match.keyword} THEN 10 ELSE 0 END
          + CASE WHEN ${headWords} THEN 1 ELSE 0 END)`;
    const objectTypesOnly: ContentFilters = { ...filters, publisher: null, categoryIds: [] };
    const query = sql`WITH RECURSIVE ${chosenCategoriesCte(filters.categoryIds)},
      closure(ancestor, descendant) AS (
        SELECT id, id FROM categories WHERE hierarchy = ${filters.hierarchy}
        UNION ALL SELECT k.parent_id, cl.descendant FROM closure cl JOIN categories k ON k.id = cl.ancestor
         WHERE k.parent_id IS NOT NULL),
      matched AS MATERIALIZED (
        SELECT c.id, c.publisher_id, c.issue_date, c.read_count, c.updated_at, ${rank} AS rank
          FROM contents c
         WHERE ${keywordCondition} AND ${match.condition ?? sql`TRUE`}
           AND ${filterCondition(objectTypesOnly, 'c', true)}),
      filtered AS MATERIALIZED (
        SELECT m.* FROM matched m
         WHERE ${filterCondition(
           { ...NO_FILTERS, publisher: filters.publisher, categoryIds: filters.categoryIds },
           'm',
         )}),
      page AS MATERIALIZED (
        -- numbered after the LIMIT: a bounded top-N sort, not a sort of every match
        SELECT t.id, t.rank, row_number() OVER (ORDER BY ${orderBy(sort, 't')}) AS ord
          FROM (SELECT f.* FROM filtered f ORDER BY ${orderBy(sort, 'f')} LIMIT ${limit} OFFSET ${offset}) t),
      ${chapterHitsCte(match.chapterQuery)}
      SELECT
        (SELECT count(*) FROM filtered)::int AS total,
        (SELECT coalesce(json_agg(json_build_object('content', ${CONTENT_SUMMARY_JSON},
                  'chapter', CASE WHEN ch.id IS NULL THEN NULL
                                  ELSE json_build_object('id', ch.id, 'title', ch.title) END)
                  ORDER BY page.ord), '[]'::json)
           FROM page JOIN contents c ON c.id = page.id
           LEFT JOIN chapter_hits ch ON ch.content_id = page.id ${CONTENT_JOINS}) AS items,
        (SELECT coalesce(json_agg(json_build_object('name', x.name, 'count', x.n) ORDER BY x.n DESC, x.name), '[]'::json)
           FROM (SELECT pub.name, x.n FROM (SELECT m.publisher_id, count(*)::int AS n FROM matched m
                  WHERE m.publisher_id IS NOT NULL GROUP BY m.publisher_id) x
                 JOIN publishers pub ON pub.id = x.publisher_id) x) AS publishers,
        (SELECT coalesce(json_agg(json_build_object('id', k.id, 'code', k.code, 'title', k.title,
                  'parentId', k.parent_id, 'level', k.level, 'hasChild', false, 'count', x.n)
                  ORDER BY k.level, k.sort_order, k.id), '[]'::json)
           FROM (SELECT cl.ancestor AS category_id, sum(y.n)::int AS n
                   FROM (SELECT cc.category_id, count(*) AS n
                           FROM matched m JOIN content_categories cc ON cc.content_id = m.id
                          GROUP BY cc.category_id) y
                   JOIN closure cl ON cl.descendant = y.category_id
                  GROUP BY cl.ancestor) x
           JOIN categories k ON k.id = x.category_id) AS categories`;
    const [row] = await this.statements.rows<{
      total: number;
      items: { content: ContentSummaryRecord; chapter: ChapterHitRow | null }[];
      publishers: { name: string; count: number }[];
      categories: (CategoryRow & { count: number })[];
    }>(query, RESOURCE_SEARCH_SETTINGS);
    return row ?? { total: 0, items: [], publishers: [], categories: [] };
  }

  /**
   * Passages matching the query, grouped by book, over a bounded candidate
   * set: the first PASSAGE_CANDIDATE_CAP index matches (exact lexeme lookups,
   * no ranking function over the candidates — that was most of the cost).
   * Books rank by their hits among the candidates, then by reads; a book
   * shows its first hits in reading order. `capped` says the candidate set
   * was full, so the counts are those of the set, not of every match.
   */
  async searchPassages(
    query: string,
    filters: ContentFilters,
    sort: SortOrder,
    offset: number,
    limit: number,
  ): Promise<{
    books: number;
    passages: number;
    capped: boolean;
    items: { content: ContentSummaryRecord; hitCount: number; hits: PassageHitRow[] }[];
  }> {
    const q = sql`to_tsquery('simple', ${query})`;
    const bookFilter = await this.passageBookFilter(filters);
    if (bookFilter === null) return { books: 0, passages: 0, capped: false, items: [] };
    const statement = sql`WITH RECURSIVE ${chosenCategoriesCte(filters.categoryIds)},
      hits AS MATERIALIZED (
        SELECT p.id, p.content_id, p.sort_order
          FROM passages p
         WHERE p.search_tsv @@ ${q} AND ${bookFilter}
         LIMIT ${PASSAGE_CANDIDATE_CAP}),
      books AS MATERIALIZED (
        -- grouped first, then each book's sort columns by its key (OFFSET 0
        -- keeps the lookup per book: a hash join would read all contents)
        SELECT g.id, g.rank, c.issue_date, c.read_count, c.updated_at
          FROM (SELECT h.content_id AS id, count(*)::int AS rank FROM hits h GROUP BY h.content_id) g
          CROSS JOIN LATERAL (SELECT c.issue_date, c.read_count, c.updated_at
                                FROM contents c WHERE c.id = g.id OFFSET 0) c),
      page AS (
        SELECT t.id, t.rank AS hit_count, row_number() OVER (ORDER BY ${orderBy(sort, 't')}) AS ord
          FROM (SELECT b.* FROM books b ORDER BY ${orderBy(sort, 'b')} LIMIT ${limit} OFFSET ${offset}) t),
      ${pageHitsCte('hits', sql`h.sort_order, h.id`)}
      SELECT
        (SELECT count(*) FROM books)::int AS books,
        (SELECT count(*) FROM hits)::int AS passages,
        (SELECT coalesce(json_agg(json_build_object(
            'content', ${CONTENT_SUMMARY_JSON}, 'hitCount', page.hit_count, 'hits', ${PAGE_HITS_JSON}
          ) ORDER BY page.ord), '[]'::json)
           FROM page JOIN contents c ON c.id = page.id
           ${PAGE_HITS_JOIN} ${CONTENT_JOINS}) AS items`;
    const [row] = await selectRows<{
      books: number;
      passages: number;
      items: { content: ContentSummaryRecord; hitCount: number; hits: PassageHitRow[] }[];
    }>(this.db, statement);
    if (!row) return { books: 0, passages: 0, capped: false, items: [] };
    return { ...row, capped: row.passages >= PASSAGE_CANDIDATE_CAP };
  }

  /**
   * The condition on passages p of the books a passage search looks at; null
   * when none can match. When only object types are chosen and they include
   * every type that has passages (search_stats_meta, kept by the indexer)
   * there is no condition: the book filter would hash all ~20k contents rows
   * on every search (half the time of a frequent word).
   */
  private async passageBookFilter(filters: ContentFilters): Promise<SQL | null> {
    const filtered = sql`p.content_id IN (SELECT c.id FROM contents c WHERE ${filterCondition(filters, 'c')})`;
    if (!onlyObjectTypes(filters)) return filtered;
    if (filters.objectTypes.length === 0) return sql`TRUE`;
    const [meta] = await selectRows<{ objectTypes: number[] }>(
      this.db,
      sql`SELECT object_types::int[] AS "objectTypes" FROM search_stats_meta WHERE id = 1`,
    );
    if (!meta) return filtered;
    const withPassages = meta.objectTypes.map(Number);
    if (withPassages.every((type) => filters.objectTypes.includes(type))) return sql`TRUE`;
    if (!withPassages.some((type) => filters.objectTypes.includes(type))) return null;
    return filtered;
  }

  /**
   * How many passages match, for a candidate set that was full: a single
   * lexeme's count comes from search_term_stats (kept by the indexer);
   * otherwise the matches are counted, up to PASSAGE_COUNT_LIMIT.
   */
  async countPassages(query: string, lexemes: string[], filters: ContentFilters): Promise<number> {
    if (lexemes.length === 1 && onlyObjectTypes(filters)) {
      // Exact when the chosen types include every type that has passages.
      const types = filters.objectTypes.length > 0 ? filters.objectTypes : [0];
      const [stat] = await selectRows<{ passages: number }>(
        this.db,
        sql`SELECT s.passages FROM search_term_stats s, search_stats_meta m
             WHERE s.term = ${lexemes[0]}
               AND (${filters.objectTypes.length === 0} OR m.object_types::int[] <@ ${intArray(types)}::int[])`,
      );
      if (stat) return stat.passages;
    }
    const bookFilter = await this.passageBookFilter(filters);
    if (bookFilter === null) return 0;
    const [row] = await selectRows<{ n: number }>(
      this.db,
      sql`WITH RECURSIVE ${chosenCategoriesCte(filters.categoryIds)}
          SELECT count(*)::int AS n FROM (
            SELECT 1 FROM passages p
             WHERE p.search_tsv @@ to_tsquery('simple', ${query}) AND ${bookFilter}
             LIMIT ${PASSAGE_COUNT_LIMIT}) x`,
    );
    return row?.n ?? 0;
  }

  /**
   * Titles and authors of the best-read contents whose folded title or author
   * contains the folded keyword (bounded): the index finds the matches, the
   * short head_text column decides, so no match's vector is read.
   */
  async suggestionSources(
    query: string,
    folded: string,
    limit: number,
  ): Promise<{ title: string; author: string }[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return selectRows<{ title: string; author: string }>(
        tx,
        sql`SELECT c.title, c.author FROM contents c
             WHERE c.search_tsv @@ to_tsquery('simple', ${query}) AND strpos(c.head_text, ${folded}) > 0
             ORDER BY c.read_count DESC, c.id LIMIT ${limit}`,
      );
    });
  }

  /** A hierarchy's categories down to maxLevel, parents first; hasChild looks at the whole tree. */
  async categoryTree(hierarchy: string, maxLevel: number): Promise<CategoryRow[]> {
    return selectRows(
      this.db,
      sql`SELECT k.id::int AS id, k.code, k.title, k.parent_id::int AS "parentId", k.level::int AS level,
                 EXISTS (SELECT 1 FROM categories ch WHERE ch.parent_id = k.id) AS "hasChild"
            FROM categories k WHERE k.hierarchy = ${hierarchy} AND k.level <= ${maxLevel}
           ORDER BY k.level, k.sort_order, k.id`,
    );
  }

  /** The categories a content item is filed under. */
  async categoriesOfContent(contentId: number, hierarchy: string): Promise<CategoryRow[]> {
    return selectRows(
      this.db,
      sql`SELECT k.id::int AS id, k.code, k.title, k.parent_id::int AS "parentId", k.level::int AS level,
                 EXISTS (SELECT 1 FROM categories ch WHERE ch.parent_id = k.id) AS "hasChild"
            FROM content_categories cc JOIN categories k ON k.id = cc.category_id
           WHERE cc.content_id = ${contentId} AND k.hierarchy = ${hierarchy}
           ORDER BY k.level, k.sort_order, k.id`,
    );
  }
}

/**
 * A frequent character matches half the records: the planner then prefers a sequential scan,
 * which reads every record's vector (~80 ms), where the exact GIN bitmap needs none (~4 ms).
 * Resource search's statement is held to the index, with room for its facets' sorts.
 */
const RESOURCE_SEARCH_SETTINGS = { enable_seqscan: 'off', work_mem: '16MB' };

/**
 * The tsquery of a query text, computed once per statement (a scalar subquery): as a prepared
 * statement's generic plan, a bare to_tsquery(…, $n) ran again for every chapter row it
 * filtered (~33 ms instead of ~7 for a two-word search, 2026-11-28).
 */
const tsqueryOnce = (query: string) => sql`(SELECT to_tsquery('simple', ${query}))`;

/**
 * The CTE chapter_hits: for each page result not found by its own title or
 * author (rank tier 0), its first chapter (reading order) whose title matches
 * — only the page's books' nodes are read (toc_nodes_content_idx), never a
 * scan of every chapter title.
 */
function chapterHitsCte(query: string | null): SQL {
  if (query === null)
    return sql`chapter_hits AS (SELECT NULL::bigint AS content_id, NULL::bigint AS id, NULL::text AS title WHERE FALSE)`;
  return sql`chapter_hits AS (
        SELECT DISTINCT ON (tn.content_id) tn.content_id, tn.id, tn.title
          FROM page JOIN toc_nodes tn ON tn.content_id = page.id
         WHERE page.rank < 1 AND tn.search_tsv @@ ${tsqueryOnce(query)}
         ORDER BY tn.content_id, tn.sort_order, tn.id)`;
}
