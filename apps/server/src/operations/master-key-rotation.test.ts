import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadBookMasterKey } from '../modules/reading/book-file.store.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../testing/test-app.ts';
import { rotateMasterKey } from './master-key-rotation.ts';
import { anEpubEdition, openBookThroughApp } from './open-book.test-kit.ts';

describe.each(TEST_DATABASES)('rotating BOOK_MASTER_KEY (issue 21, %s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample', editions: true });
  });
  afterAll(() => t.close());

  it('re-seals every book key under the new key: the old key no longer opens a book, the new one does', async () => {
    const book = await anEpubEdition(t.database);
    const before = await openBookThroughApp(t.app, book);
    expect(before.subarray(0, 2).toString()).toBe('PK');
    const [{ files } = { files: 0 }] = await t.database.query<{ files: number }>(
      'SELECT count(*)::int AS files FROM content_files',
    );

    const oldKey = await loadBookMasterKey(t.config);
    const newKey = randomBytes(32);
    const first = await rotateMasterKey(t.database, { from: oldKey, to: newKey });
    expect(first).toMatchObject({ resealed: files, alreadyRotated: 0 });
    expect(files).toBeGreaterThan(0);

    // the running app still holds the old key: the book no longer opens with it
    await expect(openBookThroughApp(t.app, book)).rejects.toThrow();
    const rotated = await buildApp(
      { ...t.config, databaseUrl: undefined, bookMasterKey: newKey.toString('base64') },
      { logger: false, database: t.database },
    );
    try {
      expect((await openBookThroughApp(rotated, book)).equals(before)).toBe(true);
    } finally {
      await rotated.close();
    }

    // repeated (or resumed after a crash): nothing left to do, nothing broken
    const again = await rotateMasterKey(t.database, { from: oldKey, to: newKey });
    expect(again).toMatchObject({ resealed: 0, alreadyRotated: files });
    // a key that opens none of them stops the run before any change
    await expect(
      rotateMasterKey(t.database, { from: randomBytes(32), to: randomBytes(32) }),
    ).rejects.toThrow(/opens with neither master key/);
  });
});
