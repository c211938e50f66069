import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../../config.ts';
import { openDatabase, type Database } from '../../../platform/db.ts';
import { migrate } from '../../../platform/migrate.ts';
import { testDatabaseCopy, type DatabaseKind } from '../../../testing/test-databases.ts';

/** As testing/test-app.ts TEST_DATABASES, without loading the whole app. */
export const BOOK_TEST_DATABASES: DatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A migrated database and a temporary data directory, without the HTTP app (storage and import tests). */
export async function openTestDatabase(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-books-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const copy = await testDatabaseCopy(kind, dataDir);
  const database = await openDatabase(copy.options);
  await migrate(database);
  return {
    database,
    config,
    async close() {
      await database.close();
      await copy.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every file under a folder, recursively (the content-addressed store has <aa>/<sha256>). */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs
    .readdir(folder, { recursive: true, withFileTypes: true })
    .catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}
