import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TocContentData, TocListData, TocNode } from '@moyue/contracts/api/reading';
import type { Envelope } from '@moyue/contracts/envelope';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { publicFileUrl } from '../modules/media/file.service.ts';
import { loadBookMasterKey } from '../modules/reading/book-file.store.ts';
import { openDatabase, type Database } from '../platform/db.ts';
import type { ObjectStore } from '../platform/storage/object-store.ts';
import { openObjectStore } from '../platform/storage/open-object-store.ts';
import { loadStorageConfig } from '../platform/storage/storage-config.ts';
import { startLocalS3, type LocalS3 } from '../testing/local-s3.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedRequest,
  type TestApp,
} from '../testing/test-app.ts';
import { urlOf, withAdmin } from '../testing/test-databases.ts';
import { restoreBackup, type BackupManifest } from './backup.ts';
import { backUpTestApp } from './backup.test-kit.ts';
import { readObjectArchive } from './object-archive.ts';
import { anEpubEdition, openBookThroughApp } from './open-book.test-kit.ts';

// Issue 21: on STORAGE_DRIVER=s3 the backup holds the bucket too (objects.tar),
// against the local S3-compatible server of the storage tests (s3rver).

const run = promisify(execFile);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const flatten = (nodes: TocNode[]): TocNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.Childs)]);

async function keysOf(objects: ObjectStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of objects.walk()) keys.push(key);
  return keys.sort();
}

/** What a reader is served of a book: its table of contents and the text of every open chapter. */
async function chaptersOf(app: FastifyInstance, contentId: string): Promise<string[]> {
  const device = await bindDevice(app);
  const call = async <T>(url: string, params: Record<string, string>) =>
    (await signedRequest(app, device, 'GET', url, params, { ip: '192.0.2.78' })).json<
      Envelope<T>
    >();
  const list = await call<TocListData>('/v1/api/tableofcontent/list', {
    objectId: contentId,
    isRecursive: 'true',
    getFiles: 'true',
  });
  if (!list.Success) throw new Error(`toc: ${list.Description}`);
  const served = [];
  for (const node of flatten(list.Data.ItemList)) {
    if (node.IsLock) continue;
    const text = await call<TocContentData>('/v1/api/tableofcontent/content', {
      objectId: contentId,
      tocId: String(node.Id),
    });
    if (!text.Success) throw new Error(`chapter ${node.Title}: ${text.Description}`);
    served.push(`${node.Title}: ${text.Data.Passages.map((passage) => passage.Text).join('')}`);
  }
  return served;
}

/** A public picture of the catalogue (a cover): its address. */
async function aPublicFile(database: Database): Promise<string> {
  const [row] = await database.query<{ sha256: string; mime_type: string }>(
    `SELECT sha256, mime_type FROM stored_files WHERE is_public ORDER BY sha256 LIMIT 1`,
  );
  if (!row) throw new Error('the catalogue has no public file');
  return publicFileUrl(row.sha256, row.mime_type);
}

