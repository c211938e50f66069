import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../db/schema/catalog.ts';
import { contentFiles } from '../../db/schema/reading.ts';
import {
  BOOK_TEST_DATABASES,
  openTestDatabase,
  type TestDatabase,
} from './import/test-database.ts';
import { BookFileStore, loadBookMasterKey, openMessage, sealMessage } from './book-file.store.ts';

describe('book master key', () => {
  it('is generated once into $DATA_DIR/keys/book-master.key with mode 0600 and reused', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-key-'));
    try {
      const first = await loadBookMasterKey({ dataDir, bookMasterKey: undefined });
      const second = await loadBookMasterKey({ dataDir, bookMasterKey: undefined });
      expect(first).toHaveLength(32);
      expect(second.equals(first)).toBe(true);
      const stat = await fs.stat(path.join(dataDir, 'keys', 'book-master.key'));
      expect(stat.mode & 0o777).toBe(0o600);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from BOOK_MASTER_KEY when set, and a key of the wrong size is refused', async () => {
    const key = Buffer.alloc(32, 7);
    const loaded = await loadBookMasterKey({
      dataDir: '/nonexistent',
      bookMasterKey: key.toString('base64'),
    });
    expect(loaded.equals(key)).toBe(true);
    await expect(
      loadBookMasterKey({
        dataDir: '/nonexistent',
        bookMasterKey: Buffer.alloc(16).toString('base64'),
      }),
    ).rejects.toThrow('32 bytes');
  });
});

describe('sealed messages', () => {
  it('are iv(12) ‖ ciphertext ‖ tag(16) that WebCrypto AES-GCM opens', async () => {
    const key = Buffer.alloc(32, 3);
    const plaintext = Buffer.from('春眠不觉晓，处处闻啼鸟。');
    const message = sealMessage(key, plaintext);
    expect(message).toHaveLength(12 + plaintext.length + 16);
    const cryptoKey = await webcrypto.subtle.importKey('raw', key, 'AES-GCM', false, ['decrypt']);
    const opened = await webcrypto.subtle.decrypt(
      { name: 'AES-GCM', iv: message.subarray(0, 12) },
      cryptoKey,
      message.subarray(12),
    );
    expect(Buffer.from(opened).equals(plaintext)).toBe(true);
    expect(openMessage(key, message).equals(plaintext)).toBe(true);
  });

  it('refuse a changed byte or another key', () => {
    const key = Buffer.alloc(32, 3);
    const message = sealMessage(key, Buffer.from('text'));
    const changed = Buffer.from(message);
    changed[14] = (changed[14] ?? 0) ^ 1;
    expect(() => openMessage(key, changed)).toThrow();
    expect(() => openMessage(Buffer.alloc(32, 4), message)).toThrow();
  });
});

describe.each(BOOK_TEST_DATABASES)('BookFileStore (%s)', (kind) => {
  let t: TestDatabase;
  let store: BookFileStore;
  let contentId: number;
  const epub = Buffer.from('PK\u0003\u0004 pretend epub 床前明月光');

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    store = await BookFileStore.open(t.database.db, t.config);
    const [row] = await t.database.db
      .insert(contents)
      .values({
        externalId: 'bk-store-test',
        slug: 'store-test',
        objectType: 104,
        title: '存储测试',
        mediaType: 'pdf',
      })
      .returning({ id: contents.id });
    contentId = row?.id ?? 0;
  }, 120_000);
  afterAll(() => t.close());

  it('stores the file encrypted under a generated name and reads it back', async () => {
    const record = await store.store({ contentId, mediaType: 'epub', bytes: epub, unitCount: 3 });
    expect(record.storageName).toMatch(/^[0-9a-f]{32}$/);
    expect(record.unitCount).toBe(3);
    expect(record.byteSize).toBe(epub.length);
    const onDisk = await fs.readFile(path.join(t.config.booksDir, record.storageName));
    expect(onDisk.includes(Buffer.from('床前明月光'))).toBe(false);
    expect(onDisk.equals(await store.encryptedBytes(record))).toBe(true);
    expect(openMessage(store.contentKey(record), onDisk).equals(epub)).toBe(true);
    expect((await store.readPlaintext(record)).equals(epub)).toBe(true);
    expect(record.sealedKey.includes(store.contentKey(record))).toBe(false);
  });

  it('recognises the same bytes stored again and finds editions by type, primary and external id', async () => {
    const again = await store.store({ contentId, mediaType: 'epub', bytes: epub, unitCount: 3 });
    const first = await store.findEdition(contentId, 'epub');
    expect(again.id).toBe(first?.id);
    expect(await store.findEdition(contentId)).toMatchObject({ mediaType: 'epub' });
    const pdf = await store.store({
      contentId,
      mediaType: 'pdf',
      bytes: Buffer.from('%PDF-1.7 x'),
      unitCount: 1,
    });
    // contents.media_type is pdf: the primary edition is the PDF
    expect((await store.findEdition(contentId))?.id).toBe(pdf.id);
    expect((await store.findByExternalId(pdf.externalId))?.id).toBe(pdf.id);
    expect(await store.findByExternalId('bf-none')).toBeNull();
  });

  it('replaces an edition with a different source and removes the old file', async () => {
    const before = await store.findEdition(contentId, 'epub');
    if (!before) throw new Error('no epub');
    const next = Buffer.from('PK\u0003\u0004 second edition');
    const after = await store.store({ contentId, mediaType: 'epub', bytes: next, unitCount: 5 });
    expect(after.id).toBe(before.id);
    expect(after.externalId).not.toBe(before.externalId);
    expect((await store.readPlaintext(after)).equals(next)).toBe(true);
    expect(await store.isStored(before)).toBe(false);
    await expect(fs.access(path.join(t.config.booksDir, before.storageName))).rejects.toThrow();
  });

  it('leaves no file when the row cannot be written, and discard() cleans after a rollback', async () => {
    const countFiles = async () => (await fs.readdir(t.config.booksDir)).length;
    const files = await countFiles();
    await expect(
      store.store({ contentId: 987654321, mediaType: 'epub', bytes: epub, unitCount: 1 }),
    ).rejects.toThrow();
    expect(await countFiles()).toBe(files);

    let written: { storageName: string } | null = null;
    await expect(
      t.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contents)
          .values({ externalId: 'bk-rollback', slug: 'rollback', objectType: 104, title: '回滚' })
          .returning({ id: contents.id });
        written = await store.store(
          { contentId: row?.id ?? 0, mediaType: 'epub', bytes: epub, unitCount: 1 },
          tx,
        );
        throw new Error('import failed later');
      }),
    ).rejects.toThrow('import failed later');
    if (written) await store.discard(written);
    expect(await countFiles()).toBe(files);
    expect(await t.database.db.select().from(contentFiles)).toHaveLength(2);
  });

  it('sweeps files that no row names', async () => {
    await fs.writeFile(path.join(t.config.booksDir, 'a'.repeat(32)), 'orphan');
    expect(await store.removeOrphans()).toBe(1);
    expect(await store.removeOrphans()).toBe(0);
  });
});
