import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  checkKey,
  isKey,
  type ByteRange,
  type ObjectStore,
  type StoredObject,
} from './object-store.ts';

const missing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Entries of $DATA_DIR beside the objects that are not objects: the embedded database and the generated master key. */
export const NOT_OBJECTS: readonly string[] = ['pg', 'keys'];

/**
 * Objects as files under one folder ($DATA_DIR): files/ab/<sha256> is
 * $DATA_DIR/files/ab/<sha256>, the layout of the stores before issue 21, so
 * existing data keeps working. Files are written 0600 through a temporary
 * name and a rename.
 */
export class FsObjectStore implements ObjectStore {
  readonly driver = 'fs';

  constructor(private readonly root: string) {}

  pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temporary, bytes, { mode: 0o600 });
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<{ byteSize: number } | null> {
    try {
      const stats = await fs.stat(this.pathOf(key));
      return stats.isFile() ? { byteSize: stats.size } : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.pathOf(key), 'r');
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
    // The stream owns the open handle: a file removed meanwhile is still read whole.
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async list(folder: string): Promise<string[]> {
    try {
      const entries = await fs.readdir(this.pathOf(folder), { withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) => entry.name);
    } catch (error) {
      if (missing(error)) return [];
      throw error;
    }
  }

  async *walk(): AsyncIterable<StoredObject> {
    yield* this.walkFolder(undefined);
  }

  private async *walkFolder(folder: string | undefined): AsyncGenerator<StoredObject> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(folder ? this.pathOf(folder) : this.root, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (!folder && NOT_OBJECTS.includes(entry.name)) continue;
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (!isKey(key)) continue;
      if (entry.isDirectory()) yield* this.walkFolder(key);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        const stats = await this.stat(key);
        if (stats) yield { key, byteSize: stats.byteSize };
      }
    }
  }

  async close(): Promise<void> {}
}
