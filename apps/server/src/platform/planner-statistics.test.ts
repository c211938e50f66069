import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../testing/test-app.ts';
import { openDatabase, type Database } from './db.ts';
import { analyzeAsTablesGrow } from './planner-statistics.ts';

const UNITS = 1200;
const CHILDREN = 3;

describe('analyzeAsTablesGrow', () => {
  it('analyzes after 25 units, then each time the load has doubled', async () => {
    const statements: string[] = [];
    const statistics = analyzeAsTablesGrow(
      {
        query: async (sql: string) => {
          statements.push(sql);
          return [];
        },
      },
      ['contents', 'toc_nodes'],
    );
    const at: number[] = [];
    for (let unit = 1; unit <= 1000; unit += 1) {
      const before = statistics.analyses;
      await statistics.wrote(1);
      if (statistics.analyses > before) at.push(unit);
    }
    expect(at).toEqual([25, 50, 100, 200, 400, 800]);
    expect(new Set(statements)).toEqual(new Set(['ANALYZE contents, toc_nodes']));
    // a batch that jumps over several thresholds analyzes once
    await statistics.wrote(5000);
    expect(statistics.analyses).toBe(7);
  });

  it('refuses a table name that is not a plain identifier', () => {
    expect(() =>
      analyzeAsTablesGrow({ query: async () => [] }, ['contents; DROP TABLE users']),
    ).toThrow(/bad table name/);
  });
});

describe.each(TEST_DATABASES)('a load into tables analyzed while empty (%s)', (kind) => {
  let database: Database | null = null;
  const schema = `p_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  afterEach(async () => {
    if (!database) return;
    if (kind === 'postgres') await database.execScript(`DROP SCHEMA ${schema} CASCADE`);
    await database.close();
    database = null;
  });

  /** Loads UNITS parents with CHILDREN rows each; returns how many parent rows the foreign-key checks read by scanning. */
  async function load(withStatistics: boolean): Promise<number> {
    database = await openDatabase(
      kind === 'postgres'
        ? { url: process.env.DATABASE_URL, pgSchema: schema, poolSize: 1 }
        : { pgliteDir: 'memory://' },
    );
    await database.execScript(
      `DROP TABLE IF EXISTS child; DROP TABLE IF EXISTS parent;
       CREATE TABLE parent (id bigint PRIMARY KEY, pad text);
       CREATE TABLE child (id bigserial PRIMARY KEY, parent_id bigint REFERENCES parent (id));
       -- PostgreSQL's autovacuum would analyze them when a slow machine makes the load take a
       -- minute or more, ending the trap by chance (CI once saw 958,800 rows scanned, not 1.08M+):
       -- the test measures what the load itself does.
       ALTER TABLE parent SET (autovacuum_enabled = false);
       ALTER TABLE child SET (autovacuum_enabled = false);`,
    );
    // What a fresh start did before every seed: statistics of empty tables.
    await database.query('VACUUM (ANALYZE) parent, child');
    const statistics = analyzeAsTablesGrow(database, ['parent', 'child']);
    for (let unit = 1; unit <= UNITS; unit += 1) {
      await database.execScript(
        `BEGIN; INSERT INTO parent VALUES (${unit}, repeat('x', 200));
         INSERT INTO child (parent_id) SELECT ${unit} FROM generate_series(1, ${CHILDREN}); COMMIT;`,
      );
      if (withStatistics) await statistics.wrote(1);
    }
    await database.query('SELECT pg_stat_force_next_flush()');
    const [row] = await database.query<{ scanned: string | number }>(
      `SELECT seq_tup_read AS scanned FROM pg_stat_user_tables WHERE relname = 'parent'`,
    );
    return Number(row?.scanned ?? 0);
  }

  it('scans the parent table for every child without it (the trap), and hardly at all with it', async () => {
    const trapped = await load(false);
    // every check reads the parents so far: about UNITS² × CHILDREN / 2 rows
    expect(trapped).toBeGreaterThan((UNITS * UNITS * CHILDREN) / 4);
    if (kind === 'postgres') await database?.execScript(`DROP SCHEMA ${schema} CASCADE`);
    await database?.close();
    database = null;
    const analyzed = await load(true);
    // the scans stop once the statistics show a table worth an index: a bounded prefix, not UNITS²
    expect(analyzed).toBeLessThan(trapped / 10);
  }, 120_000);
});
