import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookFileStore, openMessage } from './modules/reading/book-file.store.ts';
import { insertBook } from './modules/reading/reading.fixtures.ts';
import { tocFileUrl, tocFileUrlSecret } from './modules/reading/toc-file-url.ts';
import { startLocalS3, type LocalS3 } from './testing/local-s3.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// Issue 21: an API process on the s3 driver serves what it stored through the
// usual routes, and keeps nothing of it on its own disk.

const MASTER_KEY = randomBytes(32);

describe('the app on the s3 storage driver', () => {
  let dir: string;
  let s3: LocalS3;
  let t: TestApp;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-s3-app-'));
    s3 = await startLocalS3({ dir });
    t = await createTestApp('pglite', {
      env: { ...s3.env, BOOK_MASTER_KEY: MASTER_KEY.toString('base64') },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const onDisk = (folder: string) => fs.readdir(folder).catch(() => []);

  it('serves a cover from the bucket', async () => {
    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), randomBytes(3000)]);
    const { url } = await t.app.moyue.files.storePublic(png, 'image/png');
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-length']).toBe(String(png.length));
    expect(answer.rawPayload.equals(png)).toBe(true);
    expect(await onDisk(t.config.filesDir)).toEqual([]);
  });

  it('keeps a cover at a spec width in the bucket, for every process to read (issue 16)', async () => {
    const png = await sharp({
      create: { width: 600, height: 840, channels: 3, background: '#1f3a5f' },
    })
      .png()
      .toBuffer();
    const { url, sha256 } = await t.app.moyue.files.storePublic(png, 'image/png');
    const answer = await t.app.inject({
      method: 'GET',
      url: `${url}?w=150`,
      headers: { accept: 'image/webp,*/*' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    const kept = `derived/${sha256.slice(0, 2)}/${sha256}-w150-webp`;
    expect((await t.app.moyue.objects.stat(kept))?.byteSize).toBe(answer.rawPayload.length);
    expect(await onDisk(path.join(t.config.dataDir, 'derived'))).toEqual([]);
  });

  it('serves a lesson video whole and in ranges', async () => {
    const video = randomBytes(64 * 1024);
    const course = await insertBook(t, {
      title: '桶中课程',
      isFree: true,
      nodes: [{ title: '第1讲', page: 1 }],
    });
    const sha = await t.app.moyue.files.storePrivate(video, 'application/octet-stream');
    const [row] = await t.database.query<{ id: string }>(
      `INSERT INTO toc_files (content_id, toc_node_id, kind, file_name, extension, file_sha256, duration_seconds)
       VALUES ($1, $2, 'multimedia', '第1讲视频', 'mp4', $3, 60) RETURNING id`,
      [course.id, course.nodeIds[0], sha],
    );
    const url = tocFileUrl(tocFileUrlSecret(MASTER_KEY), {
      fileId: Number(row?.id),
      userId: null,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    });
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=99999-' } });
    expect(beyond.statusCode).toBe(416);
  });

  it('keeps book files encrypted in the bucket', async () => {
    const book = await insertBook(t, { title: '桶中之书', nodes: [{ title: '一', page: 1 }] });
    const plaintext = Buffer.from('PK\u0003\u0004 一本只在桶里的书 '.repeat(50));
    const books = await BookFileStore.open(t.database.db, t.config, t.app.moyue.objects);
    const record = await books.store({
      contentId: book.id,
      mediaType: 'epub',
      bytes: plaintext,
      unitCount: 1,
    });
    const stored = await t.app.moyue.objects.read(`books/${record.storageName}`);
    expect(stored).not.toBeNull();
    expect(stored!.includes(plaintext.subarray(0, 64))).toBe(false);
    expect(openMessage(books.contentKey(record), stored!).equals(plaintext)).toBe(true);
    expect(await onDisk(t.config.booksDir)).toEqual([]);
  });
});
