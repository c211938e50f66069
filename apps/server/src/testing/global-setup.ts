import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db.ts';
import { migrate } from '../platform/migrate.ts';
import { dropRunDatabases, newRunId, removeRunCopies } from './test-databases.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS_DIR = path.resolve(here, '../db/migrations');
const PGLITE_PACKAGE = path.resolve(
  here,
  '../../../../node_modules/@electric-sql/pglite/package.json',
);

/** Names the snapshot by what makes it: the migrations' text and the PGlite release. */
async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await fs.readFile(PGLITE_PACKAGE).catch(() => Buffer.from('unknown pglite')));
  for (const file of (await fs.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file);
    hash.update(await fs.readFile(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates one embedded database per run (or reuses the one made from the
 * same migrations) and hands its snapshot to the test files: a fresh PGlite
 * starts from it in ~1 s instead of running initdb and every migration (~7 s).
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const file = path.join(os.tmpdir(), `moyue-pglite-migrated-${await snapshotKey()}.tar`);
  const exists = await fs.stat(file).then(
    (stat) => stat.size > 0,
    () => false,
  );
  if (!exists) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await migrate(database);
      if (!database.dumpSnapshot) throw new Error('an embedded database can be dumped');
      const dump = await database.dumpSnapshot();
      // Written aside and renamed: a parallel run never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await fs.rename(partial, file);
    } finally {
      await database.close();
    }
  }
  project.provide('pgliteSnapshot', file);
  // Seeded snapshots and PostgreSQL templates are this run's: made on first use, removed at the end.
  const id = newRunId();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `moyue-test-run-${id}-`));
  project.provide('testRun', { id, dir });
  // A crashed run left its databases: gone after six hours (a run in progress is never touched).
  await dropRunDatabases('', 6 * 3600_000);
  await removeRunCopies('', 6 * 3600_000);
  return async () => {
    await dropRunDatabases(id, Number.POSITIVE_INFINITY);
    await removeRunCopies(id, Number.POSITIVE_INFINITY);
    await fs.rm(dir, { recursive: true, force: true });
  };
}
