// npm run seed [-- --full]: loads the demo catalogue (or the whole corpus) into the configured database.
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { BookFileStore } from '../modules/reading/book-file.store.ts';
import { runSeed } from '../seed/seed.ts';

const full = process.argv.includes('--full');
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
