// npm run seed [-- --full]: loads the demo catalogue (or the whole corpus) into the configured database.
import { parseArgs } from 'node:util';

const SEED_USAGE = `用法:
  npm run seed              载入演示书目、课程、有声书与演示数据（可重复执行，只补缺少的部分）
  npm run seed -- --full    载入全部语料（基准测试用，约 2 万种书）
写入已配置的数据库（DATABASE_URL，或 DATA_DIR 中的内置数据库）。`;

/** Seeds; help and mistakes are answered first, before the server's code loads or the database opens. */
async function main(argv: string[]): Promise<number> {
  let full: boolean;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { full: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    });
    // It once seeded the demo world (its readers with known passwords) whatever followed it.
    if (values.help) {
      console.log(SEED_USAGE);
      return 0;
    }
    full = values.full === true;
  } catch (error) {
    console.error(`${(error as Error).message}\n${SEED_USAGE}`);
    return 2;
  }
  const [{ buildApp }, { loadConfig }, { BookFileStore }, { runSeed }] = await Promise.all([
    import('../app.ts'),
    import('../config.ts'),
    import('../modules/reading/book-file.store.ts'),
    import('../seed/seed.ts'),
  ]);
  const config = loadConfig();
  const app = await buildApp({ ...config, logLevel: 'warn' });
  try {
    const log = { info: (message: string) => console.info(message) };
    await runSeed(
      {
        database: app.moyue.database,
        files: app.moyue.files,
        log,
        books: await BookFileStore.open(app.moyue.database.db, config, app.moyue.objects),
        // through Redis (REDIS_URL) the running processes drop what the seed changes
        cache: app.moyue.readCache,
      },
      full ? 'full' : 'demo',
    );
  } finally {
    await app.close();
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
