import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  TERM_STATS_MIN_PASSAGES,
  addToSearchTermStats,
  backfillSearchIndex,
  refreshSearchTermStats,
  withoutPassageIndex,
} from './search-index.ts';

describe.each(TEST_DATABASES)('search index backfill and term counts (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
  }, 60_000);
  afterAll(() => t.close());

  const nulls = async () => {
    const [row] = await t.database.query<{ contents: number; passages: number }>(
      `SELECT (SELECT count(*) FROM contents WHERE search_tsv IS NULL)::int AS contents,
              (SELECT count(*) FROM passages WHERE search_tsv IS NULL)::int AS passages`,
    );
    return row;
  };

  it('leaves nothing to fill after the seed', async () => {
    expect(await nulls()).toEqual({ contents: 0, passages: 0 });
    expect(await backfillSearchIndex(t.database, () => undefined)).toEqual({
      contents: 0,
      passages: 0,
    });
  });

  it('fills the vectors of rows stored before migration 0002, the same as the seed wrote them', async () => {
    const before = await t.database.query<{ v: string }>(
      'SELECT search_tsv::text AS v FROM contents ORDER BY id LIMIT 1',
    );
    // Rows that old are older than migration 0019 too: their chapter titles are unindexed.
    await t.database.execScript(
      'UPDATE contents SET search_tsv = NULL; UPDATE passages SET search_tsv = NULL; UPDATE toc_nodes SET search_tsv = NULL;',
    );
    const messages: string[] = [];
    const done = await backfillSearchIndex(t.database, (message) => messages.push(message));
    expect(done.contents).toBeGreaterThan(0);
    expect(done.passages).toBeGreaterThan(0);
    expect(messages.some((m) => m.includes('filled'))).toBe(true);
    expect(messages.at(-1)).toMatch(/counted \d+ frequent terms/);
    expect(await nulls()).toEqual({ contents: 0, passages: 0 });
    const after = await t.database.query<{ v: string }>(
      'SELECT search_tsv::text AS v FROM contents ORDER BY id LIMIT 1',
    );
    expect(after).toEqual(before);
    // the counts of frequent terms were rebuilt from the refilled vectors
    const [stat] = await t.database.query<{ passages: number }>(
      `SELECT passages FROM search_term_stats WHERE term = '月'`,
    );
    const [truth] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM passages WHERE search_tsv @@ '月'::tsquery`,
    );
    if (truth && truth.n >= TERM_STATS_MIN_PASSAGES) expect(stat?.passages).toBe(truth.n);
  });

  const stats = () =>
    t.database.query<{ term: string; passages: number }>(
      'SELECT term, passages FROM search_term_stats ORDER BY term',
    );
  /** A small item with passages of the term: without it, every counted term stays counted. */
  const itemWith = async (term: string) => {
    const [row] = await t.database.query<{ id: number }>(
      `SELECT content_id::int AS id FROM passages WHERE search_tsv @@ to_tsquery('simple', $1)
        GROUP BY content_id ORDER BY count(*), content_id LIMIT 1`,
      [term],
    );
    return row!.id;
  };

  it('adds a new item to the counted terms as a whole recount would, without recounting', async () => {
    await refreshSearchTermStats(t.database);
    const whole = await stats();
    expect(whole.length).toBeGreaterThan(0);
    const id = await itemWith(whole[0]!.term);
    // Before its import: the library without the item's passages, counted whole.
    await t.database.execScript(
      `CREATE TABLE aside_passages AS SELECT * FROM passages WHERE content_id = ${id};
       DELETE FROM passages WHERE content_id = ${id};`,
    );
    await refreshSearchTermStats(t.database);
    const without = await stats();
    expect(without.map((row) => row.term)).toEqual(whole.map((row) => row.term));
    expect(without[0]!.passages).toBeLessThan(whole[0]!.passages);
    // The import writes them; the counts are brought up to date from its passages alone.
    await t.database.execScript(
      'INSERT INTO passages SELECT * FROM aside_passages; DROP TABLE aside_passages;',
    );
    await addToSearchTermStats(t.database, [id]);
    const added = await stats();
    expect(added).toEqual(whole);
  });

  it('counts an item once when a whole recount took it in between its import and its addition', async () => {
    await refreshSearchTermStats(t.database);
    const whole = await stats();
    const id = await itemWith(whole[0]!.term);
    await t.database.execScript(
      `CREATE TABLE aside_passages AS SELECT * FROM passages WHERE content_id = ${id};
       DELETE FROM passages WHERE content_id = ${id};`,
    );
    await refreshSearchTermStats(t.database);
    // Its import commits; another process recounts whole (a batch, a backfill) before this
    // import's own addition comes.
    await t.database.execScript(
      'INSERT INTO passages SELECT * FROM aside_passages; DROP TABLE aside_passages;',
    );
    await refreshSearchTermStats(t.database);
    expect(await stats()).toEqual(whole);
    await addToSearchTermStats(t.database, [id]);
    expect(await stats()).toEqual(whole);
    // Added again (a retried import's addition): still once.
    await addToSearchTermStats(t.database, [id]);
    expect(await stats()).toEqual(whole);
  });

  it('recounts whole when nothing was counted yet, and does nothing for no item', async () => {
    await refreshSearchTermStats(t.database);
    const whole = await stats();
    await addToSearchTermStats(t.database, []);
    expect(await stats()).toEqual(whole);
    await t.database.execScript('DELETE FROM search_term_stats; DELETE FROM search_stats_meta;');
    await addToSearchTermStats(t.database, [await itemWith(whole[0]!.term)]);
    expect(await stats()).toEqual(whole);
  });
});

describe.each(TEST_DATABASES)('bulk loads without the passages index (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
  }, 60_000);
  afterAll(() => t.close());

  const hasIndex = async () => {
    const [row] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_indexes
        WHERE schemaname = current_schema() AND indexname = 'passages_search_tsv_idx'`,
    );
    return row?.n === 1;
  };

  it('keeps the index while loading into a table that has passages', async () => {
    const during = await withoutPassageIndex(t.database, hasIndex);
    expect(during).toBe(true);
  });

  it('loads an empty table without it and builds it after, also when the load fails', async () => {
    await t.database.query('DELETE FROM passages');
    expect(await withoutPassageIndex(t.database, hasIndex)).toBe(false);
    expect(await hasIndex()).toBe(true);
    await expect(
      withoutPassageIndex(t.database, () => Promise.reject(new Error('cut off'))),
    ).rejects.toThrow('cut off');
    expect(await hasIndex()).toBe(true);
    // and a start makes it again should it be missing
    await t.database.query('DROP INDEX passages_search_tsv_idx');
    await backfillSearchIndex(t.database, () => undefined);
    expect(await hasIndex()).toBe(true);
  });
});

describe.each(TEST_DATABASES)('a first start on an empty database (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'none' });
  }, 60_000);
  afterAll(() => t.close());

  it('leaves the catalogue tables never analyzed, so the seed that follows is planned on what it writes', async () => {
    // reltuples -1: no statistics yet. An ANALYZE of the empty tables here made seed --full's
    // foreign-key checks scan toc_nodes whole for every passage (30 min instead of 3).
    const rows = await t.database.query<{ relname: string; reltuples: number }>(
      `SELECT relname, reltuples::float8 AS reltuples FROM pg_class
        WHERE relname IN ('contents', 'passages', 'toc_nodes', 'content_categories')
          AND relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())
        ORDER BY relname`,
    );
    expect(rows).toEqual([
      { relname: 'content_categories', reltuples: -1 },
      { relname: 'contents', reltuples: -1 },
      { relname: 'passages', reltuples: -1 },
      { relname: 'toc_nodes', reltuples: -1 },
    ]);
  });
});
