import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db.ts';
import { foldText, indexTokens } from './chinese-text.ts';
import { backfillTocTitles } from './toc-title-index.ts';

export type ContentSearchFields = {
  title: string;
  author: string;
  publisher: string;
  keywords: string;
  abstracts: string;
  isbn: string;
  /** the titles of its table of contents (issue 12: a book is found by its chapters) */
  chapters?: string[];
};

/**
 * Token strings of a content item's fields (title A, author B,
 * publisher/keywords/ISBN C, abstract and chapter titles D).
 */
export function contentTokens(fields: ContentSearchFields): [string, string, string, string] {
  return [
    indexTokens(fields.title),
    indexTokens(fields.author),
    [indexTokens(fields.publisher), indexTokens(fields.keywords), fields.isbn.toLowerCase()]
      .filter(Boolean)
      .join(' '),
    [indexTokens(fields.abstracts), ...(fields.chapters ?? []).map(indexTokens)]
      .filter(Boolean)
      .join(' '),
  ];
}

/** Title and author folded, one per line: what ranking looks for the keyword in. */
export function contentHeadText(title: string, author: string): string {
  return `${foldText(title)}\n${foldText(author)}`;
}

/** The weighted tsvector of a content item, as SQL over token parameters. */
export function contentVectorSql(fields: ContentSearchFields): SQL {
  const [a, b, c, d] = contentTokens(fields);
  return sql`setweight(to_tsvector('simple', ${a}), 'A') || setweight(to_tsvector('simple', ${b}), 'B') || setweight(to_tsvector('simple', ${c}), 'C') || setweight(to_tsvector('simple', ${d}), 'D')`;
}

/**
 * The tsvector of a passage's text, as SQL over its token parameter. Stripped
 * of positions: passages are matched by exact lexemes only (no phrases, no
 * ranking function), and without positions the rows are a fraction of the size.
 */
export function passageVectorSql(body: string, chapterTitle = ''): SQL {
  const tokens = chapterTitle
    ? `${indexTokens(body)} ${indexTokens(chapterTitle)}`
    : indexTokens(body);
  return sql`strip(to_tsvector('simple', ${tokens}))`;
}

/** The stripped tsvector of a table-of-contents title (migration 0019), as SQL. */
export function tocTitleVectorSql(title: string): SQL {
  return sql`strip(to_tsvector('simple', ${indexTokens(title)}))`;
}

/**
 * The chapter title each passage carries in its vector (migration 0019): a
 * node's first passage (lowest order) carries the node's title, the others
 * none, so a title search finds one passage per chapter.
 */
export function chapterTitlesOfPassages<P extends { tocKey: number; order: number }>(
  passages: readonly P[],
  titleOf: (tocKey: number) => string | undefined,
): Map<P, string> {
  const first = new Map<number, P>();
  for (const passage of passages) {
    const seen = first.get(passage.tocKey);
    if (!seen || passage.order < seen.order) first.set(passage.tocKey, passage);
  }
  const titles = new Map<P, string>();
  for (const [key, passage] of first) {
    const title = titleOf(key);
    if (title) titles.set(passage, title);
  }
  return titles;
}

/** Terms matching at least this many passages get an exact count in search_term_stats. */
export const TERM_STATS_MIN_PASSAGES = 500;

/** The object types that have passages, in search_stats_meta (what the term counts cover). */
const REFRESH_STATS_META = `INSERT INTO search_stats_meta (id, object_types, refreshed_at)
  SELECT 1, coalesce(array_agg(DISTINCT c.object_type), '{}'), now()
    FROM contents c WHERE EXISTS (SELECT 1 FROM passages p WHERE p.content_id = c.id)
  ON CONFLICT (id) DO UPDATE SET object_types = excluded.object_types, refreshed_at = now()`;

/** Up to this many new items are added to the term counts one by one; more are recounted whole. */
const TERM_STATS_INCREMENTAL_MAX = 20;

/**
 * Held by a whole recount and by an addition for their transaction: one at a time, each sees
 * what the other committed (search_stats_counted says which items the counts hold).
 */
const TERM_STATS_LOCK = "SELECT pg_advisory_xact_lock(hashtext('moyue:search_term_stats'))";

