import { spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { snapshotBlob } from '../platform/pglite-snapshot.ts';

/** Whether this machine has pg_dump (PostgreSQL's client tools). */
export const hasPgDump = (): boolean =>
  spawnSync('pg_dump', ['--version'], { stdio: 'ignore' }).status === 0;

/** The indexes that back no constraint: dropped for the load and made again after it. */
const PLAIN_INDEXES = `
  SELECT i.indexname AS name, i.indexdef AS definition, format('%I.%I', i.schemaname, i.indexname) AS qualified
    FROM pg_indexes i
   WHERE i.schemaname NOT IN ('pg_catalog', 'information_schema')
     AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`;

const USER_TABLES = `
  SELECT format('%I.%I', schemaname, tablename) AS name
    FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`;

/**
 * A PGlite data directory (dumpDataDir's tar) holding the rows of a PostgreSQL database whose
 * schema is the migrated snapshot's: a seeded test variant is built once, on PostgreSQL, and
 * moved here, instead of being built again in PGlite's WebAssembly (the demo catalogue: ~58 s
 * of a run's CPU). The rows come through `pg_dump --data-only` (COPY blocks, loaded from
 * PGlite's /dev/blob) into the migrated snapshot, emptied first; foreign keys and triggers
 * are off for the load (the rows are a consistent copy), plain indexes are made after it.
 */
export async function pgliteSnapshotFromPostgres(
  url: string,
  migratedSnapshot: Uint8Array,
): Promise<Uint8Array> {
  const client = await PGlite.create('memory://', { loadDataDir: snapshotBlob(migratedSnapshot) });
  try {
    const tables = (await client.query<{ name: string }>(USER_TABLES)).rows.map((t) => t.name);
    if (tables.length > 0)
      await client.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
    const indexes = (
      await client.query<{ name: string; definition: string; qualified: string }>(PLAIN_INDEXES)
    ).rows;
    for (const index of indexes) await client.exec(`DROP INDEX ${index.qualified}`);
    await client.exec('SET session_replication_role = replica');
    await loadDump(client, url);
    await client.exec('SET session_replication_role = DEFAULT');
    for (const index of indexes) await client.exec(index.definition);
    await client.exec('ANALYZE');
    const tar = await client.dumpDataDir('none');
    return new Uint8Array(await tar.arrayBuffer());
  } finally {
    await client.close();
  }
}

/** Runs pg_dump's data-only script in PGlite: its statements as they come, each COPY's rows from a blob. */
async function loadDump(client: PGlite, url: string): Promise<void> {
  const dump = spawn(
    'pg_dump',
    ['--data-only', '--no-owner', '--no-privileges', '--encoding=UTF8', `--dbname=${url}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  dump.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number>((resolve, reject) => {
    dump.once('error', reject);
    dump.once('close', (code) => resolve(code ?? 1));
  });
  let statement = '';
  let copy: { sql: string; rows: string[] } | null = null;
  // A COPY block's rows are one line each (COPY's text format escapes line breaks).
  for await (const line of readline.createInterface({ input: dump.stdout, crlfDelay: Infinity })) {
    if (copy) {
      if (line === '\\.') {
        const rows = copy.rows.length > 0 ? `${copy.rows.join('\n')}\n` : '';
        await client.query(copy.sql, [], { blob: new Blob([rows]) });
        copy = null;
      } else copy.rows.push(line);
      continue;
    }
    const copyHead = /^(COPY .+) FROM stdin;$/.exec(line);
    if (copyHead) {
      copy = { sql: `${copyHead[1]} FROM '/dev/blob'`, rows: [] };
      continue;
    }
    // psql's meta-commands (pg_dump's \restrict and \unrestrict guard) are for psql, not the server.
    if (statement === '' && line.startsWith('\\')) continue;
    if (line.startsWith('--') || (statement === '' && line.trim() === '')) continue;
    statement += `${line}\n`;
    if (line.trimEnd().endsWith(';')) {
      // pg_dump 15's settings that a newer server also knows; nothing else is sent.
      await client.exec(statement);
      statement = '';
    }
  }
  const code = await exited;
  if (code !== 0) throw new Error(`pg_dump failed (${code}): ${errors.trim()}`);
  if (copy || statement.trim()) throw new Error('pg_dump’s script ended half-way');
}
