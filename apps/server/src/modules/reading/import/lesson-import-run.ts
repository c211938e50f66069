import type { Database } from '../../../platform/db.ts';
import type { ReadCache } from '../../../platform/read-cache.ts';
import type { ObjectStore } from '../../../platform/storage/object-store.ts';
import { createProgress } from '../../../platform/progress.ts';
import { createFileService, findAudioFfmpeg } from '../../media/index.ts';
import { LessonCourseImporter, courseVideoFiles } from './lesson-course-importer.ts';
import { mediaOutcomeLines, packagedPerMinute } from './media-import-report.ts';

/**
 * `npm run import -- PATH… --type 107`: each PATH a course, under a progress
 * bar of lessons; answers the exit code (1 when any file failed).
 */
export async function importCourses(
  database: Database,
  objects: ObjectStore,
  paths: string[],
  isFree: boolean,
  cache: ReadCache,
): Promise<number> {
  // FFMPEG_PATH, else the system's: the one ffmpeg that audio and video imports share
  const ffmpeg = await findAudioFfmpeg();
  if (!ffmpeg) {
    console.error(
      'ffmpeg not found (set FFMPEG_PATH or install ffmpeg): videos cannot be packaged',
    );
    return 2;
  }
  const importer = new LessonCourseImporter({
    database,
    files: createFileService(objects, database.db),
    ffmpeg,
    cache,
  });
  let total = 0;
  for (const entry of paths) total += (await courseVideoFiles(entry).catch(() => [])).length;
  const progress = createProgress({ info: (message: string) => console.error(message) });
  progress.start(total, '导入课程视频');
  let failed = 0;
  const started = performance.now();
  let seconds = 0;
  for (const entry of paths) {
    const outcome = await importer
      .importCourse(entry, { isFree, onLesson: () => progress.increment() })
      .catch((error: unknown) => ({
        status: 'failed' as const,
        path: entry,
        title: entry,
        externalId: '',
        lessons: [],
        failures: [{ file: entry, reason: (error as Error).message }],
      }));
    if (outcome.status === 'imported') {
      seconds += outcome.lessons.reduce((sum, item) => sum + item.seconds, 0);
    } else if (outcome.status === 'failed') failed += 1;
    const notImported = `《${outcome.title}》`;
    for (const line of mediaOutcomeLines(
      outcome,
      { noun: 'lessons', items: outcome.lessons },
      notImported,
    ))
      console.log(line);
  }
  progress.stop();
  if (seconds > 0) console.log(packagedPerMinute(seconds, started, 'video'));
  return failed > 0 ? 1 : 0;
}
