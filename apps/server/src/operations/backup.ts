import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { z } from 'zod';
import type { Database } from '../platform/db.ts';
import type { ObjectStore } from '../platform/storage/object-store.ts';
import type { StorageConfig } from '../platform/storage/storage-config.ts';
import {
  archiveObjects,
  assertObjectsAbsent,
  restoreObjects,
  verifyObjectArchive,
  type BackedUpObject,
} from './backup-objects.ts';

const run = promisify(execFile);

/** DATA_DIR entries that are not stored files: the embedded database (its own part) and the keys. */
const PGLITE_DIR = 'pg';
const KEYS_DIR = 'keys';

const ManifestSchema = z.object({
  /** 1: before the objects part (always the fs driver) */
  format: z.union([z.literal(1), z.literal(2)]),
  createdAt: z.string(),
  database: z.enum(['postgres', 'pglite']),
  /** schema_migrations at the time: a restore is followed by the migrations a newer release adds */
  migrations: z.array(z.string()),
  /** the storage driver backed up: fs → its objects are in files.tar, s3 → in objects.tar */
  storage: z.enum(['fs', 's3']).default('fs'),
  /** DATA_DIR entries in files.tar */
  fileEntries: z.array(z.string()),
  /** objects.tar's objects in order (s3 only) */
  objects: z
    .array(z.object({ key: z.string(), bytes: z.number().int().min(0), sha256: z.string() }))
    .default([]),
  includesKeys: z.boolean(),
  parts: z.array(
    z.object({
      name: z.enum(['database.dump', 'pglite.tar', 'objects.tar', 'files.tar']),
      bytes: z.number().int().min(0),
      sha256: z.string(),
    }),
  ),
});

export type BackupManifest = z.infer<typeof ManifestSchema>;

