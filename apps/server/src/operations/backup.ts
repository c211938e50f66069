import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../platform/db.ts';

const run = promisify(execFile);

/** DATA_DIR entries that are not stored files: the embedded database (its own part) and the keys. */
const PGLITE_DIR = 'pg';
const KEYS_DIR = 'keys';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** schema_migrations at the time: a restore is followed by the migrations a newer release adds */
  migrations: string[];
  /** DATA_DIR entries in files.tar */
  fileEntries: string[];
  includesKeys: boolean;
  parts: { name: string; bytes: number; sha256: string }[];
}

export interface BackupSource {
  database: Database;
  /** postgres://… of that database (pg_dump reads it); absent for PGlite */
  databaseUrl: string | undefined;
  dataDir: string;
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
 * directory), files.tar (the stored files under DATA_DIR: media, book
 * editions, screenshots — not the S3 bucket, which is backed up by the
 * bucket's own means), and manifest.json with each part's size and sha256.
 */
export async function createBackup(source: BackupSource, outDir: string): Promise<BackupManifest> {
  await fs.mkdir(outDir, { recursive: true });
  if ((await fs.readdir(outDir)).length > 0) throw new Error(`${outDir} is not empty`);
  const parts: string[] = [];
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
    format: 1,
    createdAt: new Date().toISOString(),
    database: source.database.kind,
    migrations,
    fileEntries,
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
}

/**
 * Restores a backup made by createBackup into an empty database and data
 * directory: every part's sha256 is checked first, and a target that holds
 * anything is refused, so a restore never mixes two states. The servers stay
 * stopped meanwhile; they migrate forward (npm run db:migrate) when a newer
 * release starts on the restored data.
 */
export async function restoreBackup(
  fromDir: string,
  target: RestoreTarget,
): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(fromDir, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  for (const part of manifest.parts) {
    const actual = await sha256Of(path.join(fromDir, part.name));
    if (actual !== part.sha256) throw new Error(`${part.name} is damaged (sha256 differs)`);
  }
  if ((manifest.database === 'postgres') !== (target.databaseUrl !== undefined))
    throw new Error(
      `this backup is of ${manifest.database}: ${manifest.database === 'postgres' ? 'set' : 'unset'} DATABASE_URL`,
    );
  for (const entry of manifest.fileEntries)
    if (await exists(path.join(target.dataDir, entry)))
      throw new Error(`${path.join(target.dataDir, entry)} exists: restore into an empty DATA_DIR`);

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
