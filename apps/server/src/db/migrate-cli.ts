// npm run db:migrate: applies db/migrations/*.sql to the configured database.
import path from 'node:path';
import { answerWithoutArguments } from '../platform/cli-help.ts';

const MIGRATE_USAGE = `用法:
  npm run db:migrate
把 db/migrations/*.sql 中尚未执行的迁移应用到已配置的数据库（DATABASE_URL，或 DATA_DIR 中的内置数据库）。`;

/** Migrates; help and mistakes are answered first, before the database opens. */
async function main(args: string[]): Promise<number> {
  const answer = answerWithoutArguments('db:migrate', args, MIGRATE_USAGE);
  if (answer !== null) return answer;
  const [{ loadConfig }, { openDatabase }, { migrate }] = await Promise.all([
    import('../config.ts'),
    import('../platform/db.ts'),
    import('../platform/migrate.ts'),
  ]);
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
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
