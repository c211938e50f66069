// A zip archive read from its central directory, entries inflated on demand through
// zlib streams (off the event loop) with what is actually inflated capped per entry
// and per book and every entry's size and CRC-32 checked: the sizes a zip declares are
// not trusted (issue 13, the zip bomb and the lying entry).
import zlib from 'node:zlib';
import { BookFormatError } from './book-format-error.ts';

/** Any one entry, inflated (streamed, not held) — a video in an EPUB 3 may be large. */
export const MAX_ENTRY_BYTES = 512 * 1024 * 1024;
/** What one entry may inflate to when it is held in memory (documents, the cover). */
export const MAX_HELD_ENTRY_BYTES = 64 * 1024 * 1024;
/** Everything inflated from one book. */
export const MAX_BOOK_BYTES = 1024 * 1024 * 1024;
const MiB = 1024 * 1024;
const UTF8_FLAG = 0x800;
const ENCRYPTED_FLAG = 0x1;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  /** the size the zip declares (checked against what is inflated) */
  size: number;
  localOffset: number;
}

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An entry name: UTF-8 when flagged, and also when unflagged but valid UTF-8
 * (many tools write UTF-8 names without the flag); else GB 18030 (Chinese
 * Windows zip tools), else Latin-1.
 */
export function decodeEntryName(bytes: Uint8Array, flags: number): string {
  if (flags & UTF8_FLAG) return Buffer.from(bytes).toString('utf8');
  if (bytes.every((byte) => byte < 0x80)) return Buffer.from(bytes).toString('latin1');
  try {
    return fatalUtf8.decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      return Buffer.from(bytes).toString('latin1');
    }
  }
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1)
    if (bytes.readUInt32LE(at) === 0x06054b50) return at;
  throw new BookFormatError(
    'corrupt or truncated EPUB: not a readable zip archive (no central directory)',
  );
}

export class ZipArchive {
  readonly entries = new Map<string, ZipEntry>();
  /** bytes inflated so far from this archive (capped at MAX_BOOK_BYTES) */
  private inflated = 0;

  private constructor(private readonly bytes: Buffer) {}

  /** Reads the central directory; throws BookFormatError when there is none or it is broken. */
  static open(data: Uint8Array): ZipArchive {
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const archive = new ZipArchive(bytes);
    const corrupt = (what: string) =>
      new BookFormatError(`corrupt or truncated EPUB: not a readable zip archive (${what})`);
    if (bytes.length < 22) throw corrupt('too short');
    const end = findEndOfCentralDirectory(bytes);
    const count = bytes.readUInt16LE(end + 10);
    let at = bytes.readUInt32LE(end + 16);
    if (count === 0xffff || at === 0xffffffff) throw corrupt('zip64 is not supported');
    let declared = 0;
    for (let i = 0; i < count; i += 1) {
      if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50)
        throw corrupt('broken central directory');
      const flags = bytes.readUInt16LE(at + 8);
      const nameLength = bytes.readUInt16LE(at + 28);
      const extraLength = bytes.readUInt16LE(at + 30);
      const commentLength = bytes.readUInt16LE(at + 32);
      const name = decodeEntryName(bytes.subarray(at + 46, at + 46 + nameLength), flags);
      const entry: ZipEntry = {
        name,
        method: bytes.readUInt16LE(at + 10),
        flags,
        crc32: bytes.readUInt32LE(at + 16),
        compressedSize: bytes.readUInt32LE(at + 20),
        size: bytes.readUInt32LE(at + 24),
        localOffset: bytes.readUInt32LE(at + 42),
      };
      at += 46 + nameLength + extraLength + commentLength;
      if (name.endsWith('/')) continue;
      if (entry.flags & ENCRYPTED_FLAG)
        throw new BookFormatError(`the EPUB is encrypted: zip entry ${name} is password protected`);
      declared += entry.size;
      if (!archive.entries.has(name)) archive.entries.set(name, entry);
    }
    if (declared > MAX_BOOK_BYTES)
      throw new BookFormatError(
        `the EPUB would unpack to more than ${MAX_BOOK_BYTES / MiB} MiB (its zip says ${Math.round(declared / MiB)} MiB)`,
      );
    return archive;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** An entry's bytes (undefined when there is none), at most maxBytes; size and CRC checked. */
  async read(name: string, maxBytes = MAX_HELD_ENTRY_BYTES): Promise<Uint8Array | undefined> {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    const chunks: Buffer[] = [];
    await this.inflate(entry, maxBytes, (chunk) => chunks.push(chunk));
    return Buffer.concat(chunks);
  }

