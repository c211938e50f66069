import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import type { TestProject } from 'vitest/node';
import type { E2eServer } from './server.ts';
import { builtWebDist, copyDataDir, seedDataDir, seededAlready } from './seeded-data.ts';
import { E2E_WORKERS } from './workers.ts';
import { SMS_CODE_INTERVAL_SECONDS } from './sms.ts';
import { freePort, repoRoot } from '../../bench/src/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One seeded server per test worker (support/server.ts picks the worker's). */
    servers: E2eServer[];
  }
}

/** What the run started: killed and removed in teardown. */
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

/**
 * The SSO peers (an OpenID provider and a CARSI IdP on local ports, started
 * from the server's test kit as a process); answers the env that points the server at them.
 */
async function startSsoPeers(site: string): Promise<Record<string, string>> {
  const ssoPeers = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/sso/testing/peers-cli.ts', site],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  children.push(ssoPeers);
  const lines = readline.createInterface({ input: ssoPeers.stdout });
  for await (const line of lines) {
    if (line.startsWith('{')) return JSON.parse(line) as Record<string, string>;
  }
  throw new Error('the SSO peers did not start');
}

/** pino's numeric levels: 40 warn, 50 error, 60 fatal; a line that is not JSON is shown too. */
function isWarningOrWorse(line: string): boolean {
  try {
    const entry = JSON.parse(line) as { level?: unknown };
    return typeof entry.level !== 'number' || entry.level >= 40;
  } catch {
    return true;
  }
}
/**
 * Starts one real server per test worker on the built web app, each with a
 * fresh embedded database (its first start seeds), its own SSO peers and Redis
 * keys: files that run at the same time never share a reader's state.
 */
export async function setup(project: TestProject): Promise<void> {
  // WEB_DIST (as the server reads it) lets a run test a build of its own, e.g. `vite build --outDir`.
  const webDist = builtWebDist();
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` first (npm run test:e2e does)`);
  }
  // The demo world seeded once; every server of the run (the workers' and the files' own) starts
  // from a copy (seeded-data.ts). `npm test` seeds it beforehand, beside the cluster test
  // (E2E_SEEDED_DIR, support/seed-world.ts), and removes it itself.
  let seeded = await seededAlready(process.env.E2E_SEEDED_DIR);
  if (!seeded) {
    seeded = await seedDataDir(webDist);
    dataDirs.push(seeded);
  }
  project.provide('seededDataDir', seeded);
  const servers = await Promise.all(
    Array.from({ length: E2E_WORKERS }, (_, index) => startServer(webDist, index + 1, seeded)),
  );
  project.provide('servers', servers);
}

async function startServer(webDist: string, number: number, seeded: string): Promise<E2eServer> {
  const port = await freePort();
  const dataDir = await copyDataDir(seeded, 'moyue-e2e-');
  dataDirs.push(dataDir);
  const ssoEnv = await startSsoPeers(`http://127.0.0.1:${port}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...ssoEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Info and up go to a log file (the outbox prints SMS there); warnings also to the terminal.
    LOG_LEVEL: 'info',
    // Bindings made in the tests run out within the warning window: the header warns at once.
    CERTIFICATION_DAYS: '20',
    // Rate limits (SMS per IP per hour …) of earlier runs against the same Redis must not count.
    REDIS_KEY_PREFIX: `moyue-e2e:${path.basename(dataDir)}:`,
    // Every browser context of the run binds its device from 127.0.0.1: not a flood.
    DEVICE_BIND_LIMIT_PER_MINUTE: '100000',
    DEVICE_BIND_LIMIT_PER_DAY: '1000000',
    WEB_DIST: webDist,
    // assistant.e2e.ts reaches the per-book question limit (code 37) in a few questions.
    AI_QUESTIONS_PER_BOOK: '3',
    // A second code to one number comes seconds later, not after the spec's 120 s (support/sms.ts).
    SMS_CODE_INTERVAL_SECONDS: String(SMS_CODE_INTERVAL_SECONDS),
  };
  // The end-to-end run owns its database: never the developer's or CI's PostgreSQL.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const serverLog = path.join(dataDir, 'server.log');
  const logFile = fs.createWriteStream(serverLog);
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    logFile.write(`${line}\n`);
    if (isWarningOrWorse(line)) process.stdout.write(`[server ${number}] ${line}\n`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A copy of the seeded world: the start runs no seed (seeded-data.ts).
  const deadline = Date.now() + 480_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not answer /healthz within 8 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, serverLog };
}

export async function teardown(): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }),
  );
  await Promise.all(dataDirs.map((dir) => fsp.rm(dir, { recursive: true, force: true })));
}
