import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from '@moyue/corpus/courses/course-files';
import { ReadingMessages, type TocListData, type TocNode } from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { loadBookMasterKey } from './book-file.store.ts';
import { insertBook, insertReader, readerCall, type FixtureBook } from './reading.fixtures.ts';
import { TOC_FILE_URL_TTL_SECONDS, tocFileUrl, tocFileUrlSecret } from './toc-file-url.ts';
import { VIDEO_HLS_EXTENSION, packageAndStoreVideo } from './video-package.ts';

// Issue 18: a lesson video as HLS renditions, served only through its grant;
// a locked lesson's playlists and segments are refused; plays count once a day.

const run = promisify(execFile);
const ffmpeg = await findFfmpeg();

describe.skipIf(!ffmpeg).each(TEST_DATABASES)('lesson videos as HLS (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let course: FixtureBook;
  let secret: Buffer;
  let clock = Date.now();
  const videoIds: number[] = [];
  let workDir = '';

  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { now: () => new Date(clock) } });
    device = await bindDevice(t.app);
    secret = tocFileUrlSecret(await loadBookMasterKey(t.config));
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-hls-test-'));
    // A 480-line source: it allows FD and LD, not SD or HD (never enlarged).
    const source = path.join(workDir, 'lesson.mp4');
    await run(ffmpeg ?? '', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'testsrc=s=854x480:d=5:r=10', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv420p', source],
    ]);
    const { manifestSha256, durationSeconds } = await packageAndStoreVideo(
      ffmpeg ?? '',
      t.app.moyue.files,
      source,
    );
    expect(durationSeconds).toBe(5);
    course = await insertBook(t, {
      title: '视频课程',
      allowReadPercentage: 50,
      nodes: [1, 2, 3, 4].map((n) => ({ title: `第${n}讲`, page: n })),
    });
    await t.database.query(`UPDATE contents SET object_type = 107, read_count = 0 WHERE id = $1`, [
      course.id,
    ]);
    for (const [index, nodeId] of course.nodeIds.entries()) {
      const [row] = await t.database.query<{ id: string }>(
        `INSERT INTO toc_files (content_id, toc_node_id, kind, file_name, extension, file_sha256, duration_seconds)
         VALUES ($1, $2, 'multimedia', $3, $4, $5, $6) RETURNING id`,
        [
          course.id,
          nodeId,
          `第${index + 1}讲`,
          VIDEO_HLS_EXTENSION,
          manifestSha256,
          durationSeconds,
        ],
      );
      videoIds.push(Number(row?.id));
    }
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  const lessons = async (token?: string): Promise<TocNode[]> =>
    (
      await readerCall<TocListData>(
        t,
        device,
        'GET',
        '/v1/api/tableofcontent/list',
        { objectId: String(course.id), isRecursive: 'true', getFiles: 'true' },
        { token },
      )
    ).answer.Data.ItemList;
  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.77' });
  const uris = (playlist: string) =>
    playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  const playCount = async () =>
    Number(
      (
        await t.database.query<{ read_count: number }>(
          `SELECT read_count FROM contents WHERE id = $1`,
          [course.id],
        )
      )[0]?.read_count,
    );
  const expectRefused = async (url: string, description: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      Success: false,
      Code: Code.Forbidden,
      Description: description,
    });
  };

  it('answers a master playlist listing the renditions the source allows, each playable', async () => {
    const [first] = await lessons();
    const video = first?.MultimediaFiles[0];
    expect(video).toMatchObject({ Extension: 'hls', IsLock: false, Duration: 5 });
    const master = await get(video?.Url ?? '');
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(master.body).toMatch(/RESOLUTION=854x480,NAME="LD"/);
    expect(master.body).toMatch(/RESOLUTION=640x360,NAME="FD"/);
    expect(master.body).not.toMatch(/"SD"|"HD"/);
    const variants = uris(master.body);
    expect(variants).toEqual([`${video?.Url}/FD.m3u8`, `${video?.Url}/LD.m3u8`]);
    for (const variant of variants) {
      const playlist = await get(variant);
      expect(playlist.statusCode).toBe(200);
      expect(playlist.body).toMatch(/#EXT-X-ENDLIST/);
      const segments = uris(playlist.body);
      expect(segments.length).toBeGreaterThanOrEqual(2);
      const segment = await get(segments[0] ?? '');
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
    }
  });

  it("refuses a locked lesson's playlist and segments, even with an authentic grant", async () => {
    const nodes = await lessons();
    expect(nodes[2]?.MultimediaFiles[0]).toMatchObject({ IsLock: true, Url: '' });
    const lockedUrl = tocFileUrl(secret, {
      fileId: videoIds[2] ?? 0,
      userId: null,
      expiresAt: Math.floor(clock / 1000) + 600,
    });
    await expectRefused(lockedUrl, ReadingMessages.FileLocked);
    await expectRefused(`${lockedUrl}/FD.m3u8`, ReadingMessages.FileLocked);
    await expectRefused(`${lockedUrl}/FD/0.ts`, ReadingMessages.FileLocked);
    // A segment address without a grant, or with a grant made up, is refused too.
    await expectRefused(`/v1/api/toc-file/${videoIds[0]}/FD/0.ts`, ReadingMessages.FileUrlInvalid);
    const open = nodes[0]?.MultimediaFiles[0]?.Url ?? '';
    await expectRefused(`${open.slice(0, -4)}AAAA/FD/0.ts`, ReadingMessages.FileUrlInvalid);
    // A rendition the source did not allow, or a segment past the end, is not there.
    expect((await get(`${open}/HD.m3u8`)).statusCode).toBe(404);
    expect((await get(`${open}/FD/99.ts`)).statusCode).toBe(404);
  });

  it('stops serving the playlist and its segments when the grant expires', async () => {
    const [first] = await lessons();
    const url = first?.MultimediaFiles[0]?.Url ?? '';
    const segment = `${url}/LD/1.ts`;
    expect((await get(segment)).statusCode).toBe(200);
    const started = clock;
    clock += (TOC_FILE_URL_TTL_SECONDS + 1) * 1000;
    try {
      await expectRefused(url, ReadingMessages.FileUrlInvalid);
      await expectRefused(`${url}/LD.m3u8`, ReadingMessages.FileUrlInvalid);
      await expectRefused(segment, ReadingMessages.FileUrlInvalid);
    } finally {
      clock = started;
    }
  });

  it('counts a play once per reader, lesson and day', async () => {
    const before = await playCount();
    const reader = await insertReader(t, '13900000181');
    const [first, second] = await lessons(reader.token);
    const firstUrl = first?.MultimediaFiles[0]?.Url ?? '';
    await get(firstUrl);
    await get(firstUrl);
    await get(`${firstUrl}/FD.m3u8`);
    expect(await playCount()).toBe(before + 1);
    // Another lesson the same day counts; so does the same lesson the next day.
    await get(second?.MultimediaFiles[0]?.Url ?? '');
    expect(await playCount()).toBe(before + 2);
    const started = clock;
    clock += 24 * 3600 * 1000;
    try {
      // (a grant of the next day, as the TOC list would give then: signed calls keep real time)
      await get(
        tocFileUrl(secret, {
          fileId: videoIds[0] ?? 0,
          userId: reader.userId,
          expiresAt: Math.floor(clock / 1000) + 600,
        }),
      );
    } finally {
      clock = started;
    }
    expect(await playCount()).toBe(before + 3);
  });
});
