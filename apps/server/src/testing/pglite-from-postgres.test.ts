import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db.ts';
import { hasPgDump, pgliteSnapshotFromPostgres } from './pglite-from-postgres.ts';
import { testDatabaseCopy, type TestDatabaseCopy } from './test-databases.ts';

/** Values COPY's text format must escape: tabs, line breaks, backslashes, its own end marker. */
const TITLES = ['制表\t符', '换\n行', '反斜\\杠', '\\.', '引号"\'', '𠀀 扩展B 📚', ' 前后空格 '];

// Issue 14: a seeded test variant is built once, on PostgreSQL, and its rows are moved into
// PGlite (testing/test-databases.ts) instead of being built a second time there.
describe.skipIf(!process.env.DATABASE_URL || !hasPgDump())(
  'moving a PostgreSQL database’s rows into PGlite',
  () => {
    let source: TestDatabaseCopy;
    let postgres: Database;
    let moved: Database;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-move-'));
      source = await testDatabaseCopy('postgres', dataDir);
      postgres = await openDatabase(source.options);
      for (const title of TITLES)
        await postgres.query('INSERT INTO hot_search_words (title, sort_order) VALUES ($1, $2)', [
          title,
          title.length,
        ]);
      // a gap in the ids: the sequence must carry on after it, not after the last row
      await postgres.query("SELECT setval('hot_search_words_id_seq', 100)");
      const migrated = await fs.readFile(inject('pgliteSnapshot'));
      const snapshot = await pgliteSnapshotFromPostgres(source.options.url!, migrated);
      moved = await openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: snapshot });
    }, 120_000);
    afterAll(async () => {
      await moved?.close();
      await postgres?.close();
      await source?.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    const rows = (database: Database) =>
      database.query<{ id: string; title: string; sort_order: number }>(
        'SELECT id::text, title, sort_order FROM hot_search_words ORDER BY id',
      );

    it('carries every row as it was, escapes and all', async () => {
      const expected = await rows(postgres);
      expect(expected.map((row) => row.title)).toEqual(TITLES);
      expect(await rows(moved)).toEqual(expected);
    });

    it('carries the sequences on', async () => {
      const [next] = await moved.query<{ id: string }>(
        "INSERT INTO hot_search_words (title) VALUES ('新词') RETURNING id::text AS id",
      );
      expect(next!.id).toBe('101');
    });

    it('has the indexes and the constraints of the schema again', async () => {
      const [index] = await moved.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM pg_indexes WHERE indexname = 'passages_search_tsv_idx'",
      );
      expect(index!.n).toBe('1');
      await expect(
        moved.query("INSERT INTO hot_search_words (title) VALUES ('反斜\\杠')"),
      ).rejects.toThrow(/unique|duplicate/i);
    });
  },
);
