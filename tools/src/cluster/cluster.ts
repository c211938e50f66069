// A Moyue cluster on this machine (issue 21): nginx in front of N API processes and
// one job worker, all on one PostgreSQL, one Redis and one data directory. Used by
// `npm run cluster`, the cluster e2e test and `npm run bench -- load`.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ManagedProcess, waitForHealthy, type LineSink } from './managed-process.ts';
import { RESTART_SETTLE_SECONDS, findNginx, renderNginxConfig } from './nginx-config.ts';
import { repoRoot } from './paths.ts';
import { defaultClusterDatabaseUrl, ensureDatabase, freePort, redisAnswers } from './services.ts';

export { defaultClusterDatabaseUrl } from './services.ts';
export type { ManagedProcess } from './managed-process.ts';
export { findNginx } from './nginx-config.ts';

const WORKER_ENTRY = 'apps/server/src/worker.ts';
const API_ENTRY = 'apps/server/src/main.ts';
/** First start migrates and seeds the demo catalogue with its media: minutes on a busy machine. */
const FIRST_START_TIMEOUT_MS = 10 * 60_000;
const RESTART_TIMEOUT_MS = 2 * 60_000;

export interface ClusterOptions {
  /** API processes behind nginx (MOYUE_API_PROCESSES; at least 2 for a cluster, 1 for a baseline). */
  apiProcesses?: number;
  /** nginx's port on 127.0.0.1 (or listen, e.g. '0.0.0.0:80'); 0: a free one. */
  port?: number;
  listen?: string;
  databaseUrl?: string;
  /** Drop and create the database first (tests and benchmarks start from nothing). */
  freshDatabase?: boolean;
  redisUrl?: string;
  redisKeyPrefix?: string;
  /**
   * The storage every process shares: books, files and — unless BOOK_MASTER_KEY is set —
   * the book master key file, which the first process makes before the others start.
   */
  dataDir?: string;
  webDist?: string;
  /** More environment for every API process and the worker (limits, LOG_LEVEL, …). */
  env?: Record<string, string>;
  log?: LineSink;
  /** Start a crashed API process again (the CLI); tests restart by hand. */
  autoRestart?: boolean;
}

export interface ApiProcess {
  port: number;
  process: ManagedProcess;
}

export interface Cluster {
  /** nginx's address: the site */
  url: string;
  api: ApiProcess[];
  worker: ManagedProcess | null;
  nginx: ManagedProcess;
  databaseUrl: string;
  dataDir: string;
  /** One API process after another: drain (SIGTERM), start again, wait until healthy. */
  rollingRestart(): Promise<void>;
  /** Starts a stopped or killed API process again and waits until it serves. */
  restartApi(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts everything and resolves once nginx answers /healthz through an API process. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.info(line));
  const nginxPath = await findNginx();
  if (!nginxPath)
    throw new Error('nginx is not installed (Debian: apt-get install -y nginx; or set NGINX_PATH)');
  const webDist = path.resolve(options.webDist ?? path.join(repoRoot, 'apps/web/dist'));
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error(`${webDist} has no build: run \`npm run build\` first`);
  const databaseUrl = options.databaseUrl ?? defaultClusterDatabaseUrl();
  await ensureDatabase(databaseUrl, options.freshDatabase ?? false);
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await redisAnswers(redisUrl)))
    throw new Error(
      `The cluster shares nonces, rate limits and caches in Redis, but ${redisUrl} does not answer`,
    );
  const dataDir = path.resolve(options.dataDir ?? path.join(repoRoot, 'data/cluster'));
  await fsp.mkdir(dataDir, { recursive: true });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: options.redisKeyPrefix ?? 'moyue-cluster:',
    // nginx is on this machine: its X-Forwarded-For names the reader.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    WEB_DIST: webDist,
    ...options.env,
  };
  const hasWorker = fs.existsSync(path.join(repoRoot, WORKER_ENTRY));
  // With a worker the API processes only enqueue the background jobs.
  if (hasWorker) env.JOBS_MODE = 'worker';

  const count = options.apiProcesses ?? 2;
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const api: ApiProcess[] = ports.map((port, index) => ({
    port,
    process: new ManagedProcess({
      name: `api-${index + 1}`,
      command: [API_ENTRY],
      // Only the first seeds an empty database; the others start on what it made.
      env: { ...env, PORT: String(port), SEED: index === 0 ? (env.SEED ?? 'auto') : 'off' },
      log,
      autoRestart: options.autoRestart ?? false,
      ready: () =>
        waitForHealthy(
          `http://127.0.0.1:${port}/healthz`,
          index === 0 ? FIRST_START_TIMEOUT_MS : RESTART_TIMEOUT_MS,
        ),
    }),
  }));
  const [first, ...others] = api;
  if (!first) throw new Error('a cluster needs at least one API process');
  const started: ManagedProcess[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((p) => p.stop()));
  };
  try {
    log(`starting ${count} API process(es) on ${ports.join(', ')} (${databaseUrl})`);
    started.push(first.process);
    await first.process.start();
    started.push(...others.map((o) => o.process));
    await Promise.all(others.map((o) => o.process.start()));

    let worker: ManagedProcess | null = null;
    if (hasWorker) {
      worker = new ManagedProcess({
        name: 'worker',
        command: [WORKER_ENTRY],
        env: { ...env, SEED: 'off' },
        log,
        autoRestart: options.autoRestart ?? false,
      });
      started.push(worker);
      await worker.start();
    }

    const nginxPort = options.listen ? 0 : (options.port ?? (await freePort()));
    const listen = options.listen ?? `127.0.0.1:${nginxPort}`;
    const prefix = await fsp.mkdtemp(path.join(os.tmpdir(), 'moyue-nginx-'));
    await fsp.chmod(prefix, 0o755);
    const config = path.join(prefix, 'nginx.conf');
    await fsp.writeFile(
      config,
      await renderNginxConfig({ prefix, listen, apiPorts: ports, webDist }),
    );
    const nginx = new ManagedProcess({
      name: 'nginx',
      command: [nginxPath, '-p', prefix, '-c', config, '-g', 'daemon off;'],
      env: process.env,
      log,
      autoRestart: false,
      stopSignal: 'SIGQUIT',
      ready: () => waitForHealthy(`http://${hostOf(listen)}/healthz`, 30_000),
    });
    started.push(nginx);
    await nginx.start();
    const url = `http://${hostOf(listen)}`;

    const restartApi = async (index: number) => {
      const target = api[index];
      if (!target) throw new Error(`no API process ${index}`);
      if (!target.process.running) await target.process.start();
    };
    return {
      url,
      api,
      worker,
      nginx,
      databaseUrl,
      dataDir,
      restartApi,
      async rollingRestart() {
        for (const [index, member] of api.entries()) {
          log(`rolling restart: draining api-${index + 1}`);
          await member.process.stop();
          await member.process.start();
          // The process that is back answers its first, slower requests before the next drains.
          await new Promise((resolve) => setTimeout(resolve, RESTART_SETTLE_SECONDS * 1000 + 1000));
        }
      },
      async stop() {
        // nginx first (QUIT: it finishes what it is sending), then the API processes drain.
        await nginx.stop();
        await Promise.all([...api.map((a) => a.process.stop()), worker?.stop()]);
        await fsp.rm(prefix, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function hostOf(listen: string): string {
  if (/^\d+$/.test(listen)) return `127.0.0.1:${listen}`;
  return listen.replace(/^0\.0\.0\.0:/, '127.0.0.1:').replace(/^\[::\]:/, '127.0.0.1:');
}
