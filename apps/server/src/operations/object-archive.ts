import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { checkKey } from '../platform/storage/object-store.ts';

// objects.tar of a backup (docs/operations.md 'Back up and restore'): one POSIX
// ustar entry per stored object, named by its key (a pax header carries a key
// longer than the 100 bytes of a ustar name), so `tar -tvf objects.tar` lists it.
// The reader takes only what the writer makes and checks every header: a backup
// is read as input, it may have been altered.

const BLOCK = 512;
/** A ustar size field holds 11 octal digits; the store's objects are Buffers, far below. */
const MAX_SIZE = 8 ** 11 - 1;
const MAX_PAX = 4096;
const CHUNK = 1024 * 1024;

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

function checksum(block: Buffer): number {
  let sum = 0;
  // the checksum field itself counts as eight spaces
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0);
  return sum;
}

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'ascii');
  writeOctal(block, 100, 8, 0o600);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, mtime);
  block.write(type, 156, 1, 'ascii');
  block.write('ustar\u000000', 257, 8, 'ascii');
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

/** A pax record `<length> path=<key>\n`, whose length counts its own digits. */
function paxPath(key: string): Buffer {
  const body = ` path=${key}\n`;
  let length = body.length + 1;
  while (String(length).length + body.length !== length)
    length = String(length).length + body.length;
  return Buffer.from(`${length}${body}`, 'ascii');
}

async function writeAll(handle: fs.FileHandle, bytes: Uint8Array): Promise<void> {
  for (let done = 0; done < bytes.length;)
    done += (await handle.write(bytes, done, bytes.length - done)).bytesWritten;
}

/** Writes objects.tar one object at a time: an object's bytes pass through, never the archive. */
export class ObjectArchiveWriter {
  private readonly mtime = Math.floor(Date.now() / 1000);

  private constructor(private readonly handle: fs.FileHandle) {}

  static async create(file: string): Promise<ObjectArchiveWriter> {
    return new ObjectArchiveWriter(await fs.open(file, 'wx', 0o600));
  }

  /** Appends one object streamed from body; answers its sha256. Throws when body does not hold byteSize bytes. */
  async add(key: string, byteSize: number, body: AsyncIterable<Uint8Array>): Promise<string> {
    checkKey(key);
    if (byteSize > MAX_SIZE)
      throw new Error(`${key}: ${byteSize} bytes is too large for a ustar entry`);
    if (Buffer.byteLength(key) > 100) {
      const record = paxPath(key);
      await writeAll(this.handle, header('PaxHeader', record.length, 'x', this.mtime));
      await writeAll(this.handle, Buffer.concat([record, Buffer.alloc(padding(record.length))]));
    }
    await writeAll(this.handle, header(key, byteSize, '0', this.mtime));
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of body) {
      written += chunk.length;
      // objects are never changed in place (object-store.ts): a size that moves is a fault
      if (written > byteSize) break;
      hash.update(chunk);
      await writeAll(this.handle, chunk);
    }
    if (written !== byteSize)
      throw new Error(
        `${key} changed while it was copied: listed ${byteSize} bytes, read ${written}`,
      );
    await writeAll(this.handle, Buffer.alloc(padding(byteSize)));
    return hash.digest('hex');
  }

  /** Writes the end of the archive (two zero blocks) and closes it. */
  async finish(): Promise<void> {
    await writeAll(this.handle, Buffer.alloc(2 * BLOCK));
    await this.handle.sync();
    await this.handle.close();
  }

  /** Closes the file after a failure. */
  async abandon(): Promise<void> {
    await this.handle.close();
  }
}

/** One entry of objects.tar: its key and size from the header, its bytes on demand. */
export interface ArchivedObject {
  key: string;
  byteSize: number;
  /** the bytes in chunks of up to 1 MiB */
  chunks(): AsyncIterable<Buffer>;
  /** the bytes at once (one object, as the store's put takes it) */
  read(): Promise<Buffer>;
}

class DamagedArchive extends Error {
  constructor(what: string) {
    super(`objects.tar is damaged: ${what}`);
  }
}

async function readAt(handle: fs.FileHandle, position: number, length: number): Promise<Buffer> {
  const bytes = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(bytes, done, length - done, position + done);
    if (bytesRead === 0) throw new DamagedArchive('it ends in the middle of an entry');
    done += bytesRead;
  }
  return bytes;
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.toString('ascii', 0, end === -1 ? length : end);
}

function readOctal(block: Buffer, start: number, length: number): number {
  const digits = text(block, start, length).trim();
  if (!/^[0-7]{1,11}$/.test(digits)) throw new DamagedArchive('a header number is not octal');
  return parseInt(digits, 8);
}

function parseHeader(block: Buffer): { name: string; size: number; type: 'file' | 'pax' } {
  if (readOctal(block, 148, 8) !== checksum(block))
    throw new DamagedArchive('a header checksum differs');
  if (block.toString('ascii', 257, 265) !== 'ustar\u000000')
    throw new DamagedArchive('a header is not POSIX ustar');
  const flag = String.fromCharCode(block[156] ?? 0);
  if (flag !== '0' && flag !== '\0' && flag !== 'x')
    throw new DamagedArchive(`an entry of type '${flag}' is not an object`);
  const prefix = text(block, 345, 155);
  const name = text(block, 0, 100);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: readOctal(block, 124, 12),
    type: flag === 'x' ? 'pax' : 'file',
  };
}

function parsePax(records: Buffer): string {
  const source = records.toString('ascii');
  const match = /^(\d+) path=([^\n]*)\n$/.exec(source);
  if (!match || Number(match[1]) !== records.length)
    throw new DamagedArchive('a pax header holds more than the path of one object');
  return match[2] ?? '';
}

async function* chunksAt(handle: fs.FileHandle, start: number, size: number) {
  for (let done = 0; done < size; done += CHUNK)
    yield await readAt(handle, start + done, Math.min(CHUNK, size - done));
}

/**
 * The entries of objects.tar in order, each key checked (checkKey); throws at
 * the first header that is not what ObjectArchiveWriter writes. An entry's
 * bytes can be read until the next entry is asked for.
 */
export async function* readObjectArchive(file: string): AsyncGenerator<ArchivedObject> {
  const handle = await fs.open(file, 'r');
  try {
    const fileSize = (await handle.stat()).size;
    let offset = 0;
    let pendingPath: string | undefined;
    for (;;) {
      if (offset + BLOCK > fileSize) throw new DamagedArchive('it has no end blocks');
      const block = await readAt(handle, offset, BLOCK);
      offset += BLOCK;
      if (block.every((byte) => byte === 0)) {
        if (pendingPath !== undefined) throw new DamagedArchive('a pax header names no entry');
        for await (const chunk of chunksAt(handle, offset, fileSize - offset))
          if (!chunk.every((byte) => byte === 0)) throw new DamagedArchive('bytes follow its end');
        return;
      }
      const entry = parseHeader(block);
      if (offset + entry.size > fileSize)
        throw new DamagedArchive('it ends in the middle of an entry');
      const start = offset;
      offset += entry.size + padding(entry.size);
      if (entry.type === 'pax') {
        if (pendingPath !== undefined || entry.size > MAX_PAX)
          throw new DamagedArchive('a pax header is out of place');
        pendingPath = parsePax(await readAt(handle, start, entry.size));
        continue;
      }
      const key = checkKey(pendingPath ?? entry.name);
      pendingPath = undefined;
      yield {
        key,
        byteSize: entry.size,
        chunks: () => chunksAt(handle, start, entry.size),
        read: () => readAt(handle, start, entry.size),
      };
    }
  } finally {
    await handle.close();
  }
}
