import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../testing/local-s3.ts';
import { FileStore } from '../file-store.ts';
import { checkKey, type ObjectStore, type StoredObject } from './object-store.ts';
import { openObjectStore } from './open-object-store.ts';
import { loadStorageConfig } from './storage-config.ts';

const MASTER_KEY = randomBytes(32).toString('base64');

async function walked(objects: ObjectStore): Promise<StoredObject[]> {
  const all: StoredObject[] = [];
  for await (const object of objects.walk()) all.push(object);
  return all;
}

async function drain(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let dir: string;
let s3: LocalS3;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-storage-'));
  s3 = await startLocalS3({ dir: path.join(dir, 's3') });
});

afterAll(async () => {
  await s3.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

const drivers = {
  fs: () => openObjectStore({ driver: 'fs', dataDir: path.join(dir, 'data') }),
  s3: () => openObjectStore(loadStorageConfig(s3.env, dir, MASTER_KEY)),
};

describe.each(Object.keys(drivers) as (keyof typeof drivers)[])('storage contract (%s)', (name) => {
  let objects: ObjectStore;
  let store: FileStore;

  beforeAll(async () => {
    objects = await drivers[name]();
    store = new FileStore(objects);
  });
  afterAll(() => objects.close());

  it('stores the same bytes twice as one object', async () => {
    const bytes = Buffer.from(`same ${name}`);
    const first = await store.put(bytes);
    const second = await store.put(bytes);
    expect(second).toEqual(first);
    expect(first.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await objects.list(`files/${first.sha256.slice(0, 2)}`)).toEqual([first.sha256]);
    expect(await store.read(first.sha256)).toEqual(bytes);
    expect(await store.exists(first.sha256)).toBe(true);
  });

  it('answers null for what is not stored', async () => {
    const absent = 'f'.repeat(64);
    expect(await store.read(absent)).toBeNull();
    expect(await store.body(absent)).toBeNull();
    expect(await store.exists(absent)).toBe(false);
    expect(await objects.stat('books/nothing')).toBeNull();
    expect(await objects.openRead('books/nothing')).toBeNull();
    expect(await objects.list('nothing-here')).toEqual([]);
  });

  it('serves byte ranges', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    const { sha256 } = await store.put(bytes);
    const body = await store.body(sha256);
    expect(body?.byteSize).toBe(20);
    expect((await drain(await body!.open({ start: 5, end: 9 }))).toString()).toBe('56789');
    expect((await drain(await body!.open({ start: 19, end: 19 }))).toString()).toBe('j');
    expect(await drain(await body!.open())).toEqual(bytes);
  });

  it('stats a served blob once, and answers 404 when another process removed it', async () => {
    let stats = 0;
    const counting: ObjectStore = Object.assign(Object.create(objects) as ObjectStore, {
      stat: (key: string) => {
        stats += 1;
        return objects.stat(key);
      },
    });
    const served = new FileStore(counting);
    const { sha256 } = await served.put(Buffer.from(`served ${name}`));
    stats = 0;
    expect((await served.body(sha256))?.byteSize).toBe(`served ${name}`.length);
    const again = await served.body(sha256);
    expect(stats).toBe(1);
    await store.remove(sha256); // another FileStore: this one's sizes do not know
    await expect(again!.open()).rejects.toMatchObject({ httpStatus: 404 });
    expect(await served.body(sha256)).toBeNull();
  });

  it('removes an object, and a second remove is fine', async () => {
    const { sha256 } = await store.put(Buffer.from(`gone ${name}`));
    await store.remove(sha256);
    await store.remove(sha256);
    expect(await store.read(sha256)).toBeNull();
    expect(await objects.list(`files/${sha256.slice(0, 2)}`)).not.toContain(sha256);
  });

  it('keeps a large object whole, read at once or streamed', async () => {
    const bytes = randomBytes(5 * 1024 * 1024);
    const { sha256, byteSize } = await store.put(bytes);
    expect(byteSize).toBe(bytes.length);
    expect((await store.read(sha256))?.equals(bytes)).toBe(true);
    const body = await store.body(sha256);
    expect((await drain(await body!.open())).equals(bytes)).toBe(true);
    const tail = await drain(
      await body!.open({ start: bytes.length - 1000, end: bytes.length - 1 }),
    );
    expect(tail.equals(bytes.subarray(bytes.length - 1000))).toBe(true);
  });

  it('replaces a named object whole and lists only a folder’s own objects', async () => {
    await objects.put('books/0a', Buffer.from('first'));
    await objects.put('books/0a', Buffer.from('second'));
    await objects.put('books/trial/0a-3', Buffer.from('trial'));
    expect(await objects.read('books/0a')).toEqual(Buffer.from('second'));
    expect(await objects.list('books')).toEqual(['0a']);
    expect(await objects.list('books/trial')).toEqual(['0a-3']);
  });

  it('walks every object at any depth, once each, with its size', async () => {
    await objects.put('walk/a', Buffer.from('a'));
    await objects.put('walk/b/c/d', Buffer.from('four'));
    await objects.put('walk/b/e', Buffer.alloc(0));
    const all = await walked(objects);
    expect(new Set(all.map((object) => object.key)).size).toBe(all.length);
    expect(
      all
        .filter((object) => object.key.startsWith('walk/'))
        .sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual([
      { key: 'walk/a', byteSize: 1 },
      { key: 'walk/b/c/d', byteSize: 4 },
      { key: 'walk/b/e', byteSize: 0 },
    ]);
    for (const { key, byteSize } of all) expect(await objects.stat(key)).toEqual({ byteSize });
  });

  it('rejects hostile names', async () => {
    for (const sha256 of [
      '../'.repeat(20) + 'etc/passwd',
      'A'.repeat(64),
      'a'.repeat(63),
      `${'a'.repeat(62)}/x`,
    ])
      await expect(store.read(sha256)).rejects.toThrow('bad sha256');
    for (const key of [
      '../x',
      '/etc/passwd',
      'files/../../x',
      'a//b',
      'a/',
      '',
      'a\\b',
      'Books/x',
      'a/./b',
    ])
      await expect(objects.read(key)).rejects.toThrow('bad storage key');
  });
});

describe('the fs driver', () => {
  it('keeps the layout of before issue 21: $DATA_DIR/files/<aa>/<sha256>', async () => {
    const dataDir = path.join(dir, 'layout');
    const bytes = Buffer.from('an existing cover');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await fs.mkdir(path.join(dataDir, 'files', sha256.slice(0, 2)), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'files', sha256.slice(0, 2), sha256), bytes);
    const objects = await openObjectStore({ driver: 'fs', dataDir });
    expect(await new FileStore(objects).read(sha256)).toEqual(bytes);
    await objects.put('books/0b', Buffer.from('sealed'));
    expect(await fs.readFile(path.join(dataDir, 'books', '0b'), 'utf8')).toBe('sealed');
  });

  it('walks the objects only: not the embedded database, the key folder or a half-written file', async () => {
    const dataDir = path.join(dir, 'walk-layout');
    for (const [file, text] of [
      ['pg/base/1/1259', 'a table'],
      ['keys/book-master.key', 'a key'],
      ['books/0c.123-abcd.tmp', 'half'],
      ['books/0c', 'sealed'],
    ] as const) {
      await fs.mkdir(path.dirname(path.join(dataDir, file)), { recursive: true });
      await fs.writeFile(path.join(dataDir, file), text);
    }
    const objects = await openObjectStore({ driver: 'fs', dataDir });
    expect(await walked(objects)).toEqual([{ key: 'books/0c', byteSize: 6 }]);
  });
});

describe('storage settings', () => {
  it('checks keys', () => {
    expect(checkKey('files/ab/c.d-e_f')).toBe('files/ab/c.d-e_f');
    expect(() => checkKey('x'.repeat(600))).toThrow('bad storage key');
  });

  it('refuses the s3 driver without a bucket, with half the credentials or without BOOK_MASTER_KEY', () => {
    expect(() => loadStorageConfig({ STORAGE_DRIVER: 's3' }, dir, MASTER_KEY)).toThrow(
      'STORAGE_DRIVER=s3 needs S3_BUCKET',
    );
    expect(() =>
      loadStorageConfig({ ...s3.env, S3_SECRET_ACCESS_KEY: '' }, dir, MASTER_KEY),
    ).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => loadStorageConfig(s3.env, dir, undefined)).toThrow(
      'STORAGE_DRIVER=s3 needs BOOK_MASTER_KEY',
    );
    expect(loadStorageConfig({}, dir, undefined)).toEqual({ driver: 'fs', dataDir: dir });
  });

  it('fails at start-up on a bucket that is not there, or an unknown key (s3rver checks the key id, not v4 signatures)', async () => {
    await expect(
      openObjectStore(
        loadStorageConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }, dir, MASTER_KEY),
      ),
    ).rejects.toThrow(
      `Storage: cannot use S3 bucket "no-such-bucket" at ${s3.endpoint}: no such bucket`,
    );
    await expect(
      openObjectStore(loadStorageConfig({ ...s3.env, S3_ACCESS_KEY_ID: 'WRONG' }, dir, MASTER_KEY)),
    ).rejects.toThrow(/Storage: cannot use S3 bucket "moyue" .*access denied/);
  });
});
