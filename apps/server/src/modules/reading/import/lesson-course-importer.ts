// npm run import -- FILE|FOLDER --type 107 (issue 18): a course from video
// files. Each PATH is one course: a folder's videos in natural order (第1讲 …
// 第10讲, 01 … 10, 第二讲 before 第十讲) are its lessons, a single file a
// one-lesson course. Each video is probed with ffprobe (its duration) and
// packaged as HLS in the renditions its source allows; a bad file (no video,
// truncated, empty) is reported by name and leaves nothing behind, and a
// course is written in one transaction only once all its videos are stored.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { contents } from '../../../db/schema/catalog.ts';
import type { Database } from '../../../platform/db.ts';
import type { ReadCache } from '../../../platform/read-cache.ts';
import type { FileService } from '../../media/index.ts';
import { invalidateContentReads } from '../content-reads.ts';
import { VideoFormatError } from '../video-hls.ts';
import { VIDEO_HLS_EXTENSION, packageAndStoreVideo } from '../video-package.ts';
import { writeCatalogueContent } from './catalogue-content.writer.ts';
import { naturalCompare } from './natural-order.ts';

/** spec §1: 107 course. */
export const COURSE_OBJECT_TYPE = 107;
const VIDEO_EXTENSIONS = new Set([
  '.mp4',
  '.m4v',
  '.mov',
  '.mkv',
  '.webm',
  '.avi',
  '.ts',
  '.flv',
  '.mpg',
  '.mpeg',
]);
/** Half of an imported course's lessons open on trial, as the demo courses. */
const TRIAL_PERCENTAGE = 50;

export { naturalCompare };

/** A lesson's title from its file name: the name without extension, separators as spaces. */
const lessonTitleOf = (file: string) =>
  path.basename(file, path.extname(file)).replace(/[_]+/g, ' ').trim();

/** The video files of one PATH: the file itself, or a folder's videos in natural order. */
export async function courseVideoFiles(entry: string): Promise<string[]> {
  const stats = await fs.stat(entry);
  if (stats.isFile()) return [entry];
  const names = (await fs.readdir(entry, { withFileTypes: true }))
    .filter(
      (dirent) => dirent.isFile() && VIDEO_EXTENSIONS.has(path.extname(dirent.name).toLowerCase()),
    )
    .map((dirent) => dirent.name)
    .sort(naturalCompare);
  return names.map((name) => path.join(entry, name));
}

export interface CourseImportOutcome {
  status: 'imported' | 'already-imported' | 'failed';
  path: string;
  title: string;
  externalId: string;
  lessons: { title: string; seconds: number }[];
  /** bad files by name, with why */
  failures: { file: string; reason: string }[];
}

interface StoredLesson {
  title: string;
  manifestSha256: string;
  seconds: number;
  blobs: string[];
}

/** Imports video courses (issue 18); each PATH becomes one course. */
export class LessonCourseImporter {
  constructor(
    private readonly deps: {
      database: Database;
      files: FileService;
      ffmpeg: string;
      /** the public reads of a course, dropped once its rows are committed (content-reads.ts) */
      cache: ReadCache;
    },
  ) {}

  /** One course from a folder of videos (or one video); never half written. */
  async importCourse(
    entry: string,
    options: { isFree: boolean; onLesson?: () => void },
  ): Promise<CourseImportOutcome> {
    const videos = await courseVideoFiles(entry);
    const title = lessonTitleOf(entry);
    // The course is known by its videos' names and sizes: importing it again adds nothing.
    const identity = createHash('sha256');
    for (const video of videos)
      identity.update(`${path.basename(video)}\0${(await fs.stat(video)).size}\0`);
    const externalId = `ks-import-${identity.digest('hex').slice(0, 16)}`;
    const outcome: CourseImportOutcome = {
      status: 'failed',
      path: entry,
      title,
      externalId,
      lessons: [],
      failures: [],
    };
    if (videos.length === 0) {
      outcome.failures.push({ file: path.basename(entry), reason: '没有视频文件' });
      return outcome;
    }
    const [known] = await this.deps.database.db
      .select({ id: contents.id })
      .from(contents)
      .where(sql`${contents.externalId} = ${externalId}`);
    if (known) return { ...outcome, status: 'already-imported' };

    const stored: StoredLesson[] = [];
    for (const video of videos) {
      try {
        const packaged = await packageAndStoreVideo(this.deps.ffmpeg, this.deps.files, video);
        stored.push({
          title: lessonTitleOf(video),
          ...packaged,
          seconds: packaged.durationSeconds,
        });
      } catch (error) {
        if (!(error instanceof VideoFormatError)) throw error;
        outcome.failures.push({ file: path.basename(video), reason: error.message });
      }
      options.onLesson?.();
    }
    if (outcome.failures.length > 0 || stored.length === 0) {
      // A course with a bad video is not written: what its good videos stored goes too.
      await this.discard(stored);
      return outcome;
    }
    try {
      await this.write(title, externalId, stored, options.isFree);
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return {
      ...outcome,
      status: 'imported',
      lessons: stored.map((lesson) => ({ title: lesson.title, seconds: lesson.seconds })),
    };
  }

  private async discard(stored: StoredLesson[]): Promise<void> {
    for (const blob of new Set(stored.flatMap((lesson) => lesson.blobs)))
      await this.deps.files.discard(blob);
  }

  private async write(
    title: string,
    externalId: string,
    lessons: StoredLesson[],
    isFree: boolean,
  ): Promise<void> {
    const contentId = await this.deps.database.db.transaction((tx) =>
      writeCatalogueContent(tx, {
        externalId,
        slug: externalId,
        objectType: COURSE_OBJECT_TYPE,
        title,
        author: '',
        publisher: '',
        issueDate: null,
        isbn: '',
        abstracts: '',
        keywords: [],
        coverSha256: null,
        mediaType: 'video',
        wordCount: 0,
        isFree,
        allowReadPercentage: TRIAL_PERCENTAGE,
        tocIdLetter: 'l',
        toc: lessons.map((lesson, index) => ({
          key: index + 1,
          parentKey: null,
          title: lesson.title,
          page: index + 1,
          order: index + 1,
        })),
        passages: [],
        tocFiles: lessons.map((lesson, index) => ({
          tocKey: index + 1,
          kind: 'multimedia',
          fileName: lesson.title,
          extension: VIDEO_HLS_EXTENSION,
          sha256: lesson.manifestSha256,
          durationSeconds: lesson.seconds,
        })),
      }),
    );
    invalidateContentReads(this.deps.cache, contentId);
  }
}
