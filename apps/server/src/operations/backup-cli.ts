// npm run backup -- --out DIR [--include-keys]    (docs/operations.md 'Back up and restore')
// npm run restore -- --from DIR
// PostgreSQL is dumped live (pg_dump, one consistent snapshot); the embedded PGlite only while
// the server is stopped (one process owns its directory). With STORAGE_DRIVER=s3 the bucket's
// objects are copied into objects.tar right after the dump, and restored into an empty bucket.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';
import { openObjectStore } from '../platform/storage/open-object-store.ts';
import { createBackup, restoreBackup } from './backup.ts';

const BACKUP_USAGE = 'usage: npm run backup -- --out DIR [--include-keys]';
const RESTORE_USAGE = 'usage: npm run restore -- --from DIR';

/** The arguments; else the usage (stdout for --help, stderr and exit 2 for a mistake) before anything opens. */
function parseArguments() {
  try {
    const parsed = parseArgs({
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        from: { type: 'string' },
        'include-keys': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    const restoring = parsed.positionals[0] === 'restore';
    const usage = restoring ? RESTORE_USAGE : BACKUP_USAGE;
    if (parsed.values.help) {
      console.info(usage);
      process.exit(0);
    }
    if (restoring ? !parsed.values.from : !parsed.values.out) throw new Error(usage);
    return parsed;
  } catch (error) {
    const message = (error as Error).message;
    console.error(
      message.startsWith('usage:') ? message : `${message}\n${BACKUP_USAGE}\n${RESTORE_USAGE}`,
    );
    process.exit(2);
  }
}

const { values, positionals } = parseArguments();
const config = loadConfig();
// Relative paths are the user's: resolved against the folder npm was run from.
const resolve = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
const objects = await openObjectStore(config.storage);
const where = config.storage.driver === 's3' ? ` and bucket ${config.storage.bucket}` : '';

try {
  if (positionals[0] === 'restore') {
    const manifest = await restoreBackup(resolve(values.from!), {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      objects,
    });
    console.info(
      `restored the ${manifest.database} backup of ${manifest.createdAt} into ${config.dataDir}${where}` +
        (manifest.objects.length ? ` (${manifest.objects.length} objects)` : '') +
        (manifest.includesKeys
          ? ''
          : '; the master key is not in it: set BOOK_MASTER_KEY (or put keys/ back)'),
    );
  } else {
    const database = await openDatabase({
      url: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pg'),
    });
    try {
      const manifest = await createBackup(
        {
          database,
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          objects,
          includeKeys: values['include-keys'],
        },
        resolve(values.out!),
      );
      for (const part of manifest.parts)
        console.info(`${part.name}  ${part.bytes} bytes  sha256 ${part.sha256}`);
      if (config.storage.driver === 's3')
        console.info(
          `objects.tar holds the ${manifest.objects.length} objects of bucket ${config.storage.bucket}`,
        );
      if (!manifest.includesKeys)
        console.info('keys/ is not in the backup: keep the master key apart from it (docs).');
    } finally {
      await database.close();
    }
  }
} finally {
  await objects.close();
}
