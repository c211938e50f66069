// npm run db:migrate: applies db/migrations/*.sql to the configured database.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';
import { migrate } from '../platform/migrate.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pg'),
});
try {
  const applied = await migrate(database);
  console.info(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await database.close();
}