export interface BackupSource {
  database: Database;
  /** postgres://… of that database (pg_dump reads it); absent for PGlite */
  databaseUrl: string | undefined;
  dataDir: string;
  /** the app's object store: with the s3 driver its objects go into objects.tar (fs: they are in DATA_DIR) */
  objects: ObjectStore;
  /** also $DATA_DIR/keys (the generated master key): off by default, keep keys apart from data */
  includeKeys?: boolean;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Writes a backup into outDir (docs/operations.md 'Back up and restore'):
 * database.dump (pg_dump, custom format) or pglite.tar (PGlite's data
 * directory); with the s3 driver objects.tar, every object of the bucket,
 * right after the dump; files.tar (DATA_DIR but pg/ and keys/: on the fs
 * driver the stored files — media, book editions, screenshots); and
 * manifest.json with each part's size and sha256 and each object's.
 *
 * The objects agree with the dump although they are copied after it: an
 * object is written whole under a name that fixes its bytes and never
 * changed in place (files/ by sha256, books/ by a new random name per
 * stored edition, books/trial/ and derived/ copies made again on demand), so
 * every object the dump names and the copy finds holds the bytes the dump
 * expects; objects written meanwhile are extra and named by no row.
 */
export async function createBackup(source: BackupSource, outDir: string): Promise<BackupManifest> {
  await fs.mkdir(outDir, { recursive: true });
  if ((await fs.readdir(outDir)).length > 0) throw new Error(`${outDir} is not empty`);
  const parts: BackupManifest['parts'][number]['name'][] = [];
  if (source.database.kind === 'postgres') {
    if (!source.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(outDir, 'database.dump')}`,
      `--dbname=${source.databaseUrl}`,
    ]);
    parts.push('database.dump');
  } else {
    const snapshot = await source.database.dumpSnapshot?.();
    if (!snapshot) throw new Error('this database cannot dump itself');
    await fs.writeFile(path.join(outDir, 'pglite.tar'), Buffer.from(await snapshot.arrayBuffer()));
    parts.push('pglite.tar');
  }
  const objects: BackedUpObject[] =
    source.objects.driver === 's3'
      ? await archiveObjects(source.objects, path.join(outDir, 'objects.tar'))
      : [];
  if (source.objects.driver === 's3') parts.push('objects.tar');
  const skip = new Set([PGLITE_DIR, ...(source.includeKeys ? [] : [KEYS_DIR])]);
  const fileEntries = (await fs.readdir(source.dataDir).catch(() => []))
    .filter((name) => !skip.has(name))
    .sort();
  // an empty list still makes a valid (empty) archive
  await run('tar', [
    '-cf',
    path.join(outDir, 'files.tar'),
    '-C',
    source.dataDir,
    ...(fileEntries.length ? ['--', ...fileEntries] : ['--files-from=/dev/null']),
  ]);
  parts.push('files.tar');
  const migrations = (
    await source.database.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    )
  ).map((row) => row.name);
  const manifest: BackupManifest = {
    format: 2,
    createdAt: new Date().toISOString(),
    database: source.database.kind,
    migrations,
    storage: source.objects.driver,
    fileEntries,
    objects,
    includesKeys: source.includeKeys === true,
    parts: await Promise.all(
      parts.map(async (name) => {
        const file = path.join(outDir, name);
        return { name, bytes: (await fs.stat(file)).size, sha256: await sha256Of(file) };
      }),
    ),
  };
  await fs.writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export interface RestoreTarget {
  /** an empty PostgreSQL database (no tables in public); absent: PGlite in $DATA_DIR/pg */
  databaseUrl: string | undefined;
  dataDir: string;
  /** the store the objects go to: its driver must be the backup's */
  objects: ObjectStore;
}

async function readManifest(fromDir: string): Promise<BackupManifest> {
  const json: unknown = JSON.parse(await fs.readFile(path.join(fromDir, 'manifest.json'), 'utf8'));
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== 1 && format !== 2) throw new Error(`unknown backup format ${String(format)}`);
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`manifest.json is not a backup manifest: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

function assertSameStorage(backup: StorageConfig['driver'], target: StorageConfig['driver']) {
  if (backup === target) return;
  throw new Error(
    backup === 's3'
      ? 'this backup was made on the s3 storage driver (its objects are in objects.tar): ' +
          'restore it with STORAGE_DRIVER=s3 and an empty bucket, not onto DATA_DIR'
      : 'this backup was made on the fs storage driver (its objects are in files.tar): ' +
          'restore it with STORAGE_DRIVER=fs, then copy files/, books/ and derived/ into the bucket',
  );
}

/**
 * Restores a backup made by createBackup into an empty database, data
 * directory and (s3) bucket: every part's sha256 and every object's is
 * checked first, and a target that holds anything of the backup is refused,
 * so a restore never mixes two states and a damaged backup writes nothing. The servers stay
 * stopped meanwhile; they migrate forward (npm run db:migrate) when a newer
 * release starts on the restored data.
 */
export async function restoreBackup(
  fromDir: string,
  target: RestoreTarget,
): Promise<BackupManifest> {
  const manifest = await readManifest(fromDir);
  if ((manifest.database === 'postgres') !== (target.databaseUrl !== undefined))
    throw new Error(
      `this backup is of ${manifest.database}: ${manifest.database === 'postgres' ? 'set' : 'unset'} DATABASE_URL`,
    );
  assertSameStorage(manifest.storage, target.objects.driver);
  const objectsTar = path.join(fromDir, 'objects.tar');
  if ((manifest.storage === 's3') !== manifest.parts.some((part) => part.name === 'objects.tar'))
    throw new Error('manifest.json: objects.tar goes with the s3 storage driver, and only with it');
  for (const part of manifest.parts) {
    const actual = await sha256Of(path.join(fromDir, part.name));
    if (actual !== part.sha256) throw new Error(`${part.name} is damaged (sha256 differs)`);
  }
  if (manifest.storage === 's3') await verifyObjectArchive(objectsTar, manifest.objects);
  for (const entry of manifest.fileEntries)
    if (await exists(path.join(target.dataDir, entry)))
      throw new Error(`${path.join(target.dataDir, entry)} exists: restore into an empty DATA_DIR`);
  if (manifest.storage === 's3') await assertObjectsAbsent(target.objects, manifest.objects);

  if (target.databaseUrl) {
    await assertEmptyPostgres(target.databaseUrl);
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      path.join(fromDir, 'database.dump'),
    ]);
  } else {
    const pgliteDir = path.join(target.dataDir, PGLITE_DIR);
    if (await exists(pgliteDir))
      throw new Error(`${pgliteDir} exists: restore into an empty DATA_DIR`);
    await fs.mkdir(target.dataDir, { recursive: true });
    const tar = await fs.readFile(path.join(fromDir, 'pglite.tar'));
    const client = await PGlite.create(pgliteDir, { loadDataDir: new Blob([tar]) });
    await client.close();
  }
  await fs.mkdir(target.dataDir, { recursive: true });
  await run('tar', ['-xf', path.join(fromDir, 'files.tar'), '-C', target.dataDir]);
  if (manifest.storage === 's3') await restoreObjects(objectsTar, target.objects, manifest.objects);
  return manifest;
}

async function assertEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    if ((rows[0]?.tables ?? 0) > 0)
      throw new Error('the target database is not empty: restore into a new, empty database');
  } finally {
    await client.end();
  }
}
