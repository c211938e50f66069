import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clcCategories } from '@moyue/corpus';
import { findFfmpeg } from '@moyue/corpus/courses/course-files';
import { TextbookCode, type CatalogueCourse } from '@moyue/corpus/courses/course-plan';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { writeCategories } from './catalogue-writer.ts';
import { writeDemoCourses } from './demo-courses.ts';
import { parseVideoManifest } from '../modules/reading/video-package.ts';
import { FileStore } from '../platform/file-store.ts';
import { FsObjectStore } from '../platform/storage/fs-object-store.ts';

const courseOf = (slug: string): CatalogueCourse => ({
  slug,
  title: `测试课程${slug.slice(-1)}`,
  lecturer: '测试讲师',
  publisher: '墨阅课程中心（演示）',
  abstract: '两讲的测试课程。',
  keywords: ['知识点甲', '知识点乙'],
  clcCode: 'I22',
  textbookCodes: [TextbookCode.ClassicalLiterature, TextbookCode.HighSchoolChinese],
  contentSource: 2,
  playCount: 10,
  updated: '2026-10-01',
  isFree: false,
  lessons: [1, 2].map((key) => ({
    key,
    title: `第${key}讲\u3000测试`,
    summary: '要点',
    source: { slug: 'lunyu', node: '学而篇' },
    sourceTitle: '学而篇',
    bookTitle: '论语',
    text: ['子曰：“学而时习之，不亦说乎？”'],
  })),
});

describe('demo courses in the seed', () => {
  let t: TestApp;
  let categoryIds: Map<string, number>;
  const notes: string[] = [];
  const ctx = (ffmpeg: string | false) => ({
    db: t.database.db,
    files: t.app.moyue.files,
    log: { info: (message: string) => notes.push(message) },
    categoryIds,
    ffmpeg,
  });
  const filesOf = (slug: string) =>
    t.database.query<{
      kind: string;
      extension: string;
      duration_seconds: number;
      file_sha256: string;
    }>(
      `SELECT f.kind, f.extension, f.duration_seconds, f.file_sha256 FROM toc_files f
         JOIN contents c ON c.id = f.content_id WHERE c.slug = $1 ORDER BY f.sort_order`,
      [slug],
    );

  beforeAll(async () => {
    t = await createTestApp('pglite');
    categoryIds = await writeCategories(t.database.db, clcCategories());
  });
  afterAll(() => t.close());

  it('writes a course without videos when there is no ffmpeg, and says so', async () => {
    expect(await writeDemoCourses(ctx(false), [courseOf('course-test-a')])).toBe(1);
    expect(notes.join('\n')).toMatch(/ffmpeg not found/);
    const [content] = await t.database.query<{ object_type: number; keywords: string }>(
      `SELECT object_type, keywords FROM contents WHERE slug = 'course-test-a'`,
    );
    expect(content).toEqual({ object_type: 107, keywords: '知识点甲，知识点乙' });
    expect((await filesOf('course-test-a')).map((file) => file.kind)).toEqual([
      'courseware',
      'annexe',
      'annexe',
    ]);
    // Filed under its 中图法 class, the discipline that class maps to, and its 教材 subjects only.
    const filed = await t.database.query<{ hierarchy: string; code: string }>(
      `SELECT k.hierarchy, k.code FROM content_categories cc
         JOIN categories k ON k.id = cc.category_id JOIN contents c ON c.id = cc.content_id
        WHERE c.slug = 'course-test-a' ORDER BY k.hierarchy, k.code`,
    );
    expect(filed).toEqual([
      { hierarchy: 'ClcCode', code: 'I22' },
      { hierarchy: 'institutes', code: '0501' },
      { hierarchy: 'jc', code: '1002' },
      { hierarchy: 'jc', code: '2001' },
    ]);
    // Again: nothing new.
    expect(await writeDemoCourses(ctx(false), [courseOf('course-test-a')])).toBe(0);
  });

  it('files a course stored before migration 0018 under its 教材 subjects on a later run', async () => {
    const textbookRows = () =>
      t.database.query<{ code: string }>(
        `SELECT k.code FROM content_categories cc
           JOIN categories k ON k.id = cc.category_id AND k.hierarchy = 'jc'
           JOIN contents c ON c.id = cc.content_id
          WHERE c.slug = 'course-test-a' ORDER BY k.code`,
      );
    await t.database.query(
      `DELETE FROM content_categories WHERE category_id IN (SELECT id FROM categories WHERE hierarchy = 'jc')`,
    );
    expect(await textbookRows()).toEqual([]);
    expect(await writeDemoCourses(ctx(false), [courseOf('course-test-a')])).toBe(0);
    expect(await textbookRows()).toEqual([{ code: '1002' }, { code: '2001' }]);
  });

  it('gives every lesson an HLS video of its stated length in every quality when ffmpeg is there', async (test) => {
    const ffmpeg = await findFfmpeg();
    if (!ffmpeg) return test.skip();
    await writeDemoCourses(ctx(ffmpeg), [courseOf('course-test-b')]);
    const videos = (await filesOf('course-test-b')).filter((file) => file.kind === 'multimedia');
    expect(videos.map((file) => [file.extension, file.duration_seconds])).toEqual([
      ['hls', 7],
      ['hls', 8],
    ]);
    // issue 18: the 1080p title card gives FD, LD, SD and HD, each covering the lesson.
    const manifest = parseVideoManifest(
      (await new FileStore(new FsObjectStore(t.config.dataDir)).read(
        videos[0]?.file_sha256 ?? '',
      )) ?? Buffer.alloc(0),
    );
    expect(manifest?.renditions.map((r) => [r.name, r.height])).toEqual([
      ['FD', 360],
      ['LD', 480],
      ['SD', 720],
      ['HD', 1080],
    ]);
    for (const rendition of manifest?.renditions ?? [])
      expect(rendition.segments.reduce((sum, s) => sum + s.seconds, 0)).toBeCloseTo(7, 0);
  });
});
