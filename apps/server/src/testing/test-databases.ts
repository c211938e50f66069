import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../platform/db.ts';
import { migrate } from '../platform/migrate.ts';
import { copyDirectory } from './copy-directory.ts';
import { hasPgDump, pgliteSnapshotFromPostgres } from './pglite-from-postgres.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * What a copy starts with: 'migrated' (every migration, no rows), or a name
 * for a state a builder makes once per run on top of it (a seeded catalogue).
 */
export type Variant = 'migrated' | (string & {});

/** Fills a fresh migrated database (and its data directory, for the files it writes) once per run. */
export type VariantBuilder = (database: Database, dataDir: string) => Promise<void>;

export interface TestDatabaseCopy {
  options: DatabaseOptions;
  /** Removes the copy (the PostgreSQL database, or PGlite's data directory). */
  dispose(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (dumpDataDir, uncompressed tar). */
    pgliteSnapshot: string;
    /** This run's name (PostgreSQL template databases) and its directory (snapshots, files). */
    testRun: { id: string; dir: string };
  }
}

interface Run {
  id: string;
  dir: string;
  migratedSnapshot: string | undefined;
}

let run: Run | undefined;

/** The global setup's run, or (outside vitest's server project) one of this process. */
function currentRun(): Run {
  if (run) return run;
  try {
    const { id, dir } = inject('testRun');
    run = { id, dir, migratedSnapshot: inject('pgliteSnapshot') };
  } catch {
    run = { id: newRunId(), dir: '', migratedSnapshot: undefined };
  }
  return run;
}

/** Sortable by age: r<ms since epoch, base 36>x<random>. */
export function newRunId(): string {
  return `r${Date.now().toString(36)}x${randomBytes(3).toString('hex')}`;
}

/** When a run of that id began (0 when the name is not one). */
export function runStartedAt(id: string): number {
  const match = /^r([0-9a-z]+)x/.exec(id);
  return match?.[1] ? parseInt(match[1], 36) : 0;
}

const databaseName = (prefix: 'tpl' | 't', id: string, suffix: string) =>
  `moyue_${prefix}_${id}_${suffix}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');

/** The address of another database on the test server (DATABASE_URL's). */
export function urlOf(database: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** fn on a connection to DATABASE_URL's own database (CREATE / DROP DATABASE). */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE … TEMPLATE, again while the template's last connection is still closing. */
async function cloneDatabase(client: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const busy = /is being accessed by other users/.test((error as Error).message);
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const exists = (client: pg.Client, name: string) =>
  client
    .query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    .then((result) => (result.rowCount ?? 0) > 0);

/** Makes the template of a variant once per run; processes wait for each other on an advisory lock. */
async function postgresTemplate(variant: Variant, build?: VariantBuilder): Promise<string> {
  const { id, dir } = currentRun();
  const name = databaseName('tpl', id, variant);
  return withAdmin(async (client) => {
    if (await exists(client, name)) return name;
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists(client, name)) return name;
      if (variant === 'migrated') {
        await client.query(`CREATE DATABASE ${name}`);
        const database = await openDatabase({ url: urlOf(name), poolSize: 1 });
        try {
          await migrate(database);
        } finally {
          await database.close();
        }
        return name;
      }
      if (!build) throw new Error(`no builder for the test database variant ${variant}`);
      const migrated = await postgresTemplate('migrated');
      // Built under a name of its own and renamed: a half-built template is never cloned.
      const building = databaseName('t', id, `build_${variant}`);
      await cloneDatabase(client, building, migrated);
      const database = await openDatabase({ url: urlOf(building), poolSize: 4 });
      try {
        await build(database, await variantDataDir('postgres', variant, dir));
      } finally {
        await database.close();
      }
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** Where a variant's builder writes its files (a directory per run). */
async function variantDataDir(kind: DatabaseKind, variant: Variant, dir: string): Promise<string> {
  if (!dir) throw new Error('seeded test databases need the server suite’s global setup');
  const dataDir = path.join(dir, `${kind}-${variant}-data`);
  await fs.mkdir(dataDir, { recursive: true });
  return dataDir;
}

/** Serialises builders of one file between processes: mkdir is atomic. */
async function withFileLock<T>(file: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

const fileExists = (file: string) =>
  fs.stat(file).then(
    (stat) => stat.size > 0,
    () => false,
  );

const snapshots = new Map<string, Promise<Uint8Array | undefined>>();

/** The variant's PGlite snapshot, made once per run (undefined: migrate from scratch). */
function pgliteSnapshot(variant: Variant, build?: VariantBuilder): Promise<Uint8Array | undefined> {
  let snapshot = snapshots.get(variant);
  if (!snapshot) {
    snapshot = (async () => {
      const { dir, migratedSnapshot } = currentRun();
      if (variant === 'migrated')
        return migratedSnapshot ? await fs.readFile(migratedSnapshot) : undefined;
      if (!build) throw new Error(`no builder for the test database variant ${variant}`);
      const file = path.join(await variantDataDir('pglite', variant, dir), '..', `${variant}.tar`);
      await withFileLock(file, async () => {
        if (await fileExists(file)) return;
        const migrated = await pgliteSnapshot('migrated');
        if (migrated && process.env.DATABASE_URL && hasPgDump()) {
          // Built once for the run, on PostgreSQL, and moved here with its files.
          await fs.writeFile(`${file}.partial`, await movedFromPostgres(variant, build, migrated));
          await fs.rename(`${file}.partial`, file);
          return;
        }
        const database = await openDatabase({
          pgliteDir: 'memory://',
          ...(migrated ? { pgliteSnapshot: migrated } : {}),
        });
        try {
          await migrate(database);
          await build(database, await variantDataDir('pglite', variant, dir));
          const dump = await database.dumpSnapshot!();
          await fs.writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
          await fs.rename(`${file}.partial`, file);
        } finally {
          await database.close();
        }
      });
      return await fs.readFile(file);
    })();
    snapshots.set(variant, snapshot);
  }
  return snapshot;
}

/**
 * A seeded variant's PGlite snapshot made from its PostgreSQL template: its rows through
 * pg_dump (from a clone: the template stays free for the copies being made from it), its
 * files copied. Building the demo again in PGlite took ~58 s of a run's CPU.
 */
async function movedFromPostgres(
  variant: Variant,
  build: VariantBuilder,
  migrated: Uint8Array,
): Promise<Uint8Array> {
  const { id, dir } = currentRun();
  const template = await postgresTemplate(variant, build);
  const source = databaseName('t', id, `move_${variant}`);
  await withAdmin((client) => cloneDatabase(client, source, template));
  try {
    const snapshot = await pgliteSnapshotFromPostgres(urlOf(source), migrated);
    await copyDirectory(
      await variantDataDir('postgres', variant, dir),
      await variantDataDir('pglite', variant, dir),
    );
    return snapshot;
  } finally {
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`));
  }
}

