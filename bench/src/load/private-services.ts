// The load benchmark's own PostgreSQL and Redis on free ports, so its faults (a restart
// of either under load) hit nothing but the benchmark — other work on this machine keeps
// the shared servers. Same Debian binaries, same restart the shared servers would get.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../server-process.ts';

export interface PrivateService {
  url: string;
  /** The fault: PostgreSQL `pg_ctl restart -m fast`; Redis `SHUTDOWN NOSAVE` and a new server. */
  restart(): Promise<{ downMs: number }>;
  stop(): Promise<void>;
}

async function postgresBin(): Promise<string> {
  const versions = await fs.readdir('/usr/lib/postgresql');
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error('no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)');
  return path.join('/usr/lib/postgresql', newest, 'bin');
}

/** PostgreSQL refuses to run as root: as root the server runs as the 'postgres' user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return os.userInfo().uid === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
}

function run(command: string, args: string[]): void {
  const [program, programArgs] = asServerUser(command, args);
  execFileSync(program, programArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function startPrivatePostgres(): Promise<PrivateService> {
  const bin = await postgresBin();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-load-pg-'));
  await fs.chmod(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=256MB`;
  const pgCtl = (action: string, ...more: string[]) =>
    run(path.join(bin, 'pg_ctl'), [action, '-D', data, '-w', '-l', path.join(dir, 'log'), ...more]);
  pgCtl('start', '-o', options);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      const started = Date.now();
      pgCtl('restart', '-m', 'fast', '-o', options);
      return { downMs: Date.now() - started };
    },
    async stop() {
      pgCtl('stop', '-m', 'fast');
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

export async function startPrivateRedis(): Promise<PrivateService> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i += 1) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' });
        return;
      } catch {
        await sleep(50);
      }
    }
    throw new Error('the private redis-server did not start');
  };
  const shutdown = async () => {
    const exited = child ? new Promise((resolve) => child?.once('exit', resolve)) : null;
    try {
      execFileSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave'], { stdio: 'ignore' });
    } catch {
      // it answers nothing once it is down
    }
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      const started = Date.now();
      await shutdown();
      await start();
      return { downMs: Date.now() - started };
    },
    async stop() {
      await shutdown();
    },
  };
}
