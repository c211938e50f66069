// npm run admin -- grant-order|revoke-order --phone … --content … [--days N]
// Runs against the configured database (DATA_DIR / DATABASE_URL). With the
// embedded PGlite database, stop the server first: one process at a time.
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db.ts';
import { migrate } from '../../platform/migrate.ts';
import { runOrderAdmin } from './order-admin.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pg'),
});
try {
  await migrate(database);
  console.info(await runOrderAdmin(database.db, process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
