import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ObjectStore } from '../platform/storage/object-store.ts';
import { ObjectArchiveWriter, readObjectArchive } from './object-archive.ts';

// The objects part of a backup on the s3 storage driver (docs/operations.md
// 'Back up and restore'): every object of the bucket, read through the app's
// own ObjectStore, streamed into objects.tar with its key, size and sha256 in
// the manifest.

/** One object of objects.tar as manifest.json lists it. */
export interface BackedUpObject {
  key: string;
  bytes: number;
  sha256: string;
}

/** Objects uploaded at once by a restore: a few Buffers in memory, not the bucket. */
const UPLOADS_IN_FLIGHT = 4;

const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function sha256OfChunks(chunks: AsyncIterable<Buffer>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Streams every object of the store into file, one at a time. An object
 * removed between the listing and its read is left out (it was deleted; see
 * docs/operations.md on what the dump may still name).
 */
export async function archiveObjects(
  objects: ObjectStore,
  file: string,
): Promise<BackedUpObject[]> {
  const writer = await ObjectArchiveWriter.create(file);
  const archived: BackedUpObject[] = [];
  try {
    for await (const { key, byteSize } of objects.walk()) {
      const body: Readable | null = await objects.openRead(key);
      if (!body) continue;
      try {
        archived.push({ key, bytes: byteSize, sha256: await writer.add(key, byteSize, body) });
      } finally {
        body.destroy();
      }
    }
  } catch (error) {
    await writer.abandon();
    throw error;
  }
  await writer.finish();
  return archived;
}

function mismatch(index: number, what: string): Error {
  return new Error(`objects.tar does not match manifest.json at object ${index + 1}: ${what}`);
}

/**
 * Checks objects.tar against the manifest before anything is written: the
 * same keys in the same order, once each, with their sizes and sha256s, and
 * nothing more.
 */
export async function verifyObjectArchive(file: string, expected: BackedUpObject[]): Promise<void> {
  const seen = new Set<string>();
  let index = 0;
  for await (const object of readObjectArchive(file)) {
    const want = expected[index];
    if (!want) throw mismatch(index, `${object.key} is not listed`);
    if (want.key !== object.key) throw mismatch(index, `${object.key} instead of ${want.key}`);
    if (want.bytes !== object.byteSize)
      throw mismatch(index, `${object.key} holds ${object.byteSize} bytes, not ${want.bytes}`);
    if (seen.has(object.key)) throw mismatch(index, `${object.key} is there twice`);
    seen.add(object.key);
    if ((await sha256OfChunks(object.chunks())) !== want.sha256)
      throw new Error(`objects.tar is damaged: ${object.key} differs from its sha256`);
    index += 1;
  }
  if (index !== expected.length)
    throw new Error(`objects.tar holds ${index} objects; manifest.json lists ${expected.length}`);
}

/** Refuses a store that already holds a key the restore would write, as a DATA_DIR that is not empty is refused. */
export async function assertObjectsAbsent(
  objects: ObjectStore,
  expected: BackedUpObject[],
): Promise<void> {
  const keys = new Set(expected.map((object) => object.key));
  const held: string[] = [];
  for await (const { key } of objects.walk()) if (keys.has(key)) held.push(key);
  if (held.length > 0)
    throw new Error(
      `the bucket already holds ${held.length} of the backup's objects (${held.slice(0, 3).join(', ')}` +
        `${held.length > 3 ? ', …' : ''}): restore into an empty bucket`,
    );
}

/**
 * Uploads the objects of a verified objects.tar into the store, a few at a
 * time, checking each sha256 again as it is read (the file may have changed
 * since it was verified). Answers how many were written.
 */
export async function restoreObjects(
  file: string,
  objects: ObjectStore,
  expected: BackedUpObject[],
): Promise<number> {
  const uploads = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  let index = 0;
  try {
    for await (const object of readObjectArchive(file)) {
      const want = expected[index];
      const bytes = await object.read();
      if (want?.key !== object.key || sha256Hex(bytes) !== want.sha256)
        throw new Error(`objects.tar changed since it was checked: at ${object.key}`);
      index += 1;
      const upload: Promise<void> = objects
        .put(object.key, bytes)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => uploads.delete(upload));
      uploads.add(upload);
      if (uploads.size >= UPLOADS_IN_FLIGHT) await Promise.race(uploads);
      if (failure) break;
    }
  } finally {
    await Promise.allSettled(uploads);
  }
  if (failure) throw failure.error;
  return index;
}
