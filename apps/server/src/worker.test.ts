import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './platform/db.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { testDatabaseCopy, type TestDatabaseCopy } from './testing/test-databases.ts';

// `npm run worker` (issue 21) as its own process on PostgreSQL: it runs the
// jobs an API process enqueued, and SIGTERM stops it cleanly.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.DATABASE_URL)('the worker process', () => {
  let copy: TestDatabaseCopy;
  let dataDir: string;
  let database: Database;
  let worker: ChildProcess;
  let output = '';

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-worker-'));
    copy = await testDatabaseCopy('postgres', dataDir);
    database = await openDatabase(copy.options);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: copy.options.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      JOBS_POLL_MS: '100',
      RANKING_REFRESH_SECONDS: '0',
    };
    delete env.REDIS_URL;
    worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  }, 120_000);
  afterAll(async () => {
    if (worker.exitCode === null) worker.kill('SIGKILL');
    await database.close();
    await copy.dispose();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('runs an enqueued job, then drains and exits 0 on SIGTERM', async () => {
    const queue = new JobQueue(database);
    const { id } = await queue.enqueue('rankings.refresh', {});
    let state = '';
    for (let wait = 0; wait < 600 && state !== 'done'; wait += 1) {
      state = (await queue.get(id))?.state ?? '';
      if (worker.exitCode !== null) throw new Error(`worker exited: ${output}`);
      await sleep(100);
    }
    expect(state).toBe('done');
    const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('worker draining');
  }, 90_000);
});
