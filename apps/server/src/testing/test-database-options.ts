import fs from 'node:fs/promises';
import { inject } from 'vitest';
import type { DatabaseOptions } from '../platform/db.ts';

export type DatabaseKind = 'pglite' | 'postgres';

let snapshot: Promise<Blob | undefined> | undefined;

/** The migrated PGlite the server suite's global setup made, if this runs under it. */
function migratedSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    let file: string | undefined;
    try {
      file = inject('pgliteSnapshot');
    } catch {
      return undefined; // not under vitest's server project: migrate from scratch
    }
    if (!file) return undefined;
    return new Blob([await fs.readFile(file)]);
  })();
  return snapshot;
}

/**
 * How a test opens its own database: a throw-away schema of the PostgreSQL
 * server, or an in-memory PGlite started from the run's migrated snapshot.
 */
export async function testDatabaseOptions(
  kind: DatabaseKind,
  pgSchema: string,
): Promise<DatabaseOptions> {
  if (kind === 'postgres') return { url: process.env.DATABASE_URL, pgSchema, poolSize: 4 };
  const pgliteSnapshot = await migratedSnapshot();
  return { pgliteDir: 'memory://', ...(pgliteSnapshot ? { pgliteSnapshot } : {}) };
}
