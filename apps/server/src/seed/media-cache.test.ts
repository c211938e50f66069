import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedDemoMedia, demoMediaCacheDir } from './media-cache.ts';

describe('the demo media cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-media-cache-test-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('makes the media once for the same inputs and gives back the same bytes', async () => {
    let made = 0;
    const make = async () => {
      made += 1;
      return {
        durationSeconds: 2.5,
        segments: [{ bytes: Buffer.from([0, 1, 2, 255]), seconds: 2 }],
      };
    };
    const first = await cachedDemoMedia(['speech', '学而时习之'], make, dir);
    const second = await cachedDemoMedia(['speech', '学而时习之'], make, dir);
    expect(made).toBe(1);
    expect(second).toEqual(first);
    expect(Buffer.isBuffer(second.segments[0]!.bytes)).toBe(true);
    await cachedDemoMedia(['speech', '有朋自远方来'], make, dir);
    expect(made).toBe(2);
  });

  it('makes them again when the cached file is damaged, and works without a writable cache', async () => {
    let made = 0;
    const make = async () => ++made;
    await cachedDemoMedia(['x'], make, dir);
    const [file] = await fs.readdir(dir);
    await fs.writeFile(path.join(dir, file!), 'not a serialised value');
    expect(await cachedDemoMedia(['x'], make, dir)).toBe(2);
    const blocked = path.join(dir, 'a-file-not-a-directory');
    await fs.writeFile(blocked, '');
    expect(await cachedDemoMedia(['x'], make, blocked)).toBe(3);
    expect(await cachedDemoMedia(['x'], make, null)).toBe(4);
  });

  it('is switched off by DEMO_MEDIA_CACHE=off and moved by a path', () => {
    expect(demoMediaCacheDir({ DEMO_MEDIA_CACHE: 'off' })).toBeNull();
    expect(demoMediaCacheDir({ DEMO_MEDIA_CACHE: '/var/cache/moyue' })).toBe('/var/cache/moyue');
    expect(demoMediaCacheDir({})).toBe(path.join(os.tmpdir(), 'moyue-demo-media'));
  });
});
