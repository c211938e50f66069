import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from './db.ts';
import { migrate } from './migrate.ts';

/**
 * Runs one `npm run admin` command against the configured database (DATA_DIR /
 * DATABASE_URL), migrated first: prints the line it answers (exit 0) or the
 * message of what went wrong (exit 1), and closes the database.
 */
export async function runAdminCommand(
  run: (database: Database) => Promise<string>,
): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  try {
    await migrate(database);
    console.info(await run(database));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}
