// `npm run worker`: the background-job process of a cluster (issue 21). It is
// built by the same composition root as the API (buildApp, role 'worker') so it
// runs every module's job handlers against the same PostgreSQL, Redis and file
// storage, but it listens on no port. SIGTERM/SIGINT drain it: no new job is
// claimed, the one under way finishes (or is given back to the queue).
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL: the embedded PGlite belongs to one process, ' +
      'so without PostgreSQL the API process runs the jobs itself (JOBS_MODE=inline).',
  );
  process.exit(2);
}
const app = await buildApp(config, { role: 'worker' });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'worker draining: finishing the job under way');
    void app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'worker stopped with an error');
        process.exit(1);
      },
    );
  });
}
await app.ready();
app.log.info('墨阅 worker is running background jobs');
