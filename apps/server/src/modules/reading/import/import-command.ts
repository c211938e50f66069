// The work of `npm run import` once its arguments are known (import-cli.ts parses them and
// loads this module only then, so that `--help` and a mistake answer without the server's code).
import path from 'node:path';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../platform/db.ts';
import { migrate } from '../../../platform/migrate.ts';
import { createProgress } from '../../../platform/progress.ts';
import { ReadCache, connectRedisInvalidation } from '../../../platform/read-cache.ts';
import { connectRedis } from '../../../platform/redis.ts';
import { openObjectStore } from '../../../platform/storage/open-object-store.ts';
import { createFileService } from '../../media/index.ts';
import { createOrganizationService } from '../../organizations/index.ts';
import { BookFileStore } from '../book-file.store.ts';
import { BookImporter, ImportError, findBookFiles, type ImportOptions } from './book-importer.ts';
import { runImport } from './import-run.ts';
import { AUDIO_BOOK_OBJECT_TYPE } from './audio-book-importer.ts';
import { importAudioBooks } from './audio-import-run.ts';
import { COURSE_OBJECT_TYPE } from './lesson-course-importer.ts';
import { importCourses } from './lesson-import-run.ts';

/** What the command line asked for: absolute paths, the import's options, and the output form. */
export interface ImportCommand {
  paths: string[];
  options: ImportOptions & { isFree: boolean };
  json: boolean;
}

/** Imports into the configured database and prints the outcome; returns the exit code. */
export async function runImportCommand({ paths, options, json }: ImportCommand): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  const objects = await openObjectStore(config.storage);
  // With REDIS_URL the running API processes hear of each imported item (their read caches).
  // Without it they need not: an import only adds items, and no cache holds an item that is not there.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix) : null;
  const cache = new ReadCache();
  if (redis)
    await connectRedisInvalidation(cache, redis, config.redisKeyPrefix, {
      warn: (context, message) => console.error(message, context),
    });
  try {
    await migrate(database);
    if (options.objectType === AUDIO_BOOK_OBJECT_TYPE)
      return await importAudioBooks(database, objects, paths, options.isFree, cache);
    if (options.objectType === COURSE_OBJECT_TYPE)
      return await importCourses(database, objects, paths, options.isFree, cache);
    const importer = new BookImporter({
      database,
      files: createFileService(objects, database.db),
      books: await BookFileStore.open(database.db, config, objects),
      organizations: createOrganizationService(database, cache),
      cache,
    });
    try {
      await importer.validate(options);
    } catch (error) {
      if (error instanceof ImportError) {
        console.error(error.message);
        return 2;
      }
      throw error;
    }
    const files = await findBookFiles(paths);
    if (files.length === 0) {
      console.error(`no EPUB or PDF files in ${paths.join(', ')}`);
      return 1;
    }
    const log = { info: (message: string) => console.error(message) };
    const summary = await runImport(importer, files, options, createProgress(log));
    if (json) {
      // bench/src/import.bench.ts reads this
      const { outcomes, errors, pagesPerSecond, pages } = summary;
      console.log(
        JSON.stringify({ outcomes, errors: errors.map((e) => e.message), pagesPerSecond, pages }),
      );
    } else for (const line of summary.lines) console.log(line);
    return summary.failed > 0 ? 1 : 0;
  } finally {
    await cache.close();
    redis?.disconnect();
    await objects.close();
    await database.close();
  }
}
