// Demo courses (object type 107, issue 5): each lesson a TOC node with a short
// title-card video (ffmpeg, when the machine has one), the course handout as
// courseware on its first lesson and the source text as the lesson's material.
// Files are content-addressed in stored_files, never public: they are served
// through the reading module's granted Urls only. A course is filed under its
// 中图法 class and under the 教材 subjects its plan names (migration 0018).
import { courseCoverSvg } from '@moyue/corpus/courses/course-cover';
import {
  courseHandout,
  courseVideos,
  findFfmpeg,
  lessonMaterial,
  lessonVideoSeconds,
} from '@moyue/corpus/courses/course-files';
import type { CatalogueCourse, CatalogueLesson } from '@moyue/corpus/courses/course-plan';
import { HierarchyName } from '@moyue/contracts/api/search';
import { sql } from 'drizzle-orm';
import { categories, contents } from '../db/schema/catalog.ts';
import type { TocFileKind } from '../db/schema/toc-files.ts';
import type { Db } from '../platform/db.ts';
import type { FileService } from '../modules/media/file.service.ts';
import {
  fileUnderCategories,
  writeCatalogueContent,
} from '../modules/reading/import/catalogue-content.writer.ts';
import {
  VIDEO_HLS_EXTENSION,
  packageVideoBytes,
  storeVideoPackage,
} from '../modules/reading/video-package.ts';
import { VIDEO_RENDITIONS } from '../modules/reading/video-hls.ts';
import { cachedDemoMedia, toolIdentity } from './media-cache.ts';
import type { ProgressLog } from '../platform/progress.ts';

/** spec §1: 107 course. */
const COURSE_OBJECT_TYPE = 107;
/** Half of a course's lessons open on trial (spec §3 AllowReadPercentage). */
const COURSE_TRIAL_PERCENTAGE = 50;
/** ffmpeg runs (one a course) beside the handouts: two at a time on a two-core machine. */
const VIDEO_CONCURRENCY = 2;

export interface CourseSeedContext {
  db: Db;
  files: FileService;
  log: ProgressLog;
  categoryIds: Map<string, number>;
  /** null: look for ffmpeg (FFMPEG_PATH, /usr/bin/ffmpeg); false: write no videos */
  ffmpeg?: string | false | null;
}

interface LessonFile {
  lessonKey: number;
  kind: TocFileKind;
  fileName: string;
  extension: string;
  sha256: string;
  durationSeconds: number;
}

/**
 * A course's title cards, each packaged as HLS in the renditions its 1080p
 * source allows (issue 18: FD/LD/SD/HD); the manifests' sha256 in lesson order.
 */
async function courseHlsVideos(
  ffmpeg: string,
  files: FileService,
  course: CatalogueCourse,
): Promise<string[]> {
  // Made once on this machine for the same course, ffmpeg and renditions (seed/media-cache.ts).
  const packaged = await cachedDemoMedia(
    ['course-hls', await toolIdentity(ffmpeg), VIDEO_RENDITIONS, course],
    async () => {
      const videos = [];
      for (const video of await courseVideos(ffmpeg, course))
        videos.push(await packageVideoBytes(ffmpeg, video));
      return videos;
    },
  );
  const manifests: string[] = [];
  for (const video of packaged)
    manifests.push((await storeVideoPackage(files, video)).manifestSha256);
  return manifests;
}

