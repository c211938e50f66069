import type { Database } from '../../../platform/db.ts';
import type { ReadCache } from '../../../platform/read-cache.ts';
import type { ObjectStore } from '../../../platform/storage/object-store.ts';
import { createProgress } from '../../../platform/progress.ts';
import { findAudioFfmpeg, findFfprobe, createFileService } from '../../media/index.ts';
import { refreshSearchTermStats } from '../../search/index.ts';
import { AudioBookImporter, audioBookFiles } from './audio-book-importer.ts';
import { mediaOutcomeLines, packagedPerMinute } from './media-import-report.ts';

/**
 * `npm run import -- FOLDER… --type 156`: each FOLDER an audio book, under a
 * progress bar of files; answers the exit code (1 when any book failed).
 */
export async function importAudioBooks(
  database: Database,
  objects: ObjectStore,
  folders: string[],
  isFree: boolean,
  cache: ReadCache,
): Promise<number> {
  const [ffmpeg, ffprobe] = await Promise.all([findAudioFfmpeg(), findFfprobe()]);
  if (!ffmpeg || !ffprobe) {
    console.error(
      'ffmpeg and ffprobe are needed (install ffmpeg, or set FFMPEG_PATH / FFPROBE_PATH): audio cannot be packaged',
    );
    return 2;
  }
  const importer = new AudioBookImporter({
    database,
    files: createFileService(objects, database.db),
    tools: { ffmpeg, ffprobe },
    cache,
  });
  let total = 0;
  for (const folder of folders) total += (await audioBookFiles(folder).catch(() => [])).length;
  const progress = createProgress({ info: (message: string) => console.error(message) });
  progress.start(total, '导入有声书');
  let failed = 0;
  let imported = 0;
  let seconds = 0;
  const started = performance.now();
  for (const folder of folders) {
    const outcome = await importer
      .importBook(folder, { isFree, onFile: () => progress.increment() })
      .catch((error: unknown) => ({
        status: 'failed' as const,
        folder,
        title: folder,
        externalId: '',
        files: [],
        failures: [{ file: folder, reason: (error as Error).message }],
      }));
    if (outcome.status === 'imported') {
      imported += 1;
      seconds += outcome.files.reduce((sum, item) => sum + item.seconds, 0);
    } else if (outcome.status === 'failed') failed += 1;
    const notImported = outcome.folder;
    for (const line of mediaOutcomeLines(
      outcome,
      { noun: 'files', items: outcome.files },
      notImported,
    ))
      console.log(line);
  }
  progress.stop();
  if (imported > 0) await refreshSearchTermStats(database);
  if (seconds > 0) console.log(packagedPerMinute(seconds, started, 'audio'));
  return failed > 0 ? 1 : 0;
}
