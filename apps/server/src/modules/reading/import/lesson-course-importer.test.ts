import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from '@moyue/corpus/courses/course-files';
import { FileStore } from '../../../platform/file-store.ts';
import { ReadCache } from '../../../platform/read-cache.ts';
import { FsObjectStore } from '../../../platform/storage/fs-object-store.ts';
import { FileRepository } from '../../media/file.repository.ts';
import { FileService } from '../../media/file.service.ts';
import { LessonCourseImporter, naturalCompare } from './lesson-course-importer.ts';
import {
  BOOK_TEST_DATABASES,
  filesUnder,
  openTestDatabase,
  type TestDatabase,
} from './test-database.ts';

// npm run import -- FOLDER --type 107 (issue 18): a course from video files in
// natural order, durations from ffprobe, bad files named and nothing left behind.

const run = promisify(execFile);
const ffmpeg = await findFfmpeg();

it('orders lesson files naturally, Arabic and Chinese numerals by value', () => {
  const names = [
    '第10讲.mp4',
    '第2讲.mp4',
    '第1讲.mp4',
    '第十讲 结语.mp4',
    '第二讲 续.mp4',
    '第一讲.mp4',
  ];
  expect(['第10讲.mp4', '第2讲.mp4', '第1讲.mp4'].sort(naturalCompare)).toEqual([
    '第1讲.mp4',
    '第2讲.mp4',
    '第10讲.mp4',
  ]);
  expect(['第十讲 结语.mp4', '第二讲 续.mp4', '第一讲.mp4'].sort(naturalCompare)).toEqual([
    '第一讲.mp4',
    '第二讲 续.mp4',
    '第十讲 结语.mp4',
  ]);
  expect(names.sort(naturalCompare)[0]).toMatch(/^第(1|一)讲/);
});

describe.skipIf(!ffmpeg).each(BOOK_TEST_DATABASES)('importing a course of videos (%s)', (kind) => {
  let db: TestDatabase;
  let importer: LessonCourseImporter;
  let work: string;
  const video = async (file: string, seconds: number) =>
    run(ffmpeg ?? '', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', `testsrc=s=640x360:d=${seconds}:r=10`, '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv420p', file],
    ]);
  const countRows = async (table: string) =>
    Number(
      (await db.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n,
    );

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-course-import-'));
    importer = new LessonCourseImporter({
      database: db.database,
      files: new FileService(
        new FileStore(new FsObjectStore(db.config.dataDir)),
        new FileRepository(db.database.db),
      ),
      ffmpeg: ffmpeg ?? '',
      // No app reads this database: the importer's invalidations go to a cache of its own.
      cache: new ReadCache(),
    });
  });
  afterAll(async () => {
    await db.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it('makes one course of a folder: lessons in natural order with their durations, as HLS', async () => {
    const folder = path.join(work, '唐诗导读');
    await fs.mkdir(folder);
    await video(path.join(folder, '第10讲 结语.mp4'), 2);
    await video(path.join(folder, '第2讲 李白.mp4'), 3);
    await video(path.join(folder, '第1讲 开篇.mp4'), 4);
    const outcome = await importer.importCourse(folder, { isFree: false });
    expect(outcome.status).toBe('imported');
    expect(outcome.lessons).toEqual([
      { title: '第1讲 开篇', seconds: 4 },
      { title: '第2讲 李白', seconds: 3 },
      { title: '第10讲 结语', seconds: 2 },
    ]);
    const rows = await db.database.query<{
      title: string;
      extension: string;
      duration_seconds: number;
      object_type: number;
    }>(
      `SELECT n.title, f.extension, f.duration_seconds, c.object_type FROM toc_files f
         JOIN toc_nodes n ON n.id = f.toc_node_id JOIN contents c ON c.id = f.content_id
        WHERE c.external_id = $1 ORDER BY n.sort_order`,
      [outcome.externalId],
    );
    expect(rows).toEqual([
      { title: '第1讲 开篇', extension: 'hls', duration_seconds: 4, object_type: 107 },
      { title: '第2讲 李白', extension: 'hls', duration_seconds: 3, object_type: 107 },
      { title: '第10讲 结语', extension: 'hls', duration_seconds: 2, object_type: 107 },
    ]);
    // Again: nothing new.
    expect((await importer.importCourse(folder, { isFree: false })).status).toBe(
      'already-imported',
    );
  });

  it('names a bad file and leaves nothing of its course behind', async () => {
    const folder = path.join(work, '坏课程');
    await fs.mkdir(folder);
    await video(path.join(folder, '01 好的.mp4'), 2);
    await fs.writeFile(path.join(folder, '02 不是视频.mp4'), 'not a video at all');
    await fs.writeFile(path.join(folder, '03 空的.mp4'), '');
    const whole = path.join(work, 'whole.mp4');
    await video(whole, 4);
    const bytes = await fs.readFile(whole);
    await fs.writeFile(
      path.join(folder, '04 截断.mp4'),
      bytes.subarray(0, Math.floor(bytes.length / 3)),
    );
    const before = {
      contents: await countRows('contents'),
      files: await countRows('stored_files'),
      disk: (await filesUnder(db.config.filesDir)).length,
    };
    const outcome = await importer.importCourse(folder, { isFree: false });
    expect(outcome.status).toBe('failed');
    expect(outcome.failures.map((failure) => failure.file)).toEqual([
      '02 不是视频.mp4',
      '03 空的.mp4',
      '04 截断.mp4',
    ]);
    expect({
      contents: await countRows('contents'),
      files: await countRows('stored_files'),
      disk: (await filesUnder(db.config.filesDir)).length,
    }).toEqual(before);
  });
});