/** Runs fn over the items, at most `limit` at a time; a failure is the item's null. */
async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
  onError: (item: T, error: unknown) => void,
): Promise<(R | null)[]> {
  const results: (R | null)[] = new Array<R | null>(items.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as T;
      try {
        results[index] = await fn(item);
      } catch (error) {
        onError(item, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The 教材 (jc) categories, code → id: the tree is made by migration 0018, not by the seed. */
async function textbookCategoryIds(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: categories.id, code: categories.code })
    .from(categories)
    .where(sql`${categories.hierarchy} = ${HierarchyName.Textbook}`);
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** The ids of the 教材 subjects a course names; an unknown code is a plan/migration mismatch. */
function textbookCategoriesOf(course: CatalogueCourse, textbookIds: Map<string, number>): number[] {
  return course.textbookCodes.map((code) => {
    const id = textbookIds.get(code);
    if (id === undefined) throw new Error(`course ${course.slug}: unknown 教材 category ${code}`);
    return id;
  });
}

/** Files courses stored before migration 0018 under their 教材 subjects (a later seed run). */
async function fileStoredUnderTextbooks(
  db: Db,
  courses: CatalogueCourse[],
  textbookIds: Map<string, number>,
): Promise<void> {
  for (const course of courses) {
    const [content] = await db
      .select({ id: contents.id })
      .from(contents)
      .where(sql`${contents.slug} = ${course.slug}`);
    if (content)
      await fileUnderCategories(db, content.id, textbookCategoriesOf(course, textbookIds));
  }
}

/** The files of every lesson of a course: videos (given), handout on lesson 1, materials. */
async function courseFiles(
  ctx: CourseSeedContext,
  course: CatalogueCourse,
  videos: Map<CatalogueLesson, string>,
  handoutPdf: Buffer,
): Promise<LessonFile[]> {
  const files: LessonFile[] = [];
  const handout = await ctx.files.storePrivate(handoutPdf, 'application/pdf');
  for (const lesson of course.lessons) {
    const video = videos.get(lesson);
    if (video)
      files.push({
        lessonKey: lesson.key,
        kind: 'multimedia',
        fileName: lesson.title.replace(/\u3000/g, ' '),
        extension: VIDEO_HLS_EXTENSION,
        sha256: video,
        durationSeconds: lessonVideoSeconds(lesson),
      });
    if (lesson.key === 1)
      files.push({
        lessonKey: 1,
        kind: 'courseware',
        fileName: `${course.title}课程讲义`,
        extension: 'pdf',
        sha256: handout,
        durationSeconds: 0,
      });
    files.push({
      lessonKey: lesson.key,
      kind: 'annexe',
      fileName: `原文：《${lesson.bookTitle}》${lesson.sourceTitle}`,
      extension: 'txt',
      sha256: await ctx.files.storePrivate(lessonMaterial(course, lesson), 'text/plain'),
      durationSeconds: 0,
    });
  }
  return files;
}

/** One course in one transaction, through the one catalogue writer. */
async function writeCourse(
  ctx: CourseSeedContext,
  course: CatalogueCourse,
  files: LessonFile[],
  textbookIds: Map<string, number>,
): Promise<void> {
  const categoryId = ctx.categoryIds.get(course.clcCode);
  if (categoryId === undefined)
    throw new Error(`course ${course.slug}: unknown category ${course.clcCode}`);
  const textbookCategories = textbookCategoriesOf(course, textbookIds);
  const cover = await ctx.files.storePublic(courseCoverSvg(course), 'image/svg+xml');
  await ctx.db.transaction((tx) =>
    writeCatalogueContent(tx, {
      externalId: `ks-${course.slug.replace(/^course-/, '')}`,
      slug: course.slug,
      objectType: COURSE_OBJECT_TYPE,
      title: course.title,
      author: course.lecturer,
      publisher: course.publisher,
      issueDate: course.updated,
      isbn: '',
      abstracts: course.abstract,
      keywords: course.keywords,
      coverSha256: cover.sha256,
      mediaType: 'video',
      wordCount: 0,
      isFree: course.isFree,
      allowReadPercentage: COURSE_TRIAL_PERCENTAGE,
      readCount: course.playCount,
      contentSource: course.contentSource,
      addedAt: new Date(`${course.updated}T10:00:00+08:00`),
      // The ClcCode row also files the course under its discipline (0017's trigger); jc rows only file.
      categoryIds: [categoryId, ...textbookCategories],
      tocIdLetter: 'l',
      toc: course.lessons.map((lesson) => ({
        key: lesson.key,
        parentKey: null,
        title: lesson.title,
        page: lesson.key,
        order: lesson.key,
      })),
      passages: [],
      tocFiles: files.map((file) => ({
        tocKey: file.lessonKey,
        kind: file.kind,
        fileName: file.fileName,
        extension: file.extension,
        sha256: file.sha256,
        durationSeconds: file.durationSeconds,
      })),
    }),
  );
}

/**
 * Writes the demo courses not stored yet (idempotent by slug) and files the
 * stored ones under their 教材 subjects. Without ffmpeg the courses are
 * written without videos, and the log says why.
 */
export async function writeDemoCourses(
  ctx: CourseSeedContext,
  courses: CatalogueCourse[],
): Promise<number> {
  const existing = new Set(
    (await ctx.db.select({ slug: contents.slug }).from(contents)).map((row) => row.slug),
  );
  const textbookIds = await textbookCategoryIds(ctx.db);
  await fileStoredUnderTextbooks(
    ctx.db,
    courses.filter((course) => existing.has(course.slug)),
    textbookIds,
  );
  const work = courses.filter((course) => !existing.has(course.slug));
  if (work.length === 0) return 0;
  const started = Date.now();
  const ffmpeg = ctx.ffmpeg === false ? null : (ctx.ffmpeg ?? (await findFfmpeg()));
  if (!ffmpeg)
    ctx.log.info(
      'ffmpeg not found (set FFMPEG_PATH or install ffmpeg): the demo courses get no lesson videos',
    );
  // The videos are made by ffmpeg processes while this process builds the handouts.
  const rendering = ffmpeg
    ? mapLimit(
        work,
        VIDEO_CONCURRENCY,
        (course) => courseHlsVideos(ffmpeg, ctx.files, course),
        (course, error) =>
          // Drizzle's 'Failed query' names the SQL; the database's own reason is its cause.
          ctx.log.info(
            `videos of ${course.title} skipped: ${String(error)}${error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''}`,
          ),
      )
    : Promise.resolve([]);
  const handouts = new Map<CatalogueCourse, Buffer>();
  for (const course of work) handouts.set(course, Buffer.from(await courseHandout(course)));
  const videos = new Map<CatalogueLesson, string>();
  (await rendering).forEach((rendered, index) =>
    work[index]?.lessons.forEach((lesson, at) => {
      const video = rendered?.[at];
      if (video) videos.set(lesson, video);
    }),
  );
  for (const course of work) {
    const handout = handouts.get(course) ?? Buffer.alloc(0);
    const files = await courseFiles(ctx, course, videos, handout);
    await writeCourse(ctx, course, files, textbookIds);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  ctx.log.info(`wrote ${work.length} demo courses (${videos.size} lesson videos) in ${seconds} s`);
  return work.length;
}
