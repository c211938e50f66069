/**
 * A dumped PGlite data directory handed to PGlite.create({ loadDataDir }).
 *
 * PGlite reads it with `await blob.arrayBuffer()`, and Node 20's Blob answers
 * that through a stream, chunk by chunk: ~0.5 s for the 44 MB of a migrated,
 * empty database, on every start (measured 2026-11-27; the API tests start
 * hundreds). The snapshot is already in memory, so this Blob hands its bytes
 * over at once. PGlite only reads them (untar, then copies every file into its
 * own file system): one copy serves any number of databases.
 */
export function snapshotBlob(bytes: Uint8Array): Blob {
  const buffer =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes.buffer
      : bytes.slice().buffer;
  const blob = new Blob([]);
  Object.defineProperties(blob, {
    size: { value: bytes.byteLength },
    type: { value: 'application/x-tar' },
    arrayBuffer: { value: () => Promise.resolve(buffer) },
  });
  return blob;
}
