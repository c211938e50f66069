import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore } from '../../../platform/file-store.ts';
import { ReadCache } from '../../../platform/read-cache.ts';
import { FsObjectStore } from '../../../platform/storage/fs-object-store.ts';
import { findAudioFfmpeg, findFfprobe } from '../../media/audio-hls.ts';
import { parseHlsManifest } from '../../media/audio-package.ts';
import { FileRepository } from '../../media/file.repository.ts';
import { FileService } from '../../media/file.service.ts';
import { AudioBookImporter, audioBookFiles } from './audio-book-importer.ts';
import { naturalCompare } from './natural-order.ts';
import {
  BOOK_TEST_DATABASES,
  filesUnder,
  openTestDatabase,
  type TestDatabase,
} from './test-database.ts';

// npm run import -- FOLDER --type 156 (issue 18): a folder of audio files
// (made here by ffmpeg: sine tones) becomes one audio book in natural order,
// with ffprobe durations, tags, book.json and a cover; bad files are named
// and nothing of the book is left behind.

const run = promisify(execFile);
const [ffmpeg, ffprobe] = await Promise.all([findAudioFfmpeg(), findFfprobe()]);

/** A sine tone of `seconds` in the format the extension says, with tags and (optionally) a picture. */
async function tone(
  file: string,
  seconds: number,
  tags: Record<string, string> = {},
  picture = false,
) {
  const metadata = Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]);
  await run(ffmpeg ?? '', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...(picture
      ? ['-f', 'lavfi', '-i', 'color=c=red:s=64x64:d=1', '-map', '0:a', '-map', '1:v']
      : []),
    ...(picture ? ['-c:v', 'mjpeg', '-frames:v', '1', '-disposition:v', 'attached_pic'] : []),
    ...(file.endsWith('.mp3') ? ['-id3v2_version', '3'] : []),
    ...metadata,
    file,
  ]);
}

it('orders episode files naturally, Arabic and Chinese numerals by value', () => {
  expect(['第10集.mp3', '第2集.mp3', '第1集.mp3'].sort(naturalCompare)).toEqual([
    '第1集.mp3',
    '第2集.mp3',
    '第10集.mp3',
  ]);
  expect(['10.ogg', '02.ogg', '01.ogg', '1.ogg'].sort(naturalCompare)).toEqual([
    '01.ogg',
    '1.ogg',
    '02.ogg',
    '10.ogg',
  ]);
  expect(['第十集 终.mp3', '第二集.mp3', '第一集.mp3'].sort(naturalCompare)).toEqual([
    '第一集.mp3',
    '第二集.mp3',
    '第十集 终.mp3',
  ]);
});

