import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  TERM_STATS_MIN_PASSAGES,
  backfillSearchIndex,
  withoutPassageIndex,
} from './search-index.ts';

describe.each(TEST_DATABASES)('search index backfill (%s)', (kind) => {
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