  /** Inflates every entry (streamed, nothing held): each within the caps, of its declared size and CRC. */
  async verifyAll(): Promise<void> {
    for (const entry of this.entries.values()) await this.inflate(entry, MAX_ENTRY_BYTES, () => {});
  }

  private compressedData(entry: ZipEntry): Buffer {
    const at = entry.localOffset;
    const bytes = this.bytes;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50)
      throw new BookFormatError(`corrupt EPUB: zip entry ${entry.name} has no local header`);
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    if (start + entry.compressedSize > bytes.length)
      throw new BookFormatError(`corrupt or truncated EPUB: zip entry ${entry.name} is cut off`);
    return bytes.subarray(start, start + entry.compressedSize);
  }

  private async inflate(
    entry: ZipEntry,
    maxBytes: number,
    onChunk: (chunk: Buffer) => void,
  ): Promise<void> {
    const data = this.compressedData(entry);
    const tooLarge = (limit: number) =>
      new BookFormatError(
        `the EPUB's zip entry ${entry.name} inflates to more than ${Math.round(limit / MiB)} MiB (a zip bomb?)`,
      );
    const lying = () =>
      new BookFormatError(
        `corrupt EPUB: zip entry ${entry.name} inflates to more than the ${entry.size} bytes its header declares`,
      );
    if (entry.size > maxBytes) throw tooLarge(maxBytes);
    let crc = 0;
    let total = 0;
    const take = (chunk: Buffer): BookFormatError | null => {
      total += chunk.length;
      this.inflated += chunk.length;
      if (total > entry.size) return lying();
      if (this.inflated > MAX_BOOK_BYTES)
        return new BookFormatError(
          `the EPUB inflates to more than ${MAX_BOOK_BYTES / MiB} MiB (a zip bomb?)`,
        );
      crc = zlib.crc32(chunk, crc);
      onChunk(chunk);
      return null;
    };
    if (entry.method === 0) {
      const failure = take(data);
      if (failure) throw failure;
    } else if (entry.method === 8) {
      await new Promise<void>((resolve, reject) => {
        const inflater = zlib.createInflateRaw({ chunkSize: 256 * 1024 });
        let settled = false;
        const fail = (error: Error) => {
          if (settled) return;
          settled = true;
          inflater.destroy();
          reject(error);
        };
        inflater.on('data', (chunk: Buffer) => {
          if (settled) return;
          const failure = take(chunk);
          if (failure) fail(failure);
        });
        inflater.on('error', (error) =>
          fail(
            new BookFormatError(
              `corrupt EPUB: zip entry ${entry.name} cannot be inflated (${error.message})`,
            ),
          ),
        );
        inflater.on('end', () => {
          if (settled) return;
          settled = true;
          resolve();
        });
        inflater.end(data);
      });
    } else {
      throw new BookFormatError(
        `unsupported EPUB: zip entry ${entry.name} uses compression method ${entry.method}`,
      );
    }
    if (total !== entry.size)
      throw new BookFormatError(
        `corrupt EPUB: zip entry ${entry.name} inflates to ${total} bytes, its header declares ${entry.size}`,
      );
    if (crc >>> 0 !== entry.crc32)
      throw new BookFormatError(`corrupt EPUB: zip entry ${entry.name} fails its CRC-32 check`);
  }
}