/**
 * Adds newly written content items to search_term_stats: each frequent term
 * already counted gets their passages added. A term without a row is counted by
 * the search itself (countPassages, up to PASSAGE_COUNT_LIMIT), so the counts
 * stay exact; the next whole recount (a seed, a backfill, a large batch) adds
 * the terms that became frequent. Recounting the whole library after each
 * book read every passage's vector: ~1 s on PGlite for the demo world (plus a
 * VACUUM ANALYZE), and on PGlite the server's event loop waits meanwhile.
 * Recounts whole when nothing was counted yet or the batch is large.
 */
export async function addToSearchTermStats(
  database: Database,
  contentIds: readonly number[],
): Promise<void> {
  if (contentIds.length === 0) return;
  for (const id of contentIds)
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`bad content id ${id}`);
  const counted = await database.query('SELECT 1 FROM search_stats_meta LIMIT 1');
  if (counted.length === 0 || contentIds.length > TERM_STATS_INCREMENTAL_MAX) {
    await refreshSearchTermStats(database);
    return;
  }
  await database.exclusive(async (session) => {
    await session.query('BEGIN');
    try {
      await session.query(TERM_STATS_LOCK);
      // Only the items no recount has taken in since they were written: a whole recount that
      // ran between an import's commit and this call counted them already.
      const fresh = await session.query<{ id: string | number }>(
        `INSERT INTO search_stats_counted (content_id)
           SELECT id FROM unnest($1::bigint[]) AS id
          WHERE EXISTS (SELECT 1 FROM passages p WHERE p.content_id = id)
         ON CONFLICT (content_id) DO NOTHING
         RETURNING content_id AS id`,
        [contentIds],
      );
      const ids = fresh.map((row) => Number(row.id));
      // ts_stat takes its query as text: the ids are integers the database gave back.
      if (ids.length > 0)
        await session.query(
          `UPDATE search_term_stats s SET passages = s.passages + t.ndoc
             FROM ts_stat('SELECT search_tsv FROM passages WHERE search_tsv IS NOT NULL AND content_id IN (${ids.join(', ')})') t
            WHERE s.term = t.word`,
        );
      await session.query(REFRESH_STATS_META);
      await session.query('COMMIT');
    } catch (error) {
      await session.query('ROLLBACK');
      throw error;
    }
  });
}

/**
 * Rebuilds search_term_stats (exact passage counts of frequent terms) in one
 * transaction, then refreshes the planner's statistics. Call after passages
 * were added or removed (seed, import).
 */
export async function refreshSearchTermStats(database: Database): Promise<number> {
  return database.exclusive(async (session) => {
    await session.query('BEGIN');
    try {
      await session.query(TERM_STATS_LOCK);
      await session.query('DELETE FROM search_term_stats');
      // The items counted, marked first; then the passages of those items alone are counted
      // (an item committed between the two statements is left to its own addition).
      await session.query('DELETE FROM search_stats_counted');
      await session.query(
        `INSERT INTO search_stats_counted (content_id)
         SELECT DISTINCT content_id FROM passages WHERE search_tsv IS NOT NULL`,
      );
      await session.query(
        `INSERT INTO search_term_stats (term, passages)
         SELECT word, ndoc FROM ts_stat('SELECT p.search_tsv FROM passages p JOIN search_stats_counted c ON c.content_id = p.content_id WHERE p.search_tsv IS NOT NULL')
          WHERE ndoc >= ${TERM_STATS_MIN_PASSAGES}`,
      );
      await session.query(REFRESH_STATS_META);
      const [row] = await session.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM search_term_stats',
      );
      const [stored] = await session.query<{ any: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM passages) AS any',
      );
      await session.query('COMMIT');
      // After a bulk load: fresh planner statistics (estimates of a few hundred
      // rows where 20k match made it hash whole tables) and a visibility map
      // (index-only scans of the category links instead of 18k heap fetches).
      // Never of empty tables (a first start): 'empty' statistics make the
      // foreign-key checks of the load that follows scan whole tables
      // (platform/planner-statistics.ts).
      if (stored?.any)
        await session.query('VACUUM (ANALYZE) contents, passages, toc_nodes, content_categories');
      return row?.n ?? 0;
    } catch (error) {
      await session.query('ROLLBACK');
      throw error;
    }
  });
}

/** The passages' full-text index, as migration 0002 makes it. */
const PASSAGE_VECTOR_INDEX =
  'CREATE INDEX IF NOT EXISTS passages_search_tsv_idx ON passages USING gin (search_tsv)';

