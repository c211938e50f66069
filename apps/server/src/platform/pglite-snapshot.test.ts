import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from './db.ts';
import { snapshotBlob } from './pglite-snapshot.ts';

describe('snapshotBlob', () => {
  it('hands over the bytes of a whole buffer or of a view into one', async () => {
    const whole = new Uint8Array([1, 2, 3, 4]);
    const blob = snapshotBlob(whole);
    expect(blob.size).toBe(4);
    expect(blob.type).toBe('application/x-tar');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3, 4]);
    const view = new Uint8Array(new Uint8Array([9, 8, 7, 6, 5]).buffer, 1, 3);
    expect([...new Uint8Array(await snapshotBlob(view).arrayBuffer())]).toEqual([8, 7, 6]);
  });

  it('starts any number of separate databases from one copy of a migrated snapshot', async () => {
    const bytes = await fs.readFile(inject('pgliteSnapshot'));
    const before = Buffer.from(bytes);
    const first = await openDatabase({ pgliteSnapshot: bytes, pgliteSharedBuffers: '16MB' });
    const second = await openDatabase({ pgliteSnapshot: bytes, pgliteSharedBuffers: '16MB' });
    try {
      await first.query(`INSERT INTO seed_runs (name, detail) VALUES ('only-in-first', 'x')`);
      const seen = async (database: typeof first) =>
        (await database.query(`SELECT 1 FROM seed_runs WHERE name = 'only-in-first'`)).length;
      expect(await seen(first)).toBe(1);
      expect(await seen(second)).toBe(0);
      const [buffers] = await second.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(buffers?.shared_buffers).toBe('16MB');
    } finally {
      await first.close();
      await second.close();
    }
    // PGlite only read the copy: a third database may start from it.
    expect(Buffer.compare(bytes, before)).toBe(0);
  });
});
