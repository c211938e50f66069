import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectArchiveWriter, readObjectArchive } from './object-archive.ts';

const run = promisify(execFile);

async function* once(bytes: Buffer) {
  yield bytes;
}

async function entries(file: string): Promise<{ key: string; bytes: Buffer }[]> {
  const read: { key: string; bytes: Buffer }[] = [];
  for await (const object of readObjectArchive(file))
    read.push({ key: object.key, bytes: await object.read() });
  return read;
}

describe('objects.tar (issue 21 backups)', () => {
  let dir: string;
  let archive: string;
  const longKey = `derived/ab/${'c'.repeat(120)}-w150-webp`;
  const objects = [
    { key: 'books/0a', bytes: randomBytes(3 * 1024 * 1024 + 7) },
    { key: 'files/ab/empty', bytes: Buffer.alloc(0) },
    { key: longKey, bytes: Buffer.from('a key over the 100 bytes of a ustar name') },
  ];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-object-archive-'));
    archive = path.join(dir, 'objects.tar');
    const writer = await ObjectArchiveWriter.create(archive);
    for (const { key, bytes } of objects) await writer.add(key, bytes.length, once(bytes));
    await writer.finish();
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('reads back every object whole, a long key and an empty object too', async () => {
    const read = await entries(archive);
    expect(read.map((object) => object.key)).toEqual(objects.map((object) => object.key));
    // Buffer.equals: a deep toEqual of megabytes takes the better part of a minute
    read.forEach((object, i) => expect(object.bytes.equals(objects[i]!.bytes)).toBe(true));
  });

  it('is a tar that the system tar lists and unpacks', async () => {
    expect((await run('tar', ['-tf', archive])).stdout).toBe(
      `${objects.map((object) => object.key).join('\n')}\n`,
    );
    const out = path.join(dir, 'unpacked');
    await fs.mkdir(out);
    await run('tar', ['-xf', archive, '-C', out]);
    for (const { key, bytes } of objects)
      expect((await fs.readFile(path.join(out, key))).equals(bytes)).toBe(true);
  });

  it('refuses a body that is not the size listed', async () => {
    const writer = await ObjectArchiveWriter.create(path.join(dir, 'short.tar'));
    await expect(writer.add('books/0b', 10, once(Buffer.from('four')))).rejects.toThrow(
      'books/0b changed while it was copied: listed 10 bytes, read 4',
    );
    await writer.abandon();
  });

  const altered = async (name: string, change: (tar: Buffer) => Buffer) => {
    const file = path.join(dir, name);
    await fs.writeFile(file, change(await fs.readFile(archive)));
    return entries(file);
  };

  it('refuses a changed header, a cut file and bytes after the end', async () => {
    await expect(
      altered('header.tar', (tar) => {
        tar[3] = 'x'.charCodeAt(0); // books/0a → boxks/0a, checksum unchanged
        return tar;
      }),
    ).rejects.toThrow('objects.tar is damaged: a header checksum differs');
    await expect(altered('cut.tar', (tar) => tar.subarray(0, 4096))).rejects.toThrow(
      'objects.tar is damaged: it ends in the middle of an entry',
    );
    await expect(
      altered('no-end.tar', (tar) => tar.subarray(0, tar.length - 1024)),
    ).rejects.toThrow('objects.tar is damaged: it has no end blocks');
    await expect(
      altered('trailing.tar', (tar) => Buffer.concat([tar, Buffer.from('more')])),
    ).rejects.toThrow('objects.tar is damaged: bytes follow its end');
  });

  it('refuses what the writer never makes: a link, a name that is not a key', async () => {
    const source = path.join(dir, 'source');
    await fs.mkdir(path.join(source, 'books'), { recursive: true });
    await fs.writeFile(path.join(source, 'books', 'Upper'), 'x');
    await fs.symlink('/etc/passwd', path.join(source, 'books', 'link'));
    const tar = (name: string, entry: string) =>
      run('tar', ['--format=ustar', '-cf', path.join(dir, name), '-C', source, entry]);
    await tar('link.tar', 'books/link');
    await expect(entries(path.join(dir, 'link.tar'))).rejects.toThrow(
      "objects.tar is damaged: an entry of type '2' is not an object",
    );
    await tar('upper.tar', 'books/Upper');
    await expect(entries(path.join(dir, 'upper.tar'))).rejects.toThrow(
      'bad storage key: books/Upper',
    );
  });
});
