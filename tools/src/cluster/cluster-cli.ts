// `npm run cluster`: nginx, MOYUE_API_PROCESSES (2) API processes and the job worker on
// PostgreSQL, Redis and one data directory; Ctrl-C stops them all. While it runs,
// `npm run cluster -- rolling-restart` (or kill -HUP <its pid>) restarts the API
// processes one after another, each drained first, so no request is dropped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { startCluster } from './cluster.ts';
import { repoRoot } from './paths.ts';

const dataDir = path.resolve(
  process.env.MOYUE_CLUSTER_DATA_DIR ?? path.join(repoRoot, 'data/cluster'),
);
const pidFile = path.join(dataDir, 'cluster.pid');

if (process.argv.includes('rolling-restart')) {
  const pid = Number(await fs.readFile(pidFile, 'utf8').catch(() => '0'));
  if (!pid) throw new Error(`no running cluster (${pidFile} is missing)`);
  process.kill(pid, 'SIGHUP');
  console.info(`asked the cluster (pid ${pid}) for a rolling restart; its log shows each step`);
  process.exit(0);
}

const webDist = path.resolve(process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
if (
  process.argv.includes('--build') ||
  !(await fs.stat(path.join(webDist, 'index.html')).catch(() => null))
) {
  if (process.env.WEB_DIST) throw new Error(`WEB_DIST=${webDist} has no build`);
  console.info('building the web app (npm run build)…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const cluster = await startCluster({
  apiProcesses: Number(process.env.MOYUE_API_PROCESSES ?? 2),
  ...(process.env.MOYUE_CLUSTER_LISTEN
    ? { listen: process.env.MOYUE_CLUSTER_LISTEN }
    : { port: Number(process.env.MOYUE_CLUSTER_PORT ?? 8080) }),
  ...(process.env.MOYUE_CLUSTER_DATABASE_URL
    ? { databaseUrl: process.env.MOYUE_CLUSTER_DATABASE_URL }
    : {}),
  dataDir,
  webDist,
  autoRestart: true,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
await fs.writeFile(pidFile, `${process.pid}\n`);
console.info(
  `墨阅 cluster is ready at ${cluster.url} — nginx → API ${cluster.api.map((a) => a.port).join(', ')}` +
    `${cluster.worker ? ' + worker' : ''}; data in ${cluster.dataDir}; Ctrl-C stops it`,
);

let restarting = false;
process.on('SIGHUP', () => {
  if (restarting) return;
  restarting = true;
  void cluster
    .rollingRestart()
    .then(
      () => console.info('rolling restart done'),
      (error: unknown) => console.error('rolling restart failed:', error),
    )
    .finally(() => {
      restarting = false;
    });
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.info('stopping the cluster (each API process drains first)…');
    void (async () => {
      try {
        await cluster.stop();
      } finally {
        await fs.rm(pidFile, { force: true });
        process.exit(0);
      }
    })();
  });
