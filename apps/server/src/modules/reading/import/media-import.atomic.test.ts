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
import { FileRepository } from '../../media/file.repository.ts';
import { FileService } from '../../media/file.service.ts';
import { AudioBookImporter } from './audio-book-importer.ts';
import { LessonCourseImporter } from './lesson-course-importer.ts';
import {
  BOOK_TEST_DATABASES,
  filesUnder,
  openTestDatabase,
  type TestDatabase,
} from './test-database.ts';

// An audio-book or course import is all or nothing, like a book's
// (book-importer.atomic.test.ts): when the write fails half-way — its content
// row and TOC already inserted, its files refused by the database — no row of
// it stays, and the packaged files it stored are gone again.

const run = promisify(execFile);
const [ffmpeg, ffprobe] = await Promise.all([findAudioFfmpeg(), findFfprobe()]);

/** The messages of an error and its causes (Drizzle wraps the database's own reason). */
function reasonsOf(error: unknown): string {
  const reasons: string[] = [];
  for (let at: unknown = error; at instanceof Error; at = at.cause) reasons.push(at.message);
  return reasons.join(' ← ');
}

describe.skipIf(!ffmpeg || !ffprobe).each(BOOK_TEST_DATABASES)(
  'a media import that fails half-way leaves nothing behind (%s)',
  (kind) => {
    let db: TestDatabase;
    let files: FileService;
    let work: string;

    const count = async (table: string) =>
      Number(
        (await db.database.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))[0]
          ?.n,
      );
    const snapshot = async () => ({
      contents: await count('contents'),
      tocNodes: await count('toc_nodes'),
      tocFiles: await count('toc_files'),
      categories: await count('content_categories'),
      publishers: await count('publishers'),
      storedFiles: await count('stored_files'),
      filesOnDisk: (await filesUnder(db.config.filesDir)).length,
    });

    beforeAll(async () => {
      db = await openTestDatabase(kind);
      files = new FileService(
        new FileStore(new FsObjectStore(db.config.dataDir)),
        new FileRepository(db.database.db),
      );
      work = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-media-atomic-'));
      // The files' rows are the last the writer inserts: refusing them fails the
      // write after the content row and its TOC nodes are in (the message names
      // the content row, which exists by then).
      await db.database.query(`
        CREATE FUNCTION refuse_toc_files() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM contents WHERE id = NEW.content_id)
             AND EXISTS (SELECT 1 FROM toc_nodes WHERE id = NEW.toc_node_id) THEN
            RAISE EXCEPTION 'toc files lost after content %', NEW.content_id;
          END IF;
          RAISE EXCEPTION 'toc files written before their content';
        END $$`);
      await db.database.query(
        `CREATE TRIGGER refuse_toc_files BEFORE INSERT ON toc_files
           FOR EACH ROW EXECUTE FUNCTION refuse_toc_files()`,
      );
    }, 120_000);
    afterAll(async () => {
      await db?.close();
      await fs.rm(work, { recursive: true, force: true });
    });

    it('stores no row of an audio book whose files cannot be written, and discards its packaged audio', async () => {
      const folder = path.join(work, '千字文');
      await fs.mkdir(folder);
      for (const [name, seconds] of [
        ['第1集.mp3', 2],
        ['第2集.mp3', 3],
      ] as const)
        await run(ffmpeg ?? '', [
          ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
          ...['-metadata', 'album=千字文 · 半途', '-metadata', 'publisher=半途出版社'],
          path.join(folder, name),
        ]);
      const before = await snapshot();
      const importer = new AudioBookImporter({
        database: db.database,
        files,
        tools: { ffmpeg: ffmpeg ?? '', ffprobe: ffprobe ?? '' },
        cache: new ReadCache(),
      });
      const error = await importer
        .importBook(folder, { isFree: false })
        .catch((caught: unknown) => caught);
      expect(reasonsOf(error)).toMatch(/toc files lost after content \d+/);
      expect(await snapshot()).toEqual(before);
    }, 180_000);

    it('stores no row of a course whose lesson files cannot be written, and discards its packaged videos', async () => {
      const folder = path.join(work, '唐诗导读');
      await fs.mkdir(folder);
      for (const [name, seconds] of [
        ['第1讲 开篇.mp4', 2],
        ['第2讲 李白.mp4', 2],
      ] as const)
        await run(ffmpeg ?? '', [
          ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
          ...['-i', `testsrc=s=320x180:d=${seconds}:r=10`, '-c:v', 'libx264'],
          ...['-preset', 'ultrafast', '-pix_fmt', 'yuv420p', path.join(folder, name)],
        ]);
      const before = await snapshot();
      const importer = new LessonCourseImporter({
        database: db.database,
        files,
        ffmpeg: ffmpeg ?? '',
        cache: new ReadCache(),
      });
      const error = await importer
        .importCourse(folder, { isFree: false })
        .catch((caught: unknown) => caught);
      expect(reasonsOf(error)).toMatch(/toc files lost after content \d+/);
      expect(await snapshot()).toEqual(before);
    }, 180_000);
  },
);