describe.each(TEST_DATABASES)(
  'backup and restore on the s3 storage driver (issue 21, %s)',
  (kind) => {
    let work: string;
    let s3: LocalS3;
    let t: TestApp;
    let config: Config;
    let closed = false;

    beforeAll(async () => {
      work = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-ops-s3-backup-'));
      s3 = await startLocalS3({ dir: path.join(work, 's3') });
      t = await createTestApp(kind, { seed: 'sample', editions: true });
      // the key lives apart from the backup, as in production (BOOK_MASTER_KEY; s3 requires it)
      const masterKey = (await loadBookMasterKey(t.config)).toString('base64');
      config = {
        ...t.config,
        databaseUrl: undefined,
        bookMasterKey: masterKey,
        storage: loadStorageConfig(s3.env, t.config.dataDir, masterKey),
      };
    }, 300_000);
    afterAll(async () => {
      if (!closed) await t.close();
      await s3.stop();
      await fs.rm(work, { recursive: true, force: true });
    });

    it('backs up the bucket with the database, wipes both, restores: the books still open', async () => {
      const restoredName = `moyue_ops_s3_restore_${randomBytes(4).toString('hex')}`;
      const bucket = await openObjectStore(config.storage);
      try {
        // the seeded catalogue's files move into the bucket, as an installation moving to s3 does
        const local = await openObjectStore({ driver: 'fs', dataDir: t.config.dataDir });
        const seeded = await keysOf(local);
        for (const key of seeded) await bucket.put(key, (await local.read(key))!);
        for (const folder of new Set(seeded.map((key) => key.split('/')[0] ?? '')))
          await fs.rm(path.join(t.config.dataDir, folder), { recursive: true });
        expect(seeded.some((key) => key.startsWith('books/'))).toBe(true);

        const app = await buildApp(config, { logger: false, database: t.database });
        const book = await anEpubEdition(t.database);
        const cover = await aPublicFile(t.database);
        let before: { book: Buffer; chapters: string[]; cover: Buffer };
        try {
          before = {
            book: await openBookThroughApp(app, book),
            chapters: await chaptersOf(app, book.contentId),
            cover: (await app.inject({ method: 'GET', url: cover })).rawPayload,
          };
        } finally {
          await app.close();
        }
        expect(before.chapters.length).toBeGreaterThan(0);
        expect(before.cover.length).toBeGreaterThan(0);
        const inBucket = await keysOf(bucket); // with the trial edition the reader just opened

        const backupDir = path.join(work, 'backup');
        const manifest = await backUpTestApp(t, kind, bucket, backupDir);
        expect(manifest.storage).toBe('s3');
        expect(manifest.parts.map((part) => part.name)).toEqual([
          kind === 'postgres' ? 'database.dump' : 'pglite.tar',
          'objects.tar',
          'files.tar',
        ]);
        expect(manifest.objects.map((object) => object.key).sort()).toEqual(inBucket);
        for (const object of manifest.objects.slice(0, 20)) {
          const bytes = (await bucket.read(object.key))!;
          expect({ bytes: bytes.length, sha256: sha256(bytes) }).toEqual({
            bytes: object.bytes,
            sha256: object.sha256,
          });
        }
        // objects.tar is a plain tar: the operator's own tools read it
        const listed = (await run('tar', ['-tf', path.join(backupDir, 'objects.tar')])).stdout;
        expect(listed.trim().split('\n')).toEqual(manifest.objects.map((object) => object.key));

        // wipe: the app stops, its database is dropped, its data directory and every object removed
        await t.close();
        closed = true;
        for (const key of inBucket) await bucket.remove(key);
        expect(await keysOf(bucket)).toEqual([]);
        await expect(fs.stat(t.config.dataDir)).rejects.toThrow();
        let databaseUrl: string | undefined;
        if (kind === 'postgres') {
          await withAdmin((client) => client.query(`CREATE DATABASE ${restoredName}`));
          databaseUrl = urlOf(restoredName);
        }
        const target = { databaseUrl, dataDir: t.config.dataDir, objects: bucket };

        await refusesAlteredObjects(backupDir, manifest, target);
        const onDisk = await openObjectStore({ driver: 'fs', dataDir: t.config.dataDir });
        await expect(restoreBackup(backupDir, { ...target, objects: onDisk })).rejects.toThrow(
          'this backup was made on the s3 storage driver',
        );

        await restoreBackup(backupDir, target);
        expect(await keysOf(bucket)).toEqual(inBucket);
        // a second restore into an empty data directory but the same bucket is refused
        await expect(
          restoreBackup(backupDir, { ...target, dataDir: path.join(work, 'another') }),
        ).rejects.toThrow(
          new RegExp(`the bucket already holds ${inBucket.length} of the backup's objects`),
        );

        const database = await openDatabase(
          databaseUrl ? { url: databaseUrl } : { pgliteDir: path.join(t.config.dataDir, 'pg') },
        );
        const restored = await buildApp(config, { logger: false, database });
        try {
          expect((await openBookThroughApp(restored, book)).equals(before.book)).toBe(true);
          expect(await chaptersOf(restored, book.contentId)).toEqual(before.chapters);
          const served = await restored.inject({ method: 'GET', url: cover });
          expect(served.statusCode).toBe(200);
          expect(served.rawPayload.equals(before.cover)).toBe(true);
        } finally {
          await restored.close();
          await database.close();
        }
      } finally {
        await bucket.close();
        await fs.rm(t.config.dataDir, { recursive: true, force: true });
        if (kind === 'postgres')
          await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${restoredName}`));
      }
    }, 300_000);

    /** A backup whose objects part was altered is refused, with or without a manifest that agrees, and writes nothing. */
    async function refusesAlteredObjects(
      backupDir: string,
      manifest: BackupManifest,
      target: { databaseUrl: string | undefined; dataDir: string; objects: ObjectStore },
    ): Promise<void> {
      const altered = path.join(work, 'altered');
      await fs.cp(backupDir, altered, { recursive: true });
      const tarFile = path.join(altered, 'objects.tar');
      const tar = await fs.readFile(tarFile);
      const book = manifest.objects.find((object) => object.key.startsWith('books/'))!;
      const at = await bodyOffset(tarFile, book.key);
      tar[at + 100] = (tar[at + 100] ?? 0) ^ 0xff;
      await fs.writeFile(tarFile, tar);
      await expect(restoreBackup(altered, target)).rejects.toThrow(
        'objects.tar is damaged (sha256 differs)',
      );
      // the part's sum made to agree: the object's own sha256 still catches it
      const agreeing = {
        ...manifest,
        parts: manifest.parts.map((part) =>
          part.name === 'objects.tar' ? { ...part, sha256: sha256(tar) } : part,
        ),
      };
      await fs.writeFile(path.join(altered, 'manifest.json'), JSON.stringify(agreeing));
      await expect(restoreBackup(altered, target)).rejects.toThrow(
        `objects.tar is damaged: ${book.key} differs from its sha256`,
      );
      // nothing was written: no object, no data directory, no table
      expect(await keysOf(target.objects)).toEqual([]);
      await expect(fs.stat(target.dataDir)).rejects.toThrow();
      if (target.databaseUrl) {
        const database = await openDatabase({ url: target.databaseUrl });
        try {
          const [row] = await database.query<{ tables: number }>(
            `SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'`,
          );
          expect(row?.tables).toBe(0);
        } finally {
          await database.close();
        }
      }
    }
  },
);

/** Where an object's bytes start in objects.tar. */
async function bodyOffset(tarFile: string, key: string): Promise<number> {
  let offset = -1;
  for await (const object of readObjectArchive(tarFile)) {
    if (object.key !== key) continue;
    const first = (await object.read()).subarray(0, 256);
    offset = (await fs.readFile(tarFile)).indexOf(first);
    break;
  }
  if (offset === -1) throw new Error(`${key} is not in ${tarFile}`);
  return offset;
}