/**
 * Where the PGlite copies of a run live: in memory (/dev/shm) where the machine has it, else
 * the temporary directory. A copy is a data directory copied from the variant's extracted one
 * and opened on disk (PGlite's NodeFS): loading a snapshot into PGlite's in-memory
 * filesystem instead unpacks its 45–190 MB of tar in JavaScript at every open, ~0.4–1.5 CPU-s
 * against ~0.2 for a copy (measured 2026-11-27; 134 opens in a run of the API suite).
 */
const COPY_ROOT = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
const COPY_DIR_PREFIX = 'moyue-test-pg-';

/** The run's directory of PGlite data directories (removed by removeRunCopies). */
const runCopiesDir = (id: string) => path.join(COPY_ROOT, `${COPY_DIR_PREFIX}${id}`);

const templateDirs = new Map<string, Promise<string>>();

/** The variant's PGlite data directory, extracted once per run; copies are made from it. */
function pgliteTemplateDir(variant: Variant, build?: VariantBuilder): Promise<string> {
  let dir = templateDirs.get(variant);
  if (!dir) {
    dir = (async () => {
      const target = path.join(runCopiesDir(currentRun().id), `template-${variant}`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await withFileLock(target, async () => {
        if (await fileExists(path.join(target, 'PG_VERSION'))) return;
        const snapshot = await pgliteSnapshot(variant, build);
        const partial = `${target}.partial`;
        await fs.rm(partial, { recursive: true, force: true });
        const database = await openDatabase({
          pgliteDir: partial,
          ...(snapshot ? { pgliteSnapshot: snapshot } : {}),
        });
        try {
          // Outside vitest's run there is no migrated snapshot: the directory starts empty.
          if (!snapshot) await migrate(database);
        } finally {
          await database.close();
        }
        await fs.rename(partial, target);
      });
      return target;
    })();
    templateDirs.set(variant, dir);
  }
  return dir;
}

/**
 * A database of its own for one test file, in the state of a variant: a
 * PostgreSQL database cloned from the run's template (CREATE DATABASE …
 * TEMPLATE), or a PGlite data directory copied from the run's extracted one. A
 * seeded variant's files are copied into dataDir. The first copy of a variant
 * in a run builds it; every later one costs a copy.
 */
export async function testDatabaseCopy(
  kind: DatabaseKind,
  dataDir: string,
  variant: Variant = 'migrated',
  build?: VariantBuilder,
): Promise<TestDatabaseCopy> {
  const copyFiles = async () => {
    if (variant === 'migrated') return;
    const from = await variantDataDir(kind, variant, currentRun().dir);
    await copyDirectory(from, dataDir);
  };
  if (kind === 'postgres') {
    const template = await postgresTemplate(variant, build);
    const name = databaseName('t', currentRun().id, randomBytes(5).toString('hex'));
    await withAdmin((client) => cloneDatabase(client, name, template));
    await copyFiles();
    return {
      options: { url: urlOf(name), poolSize: 4 },
      dispose: () =>
        withAdmin(async (client) => {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }),
    };
  }
  const template = await pgliteTemplateDir(variant, build);
  const copy = path.join(path.dirname(template), `copy-${randomBytes(5).toString('hex')}`);
  await copyDirectory(template, copy);
  await copyFiles();
  return {
    options: {
      pgliteDir: copy,
      // 128MB (PGlite's default) are zeroed at every start: 0.5 s of a test database's ~1 s.
      pgliteSharedBuffers: '16MB',
    },
    dispose: () => fs.rm(copy, { recursive: true, force: true }),
  };
}

/** Removes this run's PGlite directories, and those of runs older than maxAgeMs (crashed runs). */
export async function removeRunCopies(id: string, maxAgeMs: number): Promise<void> {
  const names = await fs.readdir(COPY_ROOT).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(COPY_DIR_PREFIX)) continue;
    const runId = name.slice(COPY_DIR_PREFIX.length);
    if (runId !== id && Date.now() - runStartedAt(runId) < maxAgeMs) continue;
    await fs.rm(path.join(COPY_ROOT, name), { recursive: true, force: true });
  }
}

/** Drops this run's PostgreSQL databases, and those of runs older than maxAgeMs (crashed runs). */
export async function dropRunDatabases(id: string, maxAgeMs: number): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'moyue\\_t%'",
    );
    for (const { datname } of rows) {
      const runId = /^moyue_(?:tpl|t)_(r[0-9a-z]+x[0-9a-f]+)_/.exec(datname)?.[1];
      if (!runId) continue;
      if (runId !== id && Date.now() - runStartedAt(runId) < maxAgeMs) continue;
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}
