import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredBlob {
  sha256: string;
  byteSize: number;
}

/** Content-addressed blobs under $DATA_DIR/files/<aa>/<sha256> (ARCHITECTURE 'One picture'). */
export class FileStore {
  constructor(private readonly root: string) {}

  pathOf(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('bad sha256');
    return path.join(this.root, sha256.slice(0, 2), sha256);
  }

  /** Writes once; a second put of the same bytes is a no-op. */
  async put(bytes: Buffer | string): Promise<StoredBlob> {
    const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
    const sha256 = createHash('sha256').update(buffer).digest('hex');
    const target = this.pathOf(sha256);
    try {
      await fs.access(target);
    } catch {
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, buffer);
      await fs.rename(temporary, target);
    }
    return { sha256, byteSize: buffer.length };
  }

  /** Removes a blob (gone already is fine). */
  async remove(sha256: string): Promise<void> {
    await fs.rm(this.pathOf(sha256), { force: true });
  }

  async read(sha256: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(sha256));
    } catch {
      return null;
    }
  }
}
