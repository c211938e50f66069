import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  startupMs: number;
  stop(): Promise<void>;
}

/** Starts the real server (tsx apps/server/src/main.ts) on a fresh data dir and waits for /healthz. */
export async function startServer(
  env: Record<string, string | undefined>,
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-bench-')));
  const started = Date.now();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The platform benchmark binds hundreds of devices from 127.0.0.1 on purpose.
    DEVICE_BIND_LIMIT_PER_MINUTE: '1000000',
    DEVICE_BIND_LIMIT_PER_DAY: '10000000',
  };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    startupMs: Date.now() - started,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (ownDataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `npm run seed -- --full` against a database (a PGlite data dir or DATABASE_URL). */
export async function seedFull(
  env: Record<string, string | undefined>,
  dataDir: string,
): Promise<number> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/db/seed-cli.ts', '--full'],
    {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`full seed exited with ${code}`);
  return Date.now() - started;
}