describe.skipIf(!ffmpeg || !ffprobe).each(BOOK_TEST_DATABASES)(
  'importing a folder of audio files as one audio book (%s)',
  (kind) => {
    let db: TestDatabase;
    let importer: AudioBookImporter;
    let files: FileService;
    let work: string;
    const countRows = async (table: string) =>
      Number(
        (
          await db.database.query<{ n: number | string }>(`SELECT count(*)::int AS n FROM ${table}`)
        )[0]?.n,
      );

    beforeAll(async () => {
      db = await openTestDatabase(kind);
      files = new FileService(
        new FileStore(new FsObjectStore(db.config.dataDir)),
        new FileRepository(db.database.db),
      );
      importer = new AudioBookImporter({
        database: db.database,
        files,
        tools: { ffmpeg: ffmpeg ?? '', ffprobe: ffprobe ?? '' },
        // No app reads this database: the importer's invalidations go to a cache of its own.
        cache: new ReadCache(),
      });
      work = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-audio-import-test-'));
    }, 120_000);
    afterAll(async () => {
      await db?.close();
      await fs.rm(work, { recursive: true, force: true });
    });

    it('packages every format in natural order with durations, tags, an embedded cover and book.json', async () => {
      const folder = path.join(work, '千字文');
      await fs.mkdir(folder);
      const album = { album: '千字文 · 测试', artist: '周兴嗣', date: '2023-05-04' };
      await tone(path.join(folder, '第1集.mp3'), 2, { ...album, title: '天地玄黄' }, true);
      await tone(path.join(folder, '第2集.m4a'), 3, album);
      await tone(path.join(folder, '第10集.flac'), 2, album);
      await tone(path.join(folder, '第3集.ogg'), 4, album);
      await tone(path.join(folder, '第4集.wav'), 2);
      await fs.writeFile(path.join(folder, '说明.txt'), 'not part of the book');
      await fs.writeFile(
        path.join(folder, 'book.json'),
        JSON.stringify({ author: '周兴嗣（撰）', chapters: { '第2集.m4a': '寒来暑往' } }),
      );
      expect((await audioBookFiles(folder)).map((file) => path.basename(file))).toEqual([
        '第1集.mp3',
        '第2集.m4a',
        '第3集.ogg',
        '第4集.wav',
        '第10集.flac',
      ]);

      const outcome = await importer.importBook(folder, { isFree: false });
      expect(outcome.failures).toEqual([]);
      expect(outcome.status).toBe('imported');
      expect(outcome.title).toBe('千字文 · 测试');
      expect(outcome.files.map((file) => file.title)).toEqual([
        '天地玄黄',
        '寒来暑往',
        '第3集',
        '第4集',
        '第10集',
      ]);
      const [book] = await db.database.query<{
        id: number;
        objectType: number;
        author: string;
        issueDate: string;
        coverSha256: string | null;
        allowReadPercentage: number;
      }>(
        `SELECT id, object_type AS "objectType", author, issue_date::text AS "issueDate",
                cover_sha256 AS "coverSha256", allow_read_percentage AS "allowReadPercentage"
           FROM contents WHERE external_id = $1`,
        [outcome.externalId],
      );
      expect(book).toMatchObject({
        objectType: 156,
        author: '周兴嗣（撰）',
        issueDate: '2023-05-04',
        allowReadPercentage: 50,
      });
      // the embedded picture of 第1集.mp3 is the cover: a JPEG
      const store = new FileStore(new FsObjectStore(db.config.dataDir));
      const cover = await store.read(book?.coverSha256 ?? '0'.repeat(64));
      expect([...(cover ?? Buffer.alloc(0)).subarray(0, 2)]).toEqual([0xff, 0xd8]);
      const stored = await db.database.query<{
        fileName: string;
        durationSeconds: number;
        fileSha256: string;
        extension: string;
      }>(
        `SELECT file_name AS "fileName", duration_seconds AS "durationSeconds",
                file_sha256 AS "fileSha256", extension
           FROM toc_files WHERE content_id = $1 ORDER BY sort_order`,
        [book?.id],
      );
      expect(stored.map((file) => [file.fileName, file.durationSeconds])).toEqual([
        ['天地玄黄', 2],
        ['寒来暑往', 3],
        ['第3集', 4],
        ['第4集', 2],
        ['第10集', 2],
      ]);
      for (const file of stored) {
        expect(file.extension).toBe('m3u8');
        const manifest = parseHlsManifest(await store.read(file.fileSha256));
        expect(manifest?.segments.length).toBeGreaterThan(0);
      }

      const again = await importer.importBook(folder, { isFree: false });
      expect(again.status).toBe('already-imported');
      expect(await countRows('contents')).toBe(1);
    }, 180_000);

    it('names each bad file (not audio, empty, truncated) and leaves nothing of the book behind', async () => {
      const folder = path.join(work, '坏文件');
      await fs.mkdir(folder);
      await tone(path.join(folder, '01.mp3'), 2);
      await fs.writeFile(path.join(folder, '02.mp3'), '这不是音频，只是一段文字。\n'.repeat(200));
      await fs.writeFile(path.join(folder, '03.ogg'), '');
      const whole = path.join(work, 'whole.flac');
      await tone(whole, 20);
      const bytes = await fs.readFile(whole);
      await fs.writeFile(path.join(folder, '04.flac'), bytes.subarray(0, bytes.length / 3));
      await fs.writeFile(path.join(folder, 'cover.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
      const blobsBefore = await filesUnder(db.config.filesDir);
      const rowsBefore = await countRows('stored_files');

      const outcome = await importer.importBook(folder, { isFree: true });
      expect(outcome.status).toBe('failed');
      expect(outcome.failures.map((failure) => failure.file)).toEqual([
        '02.mp3',
        '03.ogg',
        '04.flac',
      ]);
      expect(outcome.failures[0]?.reason).toBe('不是MP3音频（识别为 amrnb）');
      expect(outcome.failures[1]?.reason).toBe('文件为空');
      expect(outcome.failures[2]?.reason).toBe('音频不完整（文件被截断）');
      expect(await countRows('contents')).toBe(1);
      expect(await countRows('stored_files')).toBe(rowsBefore);
      expect((await filesUnder(db.config.filesDir)).sort()).toEqual(blobsBefore.sort());
    }, 180_000);
  },
);
