import type { Readable } from 'node:stream';
import type { StorageConfig } from './storage-config.ts';

/** Bytes start..end of an object, both inclusive (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** One object as a listing sees it. */
export interface StoredObject {
  key: string;
  byteSize: number;
}

/**
 * Where book and media files live (ARCHITECTURE 'Data'; docs/architecture.md
 * 'Storage'): named objects such as files/ab/<sha256> or books/<name>. The fs
 * driver keeps them under $DATA_DIR as before; the s3 driver in one bucket,
 * so no API process of a cluster depends on its own disk. Objects are written
 * whole and never changed in place; callers name them.
 */
export interface ObjectStore {
  readonly driver: StorageConfig['driver'];
  /** Writes the whole object; a reader sees the old bytes or the new, never a part. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The size of the object, or null when there is none. */
  stat(key: string): Promise<{ byteSize: number } | null>;
  /** The object (or one range of it) as a stream, or null when there is none. */
  openRead(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the object; gone already is fine. */
  remove(key: string): Promise<void>;
  /** The names of the objects directly in a folder ('books' → names, not books/trial/…). */
  list(folder: string): Promise<string[]>;
  /**
   * Every object of the store at any depth, each once, a page at a time (a
   * backup streams a whole bucket without holding its listing). Names that
   * are not keys (checkKey) are not the app's and are left out.
   */
  walk(): AsyncIterable<StoredObject>;
  /** Frees connections. */
  close(): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** A key of lower-case names joined by '/': no '..', no absolute path, nothing a driver must escape. */
export function checkKey(key: string): string {
  if (!isKey(key)) throw new Error(`bad storage key: ${key.slice(0, 80)}`);
  return key;
}

export function isKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}
