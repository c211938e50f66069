import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { CardSigner } from '../modules/points/card-signing.ts';
import { loadBookMasterKey } from '../modules/reading/book-file.store.ts';
import { insertUser } from '../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../testing/test-app.ts';
import { rotateMasterKey } from './master-key-rotation.ts';
import { anEpubEdition, openBookThroughApp } from './open-book.test-kit.ts';

describe.each(TEST_DATABASES)('rotating BOOK_MASTER_KEY (issue 21, %s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample', editions: true });
  });
  afterAll(() => t.close());

  /** One card certificate signed with the card key, one with a forged signature; their ids. */
  async function twoCardCertificates(signer: CardSigner): Promise<string[]> {
    const user = await insertUser(t);
    await t.database.query(
      `INSERT INTO reading_lists (external_id, title) VALUES ('list-rotation', '轮换书单')`,
    );
    await t.database.query(
      `INSERT INTO reading_activities (external_id, title, card_title, reading_list_id)
       SELECT 'activity-rotation-' || n, '轮换活动', '书卡', id
         FROM reading_lists, generate_series(1, 2) n WHERE external_id = 'list-rotation'`,
    );
    const cards = await t.database.query<{ id: string | number }>(
      `INSERT INTO user_cards (user_id, activity_id)
       SELECT $1, id FROM reading_activities WHERE external_id LIKE 'activity-rotation-%'
       RETURNING id`,
      [user.id],
    );
    const ids = ['cert-rotation-a', 'cert-rotation-b'];
    for (const [index, card] of cards.entries()) {
      const payload = `{"certificateId":"${ids[index]}"}`;
      const signature = index === 0 ? signer.sign(payload) : signer.sign('something else');
      await t.database.query(
        `INSERT INTO card_certificates (id, card_id, payload, signature, key_id) VALUES ($1, $2, $3, $4, $5)`,
        [ids[index], card.id, payload, signature, signer.keyId],
      );
    }
    return ids;
  }

  it('re-seals every book key under the new key: the old key no longer opens a book, the new one does', async () => {
    const book = await anEpubEdition(t.database);
    const before = await openBookThroughApp(t.app, book);
    expect(before.subarray(0, 2).toString()).toBe('PK');
    const [{ files } = { files: 0 }] = await t.database.query<{ files: number }>(
      'SELECT count(*)::int AS files FROM content_files',
    );

    const oldKey = await loadBookMasterKey(t.config);
    const newKey = randomBytes(32);
    const certificates = await twoCardCertificates(new CardSigner(oldKey));
    const first = await rotateMasterKey(t.database, { from: oldKey, to: newKey });
    expect(first).toMatchObject({
      resealed: files,
      alreadyRotated: 0,
      resigned: 1,
      certificatesLeft: 1,
    });
    expect(files).toBeGreaterThan(0);
    // the valid certificate now carries the new card key's signature; the forged one stays forged
    const newSigner = new CardSigner(newKey);
    const rows = await t.database.query<{
      id: string;
      payload: string;
      signature: string;
      key_id: string;
    }>(
      'SELECT id, payload, signature, key_id FROM card_certificates WHERE id = ANY($1) ORDER BY id',
      [certificates],
    );
    expect(
      rows.map((row) => [
        row.id,
        row.key_id === newSigner.keyId,
        newSigner.verify(row.payload, row.signature),
      ]),
    ).toEqual([
      [certificates[0], true, true],
      [certificates[1], false, false],
    ]);

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
    expect(again).toMatchObject({ resealed: 0, alreadyRotated: files, resigned: 0 });
    // a key that opens none of them stops the run before any change
    await expect(
      rotateMasterKey(t.database, { from: randomBytes(32), to: randomBytes(32) }),
    ).rejects.toThrow(/opens with neither master key/);
  });
});
