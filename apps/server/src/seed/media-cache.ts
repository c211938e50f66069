// The demo seed's media (lesson videos rendered by ffmpeg, chapters spoken by
// espeak-ng) cost most of a first start (~50 s of ~80 s on a 2-core machine),
// and they are the same every time: same text, same tools, same settings. So
// what they made is kept on the machine, keyed by all of that, and the next
// seed of the demo world — another data directory, a test run, a fresh start
// after a reset — reads it instead of running the tools again. Only the demo
// seed uses it; imported media are always made from what was uploaded.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';

/** Bumped when what the seed makes from the same inputs changes. */
const CACHE_VERSION = 1;

/** DEMO_MEDIA_CACHE: where (default: the system's temporary directory); 'off': never. */
export function demoMediaCacheDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const setting = env.DEMO_MEDIA_CACHE?.trim();
  if (setting === 'off') return null;
  return setting || path.join(os.tmpdir(), 'moyue-demo-media');
}

/**
 * What make() answers for these inputs, from the cache when it holds it.
 * `inputs` must name everything the result depends on (the tools' paths and
 * versions, the text, the settings). A cache that cannot be read or written
 * costs only time: the media are made again.
 */
export async function cachedDemoMedia<T>(
  inputs: readonly unknown[],
  make: () => Promise<T>,
  dir: string | null = demoMediaCacheDir(),
): Promise<T> {
  if (!dir) return make();
  const key = createHash('sha256')
    .update(JSON.stringify([CACHE_VERSION, ...inputs]))
    .digest('hex');
  const file = path.join(dir, `${key}.v8`);
  try {
    return v8.deserialize(await fs.readFile(file)) as T;
  } catch {
    // not made yet (or unreadable): make it
  }
  const value = await make();
  try {
    await fs.mkdir(dir, { recursive: true });
    // Written aside and renamed: a parallel seed never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await fs.writeFile(partial, v8.serialize(value));
    await fs.rename(partial, file);
  } catch {
    // a read-only or full disk: the seed goes on without the cache
  }
  return value;
}

/** A tool as a cache input: its path, size and time (an upgraded tool makes its media again). */
export async function toolIdentity(tool: string): Promise<string> {
  const stat = await fs.stat(tool).catch(() => null);
  return stat ? `${tool}:${stat.size}:${stat.mtimeMs}` : tool;
}
