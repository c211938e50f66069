// npm run admin -- grant-bundle --phone … --bundle <id>
// Runs against the configured database (DATA_DIR / DATABASE_URL). With the
// embedded PGlite database, stop the server first: one process at a time.
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db.ts';
import { migrate } from '../../platform/migrate.ts';
import { BUNDLE_ADMIN_USAGE, runBundleAdmin } from './bundle-admin.ts';

async function main(argv: string[]): Promise<number> {
  if (argv[0] !== 'grant-bundle') {
    console.error(BUNDLE_ADMIN_USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  try {
    await migrate(database);
    console.info(await runBundleAdmin(database, argv));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