/** Makes the passages' full-text index if it is missing (a bulk load cut off before its end). */
export async function ensurePassageIndex(database: Database): Promise<void> {
  await database.exclusive(async (session) => {
    await session.query("SET maintenance_work_mem = '256MB'");
    await session.query(PASSAGE_VECTOR_INDEX);
    await session.query('RESET maintenance_work_mem');
  });
}

/**
 * Runs a bulk load into an empty passages table without its GIN index and
 * builds the index once afterwards: keeping it row by row (every Han character
 * and pair is a lexeme) made PostgreSQL the bottleneck of `seed --full`.
 * With passages already there the load runs as it is.
 */
export async function withoutPassageIndex<T>(
  database: Database,
  load: () => Promise<T>,
): Promise<T> {
  const [row] = await database.query<{ filled: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM passages) AS filled',
  );
  if (row?.filled) return load();
  await database.query('DROP INDEX IF EXISTS passages_search_tsv_idx');
  try {
    return await load();
  } finally {
    await ensurePassageIndex(database);
  }
}

const BACKFILL_BATCH = 500;

/**
 * Fills search_tsv of rows written before migration 0002 (or by an older
 * seed). Idempotent: only NULL rows are touched, a batch at a time, so an
 * interrupted run simply continues on the next start.
 */
export async function backfillSearchIndex(
  database: Database,
  log: (message: string) => void,
): Promise<{ contents: number; passages: number }> {
  const done = { contents: 0, passages: 0 };
  await ensurePassageIndex(database);
  for (;;) {
    const rows = await database.query<ContentSearchFields & { id: string | number }>(
      `SELECT c.id, c.title, c.author, coalesce(p.name, '') AS publisher, c.keywords, c.abstracts, c.isbn
         FROM contents c LEFT JOIN publishers p ON p.id = c.publisher_id
        WHERE c.search_tsv IS NULL ORDER BY c.id LIMIT ${BACKFILL_BATCH}`,
    );
    if (rows.length === 0) break;
    const tokens = rows.map(contentTokens);
    await database.query(
      `UPDATE contents c SET search_tsv =
              setweight(to_tsvector('simple', u.a), 'A') || setweight(to_tsvector('simple', u.b), 'B')
           || setweight(to_tsvector('simple', u.c), 'C') || setweight(to_tsvector('simple', u.d), 'D'),
              head_text = u.head
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
              AS u(id, a, b, c, d, head)
        WHERE c.id = u.id`,
      [
        rows.map((row) => Number(row.id)),
        tokens.map((t) => t[0]),
        tokens.map((t) => t[1]),
        tokens.map((t) => t[2]),
        tokens.map((t) => t[3]),
        rows.map((row) => contentHeadText(row.title, row.author)),
      ],
    );
    done.contents += rows.length;
    log(`search index: ${done.contents} contents indexed`);
  }
  for (;;) {
    const rows = await database.query<{ id: string | number; body: string }>(
      `SELECT id, body FROM passages WHERE search_tsv IS NULL ORDER BY id LIMIT ${BACKFILL_BATCH * 4}`,
    );
    if (rows.length === 0) break;
    await database.query(
      `UPDATE passages p SET search_tsv = strip(to_tsvector('simple', u.tokens))
         FROM unnest($1::bigint[], $2::text[]) AS u(id, tokens) WHERE p.id = u.id`,
      [rows.map((row) => Number(row.id)), rows.map((row) => indexTokens(row.body))],
    );
    done.passages += rows.length;
    if (done.passages % 20_000 < BACKFILL_BATCH * 4)
      log(`search index: ${done.passages} passages indexed`);
  }
  if (done.contents + done.passages > 0)
    log(`search index: filled ${done.contents} contents and ${done.passages} passages`);
  // After the passages: a chapter's title is appended to its first passage's vector.
  const titles = await backfillTocTitles(database, log);
  const statsMissing = await database.query('SELECT 1 FROM search_stats_meta LIMIT 1');
  if (done.passages + titles > 0 || statsMissing.length === 0) {
    const terms = await refreshSearchTermStats(database);
    log(`search index: counted ${terms} frequent terms`);
  }
  if (done.passages + titles > 10_000) {
    // Vectors rewritten in bulk: fresh planner statistics (PostgreSQL; PGlite accepts it too).
    await database.query('ANALYZE passages');
    await database.query('ANALYZE contents');
  }
  return done;
}
