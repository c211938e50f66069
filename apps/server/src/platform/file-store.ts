import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Code } from '@moyue/contracts/codes';
import { AppError } from './errors.ts';
import type { ByteRange, ObjectStore } from './storage/object-store.ts';

export interface StoredBlob {
  sha256: string;
  byteSize: number;
}

/** A stored blob to serve: its size first (for Content-Length and ranges), then its bytes as a stream. */
export interface BlobBody {
  byteSize: number;
  open: (range?: ByteRange) => Promise<Readable>;
}

/**
 * Content-addressed blobs: files/<aa>/<sha256> in the object store — under
 * $DATA_DIR/files with the fs driver, in the bucket with s3
 * (ARCHITECTURE 'One picture'; docs/architecture.md 'Storage').
 */
export class FileStore {
  /**
   * Sizes of blobs served lately: content-addressed bytes never change, so a
   * segment asked for again needs no second stat (an S3 HEAD) before its GET.
   */
  private readonly sizes = new Map<string, number>();

  constructor(
    private readonly objects: ObjectStore,
    private readonly sizesKept = 10_000,
  ) {}

  keyOf(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('bad sha256');
    return `files/${sha256.slice(0, 2)}/${sha256}`;
  }

  /** Writes once; a second put of the same bytes is a no-op. */
  async put(bytes: Buffer | string): Promise<StoredBlob> {
    const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
    const sha256 = createHash('sha256').update(buffer).digest('hex');
    const key = this.keyOf(sha256);
    if ((await this.objects.stat(key))?.byteSize !== buffer.length)
      await this.objects.put(key, buffer);
    return { sha256, byteSize: buffer.length };
  }

  /**
   * Key of a copy made from a blob (a cover at one width, issue 16):
   * derived/<aa>/<sha256>-<name>. Kept beside the blobs (in the bucket with s3,
   * so every process of a cluster makes it once); at most a few per blob.
   */
  derivedKey(sha256: string, name: string): string {
    if (!/^[a-z0-9][a-z0-9-]{0,40}$/.test(name)) throw new Error('bad derived name');
    this.keyOf(sha256); // checks the sha256
    return `derived/${sha256.slice(0, 2)}/${sha256}-${name}`;
  }

  async readDerived(sha256: string, name: string): Promise<Buffer | null> {
    return this.objects.read(this.derivedKey(sha256, name));
  }

  async putDerived(sha256: string, name: string, bytes: Buffer): Promise<void> {
    await this.objects.put(this.derivedKey(sha256, name), bytes);
  }

  /** Removes the named copies of a blob (gone already is fine). */
  async removeDerived(sha256: string, names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => this.objects.remove(this.derivedKey(sha256, name))));
  }

  /** Removes a blob (gone already is fine). */
  async remove(sha256: string): Promise<void> {
    this.sizes.delete(sha256);
    await this.objects.remove(this.keyOf(sha256));
  }

  async read(sha256: string): Promise<Buffer | null> {
    return this.objects.read(this.keyOf(sha256));
  }

  async exists(sha256: string): Promise<boolean> {
    return (await this.objects.stat(this.keyOf(sha256))) !== null;
  }

  /** The blob to stream (whole or a range), or null when it is not stored. */
  async body(sha256: string): Promise<BlobBody | null> {
    const key = this.keyOf(sha256);
    let byteSize = this.sizes.get(sha256);
    if (byteSize === undefined) {
      const stat = await this.objects.stat(key);
      if (!stat) return null;
      byteSize = stat.byteSize;
      if (this.sizes.size >= this.sizesKept) this.sizes.clear();
      this.sizes.set(sha256, byteSize);
    }
    return {
      byteSize,
      open: async (range) => {
        const stream = await this.objects.openRead(key, range);
        if (stream) return stream;
        this.sizes.delete(sha256);
        // Removed since its size was seen (an import rolled back in another process).
        throw new AppError(Code.NotFound, '文件不存在', 404);
      },
    };
  }
}
