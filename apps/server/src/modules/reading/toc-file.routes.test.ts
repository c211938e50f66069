import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
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
import { insertBook, insertInstitution, readerCall, type FixtureBook } from './reading.fixtures.ts';
import { encodeTocFileGrant, tocFileUrl, tocFileUrlSecret } from './toc-file-url.ts';

// Issue 5 course detail: a lesson's videos, courseware and materials in the
// TOC list, locked with their lesson, and served only through their grant.

const VIDEO = Buffer.from(Array.from({ length: 2000 }, (_, i) => i % 251));
const kinds = ['multimedia', 'courseware', 'annexe'] as const;

describe.each(TEST_DATABASES)('lesson files of a course (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let course: FixtureBook;
  let secret: Buffer;
  /** file ids by lesson index and kind */
  const fileIds: Record<string, number>[] = [];
  const campus = '198.18.9.0/24';

  beforeAll(async () => {
    t = await createTestApp(kind);
    device = await bindDevice(t.app);
    secret = tocFileUrlSecret(await loadBookMasterKey(t.config));
    // Four lessons, half of them open on trial.
    course = await insertBook(t, {
      title: '唐诗选讲',
      allowReadPercentage: 50,
      nodes: [1, 2, 3, 4].map((n) => ({ title: `第${n}讲`, page: n })),
    });
    await t.database.query(`UPDATE contents SET object_type = 107 WHERE id = $1`, [course.id]);
    for (const [index, nodeId] of course.nodeIds.entries()) {
      const ids: Record<string, number> = {};
      for (const fileKind of kinds) {
        const bytes =
          fileKind === 'multimedia' ? VIDEO : Buffer.from(`第${index + 1}讲 ${fileKind} 原文`);
        const sha = await t.app.moyue.files.storePrivate(bytes, 'application/octet-stream');
        const [row] = await t.database.query<{ id: string }>(
          `INSERT INTO toc_files (content_id, toc_node_id, kind, file_name, extension, file_sha256, duration_seconds)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            course.id,
            nodeId,
            fileKind,
            `第${index + 1}讲${fileKind === 'multimedia' ? '视频' : fileKind === 'courseware' ? '课件' : '原文'}`,
            { multimedia: 'mp4', courseware: 'pdf', annexe: 'txt' }[fileKind],
            sha,
            fileKind === 'multimedia' ? 60 + index : 0,
          ],
        );
        ids[fileKind] = Number(row?.id);
      }
      fileIds.push(ids);
    }
    await insertInstitution(t, { ipRange: campus, holds: [course.id] });
  });
  afterAll(() => t.close());

  const list = (options: { ip?: string } = {}, getFiles = 'true') =>
    readerCall<TocListData>(
      t,
      device,
      'GET',
      '/v1/api/tableofcontent/list',
      { objectId: String(course.id), isRecursive: 'true', getFiles },
      options,
    );
  const fetchFile = (url: string, headers: Record<string, string> = {}, ip = '192.0.2.77') =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: ip });
  const lessons = async (options: { ip?: string } = {}): Promise<TocNode[]> =>
    (await list(options)).answer.Data.ItemList;

  it('lists each lesson with its video, courseware and material; open lessons give Urls, locked ones none', async () => {
    const nodes = await lessons();
    expect(nodes.map((node) => [node.Title, node.IsLock])).toEqual([
      ['第1讲', false],
      ['第2讲', false],
      ['第3讲', true],
      ['第4讲', true],
    ]);
    const [first, , third] = nodes;
    expect(first?.MultimediaFiles).toEqual([
      expect.objectContaining({
        Id: fileIds[0]?.multimedia,
        FileName: '第1讲视频',
        Extension: 'mp4',
        IsLock: false,
        Duration: 60,
        Url: expect.stringMatching(/^\/v1\/api\/toc-file\/[\w-]+\.[\w-]{43}$/),
      }),
    ]);
    expect(first?.Courseware.map((file) => file.FileName)).toEqual(['第1讲课件']);
    expect(first?.AnnexeFiles.map((file) => file.Extension)).toEqual(['txt']);
    for (const file of [
      ...(third?.MultimediaFiles ?? []),
      ...(third?.Courseware ?? []),
      ...(third?.AnnexeFiles ?? []),
    ])
      expect(file).toMatchObject({ IsLock: true, Url: '' });
  });

  it('leaves the files out when getFiles is false', async () => {
    const nodes = (await list({}, 'false')).answer.Data.ItemList;
    expect(nodes.flatMap((node) => [...node.MultimediaFiles, ...node.Courseware])).toEqual([]);
  });

  it('serves an open courseware as a download and a video in ranges', async () => {
    const [first] = await lessons();
    const courseware = await fetchFile(first?.Courseware[0]?.Url ?? '');
    expect(courseware.statusCode).toBe(200);
    expect(courseware.headers['content-type']).toBe('application/pdf');
    expect(courseware.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('第1讲课件.pdf')}`,
    );
    expect(courseware.body).toBe('第1讲 courseware 原文');

    const url = first?.MultimediaFiles[0]?.Url ?? '';
    const whole = await fetchFile(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(VIDEO)).toBe(true);
    const part = await fetchFile(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${VIDEO.length}`);
    expect(part.rawPayload.equals(VIDEO.subarray(100, 200))).toBe(true);
    const tail = await fetchFile(url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(VIDEO.subarray(VIDEO.length - 10))).toBe(true);
    expect((await fetchFile(url, { range: 'bytes=5000-' })).statusCode).toBe(416);
  });

  it('refuses a crafted request for a locked file, whatever Url it comes with', async () => {
    const lockedId = fileIds[2]?.multimedia ?? 0;
    const refusedWith = async (url: string, description: string) => {
      const response = await fetchFile(url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        Success: false,
        Code: Code.Forbidden,
        Description: description,
      });
    };
    // No grant at all, or one made up.
    await refusedWith(`/v1/api/toc-file/${lockedId}`, ReadingMessages.FileUrlInvalid);
    // An open file's grant with the locked file's id put in: the seal no longer matches.
    const [first] = await lessons();
    const [payload = '', seal = ''] = (first?.MultimediaFiles[0]?.Url ?? '')
      .split('/')
      .pop()!
      .split('.');
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url')
        .toString()
        .replace(`,${fileIds[0]?.multimedia},`, `,${lockedId},`),
    ).toString('base64url');
    await refusedWith(`/v1/api/toc-file/${forged}.${seal}`, ReadingMessages.FileUrlInvalid);
    // Even an authentic grant (kept from a time the reader held the course) is refused while the lesson is locked.
    const authentic = tocFileUrl(secret, {
      fileId: lockedId,
      userId: null,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    });
    await refusedWith(authentic, ReadingMessages.FileLocked);
    // … and an expired one.
    const expired = encodeTocFileGrant(secret, {
      fileId: fileIds[0]?.courseware ?? 0,
      userId: null,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    await refusedWith(`/v1/api/toc-file/${expired}`, ReadingMessages.FileUrlInvalid);
  });

  it('opens every file to a member of an institution holding the course', async () => {
    const nodes = await lessons({ ip: '198.18.9.20' });
    const locked = nodes[3]?.AnnexeFiles[0];
    expect(locked).toMatchObject({ IsLock: false, FileName: '第4讲原文' });
    const response = await fetchFile(locked?.Url ?? '', {}, '198.18.9.20');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    // The same Url from outside the institution's network: the lesson is locked there.
    expect((await fetchFile(locked?.Url ?? '')).statusCode).toBe(403);
  });

  it('answers TotalSeconds (the media of every lesson) and LessonPeriod in Content/Detail', async () => {
    const { answer } = await readerCall<ContentDetail>(t, device, 'GET', '/Content/Detail', {
      id: String(course.id),
    });
    expect(answer.Data.ObjectType).toBe(107);
    expect(answer.Data.ExtendData.TotalSeconds).toBe(60 + 61 + 62 + 63);
    expect(answer.Data.ExtendData.LessonPeriod).toBe(4);
  });
});
