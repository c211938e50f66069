// The importer's process (npm run import -- PATH… [--type 104] [--free] [--org EXTERNAL_ID]):
// tools/src/import.ts starts it in apps/server so that DATA_DIR means what it means to the server.
import path from 'node:path';
import { parseArgs } from 'node:util';
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

export const IMPORT_USAGE = `usage: npm run import -- PATH… [--type 104] [--free] [--org ORGANIZATION_EXTERNAL_ID]

  PATH     an EPUB or PDF file, or a folder (searched recursively for .epub and .pdf);
           with --type 107 a video file or a folder of videos: one course each
           with --type 156 a folder of audio files (mp3, m4a/aac, ogg, wav, flac;
           optional book.json and cover.jpg): one audio book each
  --type   object type of the imported items (spec §1; default 104, book; 107 course;
           156 audio book)
  --free   readers may read them whole without rights
  --org    the organisation (by external id) that gets them in its holdings
  --json   print the outcome as one line of JSON (benchmarks)`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        type: { type: 'string' },
        free: { type: 'boolean', default: false },
        org: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${IMPORT_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  // Asked-for help is the answer (stdout, 0); a call without paths is a mistake (stderr, 2).
  if (values.help) {
    console.log(IMPORT_USAGE);
    return 0;
  }
  if (positionals.length === 0) {
    console.error(IMPORT_USAGE);
    return 2;
  }
  const objectType = values.type === undefined ? undefined : Number(values.type);
  if (objectType !== undefined && !Number.isInteger(objectType)) {
    console.error(`--type: not a number: ${values.type}`);
    return 2;
  }
  const options: ImportOptions = {
    ...(objectType !== undefined ? { objectType } : {}),
    isFree: values.free,
    ...(values.org !== undefined ? { organizationExternalId: values.org } : {}),
  };
  // Paths are the user's, relative to where they ran npm (INIT_CWD), not to apps/server.
  const base = process.env.INIT_CWD ?? process.cwd();
  const paths = positionals.map((entry) => path.resolve(base, entry));

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
    if (objectType === AUDIO_BOOK_OBJECT_TYPE)
      return await importAudioBooks(database, objects, paths, values.free, cache);
    if (objectType === COURSE_OBJECT_TYPE)
      return await importCourses(database, objects, paths, values.free, cache);
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
    if (values.json) {
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

process.exitCode = await main(process.argv.slice(2));
