import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { installGracefulShutdown } from './platform/graceful-shutdown.ts';
import { BookFileStore } from './modules/reading/book-file.store.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = loadConfig();
const app = await buildApp(config);
if (config.seed === 'auto') {
  await seedIfEmpty({
    database: app.moyue.database,
    files: app.moyue.files,
    log: app.log,
    books: await BookFileStore.open(app.moyue.database.db, config, app.moyue.objects),
    cache: app.moyue.readCache,
  });
}
installGracefulShutdown(app, config.shutdown);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `墨阅 is ready at http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`,
);
