import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadBookMasterKey } from '../modules/reading/book-file.store.ts';
import { openDatabase } from '../platform/db.ts';
import { openObjectStore } from '../platform/storage/open-object-store.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../testing/test-app.ts';
import { urlOf, withAdmin } from '../testing/test-databases.ts';
import { restoreBackup } from './backup.ts';
import { backUpTestApp } from './backup.test-kit.ts';
import { anEpubEdition, openBookThroughApp } from './open-book.test-kit.ts';

describe.each(TEST_DATABASES)('backup and restore (issue 21, %s)', (kind) => {
  let t: TestApp;
  // the seeded catalogue is built once per run (shared with other files), so in a hook
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample', editions: true });
  });

  it('backs up, wipes, restores into an empty database and data directory: the books still open', async () => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-ops-backup-'));
    const restoredName = `moyue_ops_restore_${randomBytes(4).toString('hex')}`;
    let closed = false;
    try {
      const book = await anEpubEdition(t.database);
      const before = await openBookThroughApp(t.app, book);
      // the key lives apart from the backup, as in production (BOOK_MASTER_KEY)
      const masterKey = (await loadBookMasterKey(t.config)).toString('base64');
      const backupDir = path.join(work, 'backup');
      const manifest = await backUpTestApp(t, kind, t.app.moyue.objects, backupDir);
      expect(manifest.parts.map((part) => part.name)).toEqual([
        kind === 'postgres' ? 'database.dump' : 'pglite.tar',
        'files.tar',
      ]);
      expect(manifest.migrations).toContain('0001_foundation.sql');
      expect(manifest.fileEntries).not.toContain('keys');
      expect(manifest.includesKeys).toBe(false);
      // on the fs driver the stored files are DATA_DIR's: files.tar, no objects part
      expect(manifest.storage).toBe('fs');
      expect(manifest.objects).toEqual([]);

      // wipe: the app stops, its database is dropped and its data directory removed
      await t.close();
      closed = true;
      await expect(fs.stat(t.config.dataDir)).rejects.toThrow();
      let databaseUrl: string | undefined;
      if (kind === 'postgres') {
        await withAdmin((client) => client.query(`CREATE DATABASE ${restoredName}`));
        databaseUrl = urlOf(restoredName);
      }

      const objects = await openObjectStore({ driver: 'fs', dataDir: t.config.dataDir });
      await restoreBackup(backupDir, { databaseUrl, dataDir: t.config.dataDir, objects });
      // a second restore over the restored state is refused
      await expect(
        restoreBackup(backupDir, { databaseUrl, dataDir: t.config.dataDir, objects }),
      ).rejects.toThrow(/exists|not empty/);

      const database = await openDatabase(
        databaseUrl ? { url: databaseUrl } : { pgliteDir: path.join(t.config.dataDir, 'pg') },
      );
      const app = await buildApp(
        { ...t.config, databaseUrl: undefined, bookMasterKey: masterKey },
        { logger: false, database },
      );
      try {
        expect((await openBookThroughApp(app, book)).equals(before)).toBe(true);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      if (!closed) await t.close();
      await fs.rm(work, { recursive: true, force: true });
      await fs.rm(t.config.dataDir, { recursive: true, force: true });
      if (kind === 'postgres')
        await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${restoredName}`));
    }
  });
});
