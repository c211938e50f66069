import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { repoRoot, startServer } from '../../bench/src/server-process.ts';

// The demo world is seeded once per e2e run (global-setup.ts) and every server of
// the run starts from a copy of that data directory — its embedded database and
// its files — instead of seeding its own: a seed with the demo media took minutes
// per server on a busy two-core machine, and one file's own seed ran past its
// 240 s hook.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded data directory (a stopped server's): copied, never used itself. */
    seededDataDir: string;
  }
}

/** The built web app the run's servers serve: WEB_DIST (as the server reads it), else apps/web/dist. */
export const builtWebDist = (): string =>
  path.resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');

/** Written into a seeded data directory once its server has stopped: the world is whole. */
const SEEDED_MARK = '.e2e-seeded';

/** Starts a server on dir (its first start seeds the demo world), stops it and marks dir seeded. */
export async function seedInto(dir: string, webDist: string): Promise<void> {
  // Its own embedded database; no Redis keys of its own left behind for the run's servers.
  const server = await startServer(
    { DATABASE_URL: undefined, REDIS_URL: undefined, WEB_DIST: webDist },
    { dataDir: dir },
  );
  await server.stop();
  await fsp.writeFile(path.join(dir, SEEDED_MARK), new Date().toISOString());
}

/** A fresh data directory with the demo world seeded (seedInto). */
export async function seedDataDir(webDist: string): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'moyue-e2e-seeded-'));
  await seedInto(dir, webDist);
  return dir;
}

/** dir when it holds a whole seeded world (seedInto marked it), else undefined. */
export async function seededAlready(dir: string | undefined): Promise<string | undefined> {
  if (!dir) return undefined;
  const marked = await fsp.stat(path.join(dir, SEEDED_MARK)).then(
    () => true,
    () => false,
  );
  return marked ? dir : undefined;
}

/** A fresh copy of a seeded data directory, named by prefix in the temporary directory. */
export async function copyDataDir(seeded: string, prefix: string): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), prefix));
  await fsp.cp(seeded, dir, { recursive: true });
  return dir;
}

/** In a test file: a copy of the run's seeded data directory, for a server of the file's own. */
export function seededDataDirCopy(prefix: string): Promise<string> {
  return copyDataDir(inject('seededDataDir'), prefix);
}
