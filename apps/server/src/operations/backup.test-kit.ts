import type { ObjectStore } from '../platform/storage/object-store.ts';
import type { DatabaseKind, TestApp } from '../testing/test-app.ts';
import { urlOf } from '../testing/test-databases.ts';
import { createBackup, type BackupManifest } from './backup.ts';

/** Backs up a test app as `npm run backup` does: its live database (by address on PostgreSQL), data directory and objects. */
export async function backUpTestApp(
  t: TestApp,
  kind: DatabaseKind,
  objects: ObjectStore,
  outDir: string,
): Promise<BackupManifest> {
  const [{ name } = { name: '' }] = await t.database.query<{ name: string }>(
    'SELECT current_database() AS name',
  );
  return createBackup(
    {
      database: t.database,
      databaseUrl: kind === 'postgres' ? urlOf(name) : undefined,
      dataDir: t.config.dataDir,
      objects,
    },
    outDir,
  );
}
