import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { testDatabaseCopy, type TestDatabaseCopy } from '../../testing/test-databases.ts';
import { openDatabase, type Database } from '../db.ts';
import { defineJob, PermanentJobError, type JobHandler } from './job-handler.ts';
import { JobQueue } from './job-queue.ts';
import { JobRunner } from './job-runner.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// platform/jobs on a real database: two runners (on PostgreSQL two pools, as
// two processes would have) share one queue.
describe.each(TEST_DATABASES)('job queue (%s)', (kind) => {
  let dataDir: string;
  let copy: TestDatabaseCopy;
  let first: Database;
  let second: Database;
  let queue: JobQueue;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-jobs-'));
    copy = await testDatabaseCopy(kind, dataDir);
    first = await openDatabase(copy.options);
    second = kind === 'postgres' ? await openDatabase(copy.options) : first;
    queue = new JobQueue(first);
  }, 120_000);
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
    await copy.dispose();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  let kindCount = 0;
  /** A job kind of this test only, so tests never run each other's jobs. */
  const freshKind = () => `test.${(kindCount += 1)}`;
  const runner = (handler: JobHandler, database = first, options = {}) =>
    new JobRunner(new JobQueue(database), [handler], [], { pollMs: 20, ...options });

  it('gives each job to exactly one of two runners', async () => {
    const jobKind = freshKind();
    const ran: string[] = [];
    const handler = defineJob({
      kind: jobKind,
      payload: z.object({ n: z.number() }),
      run: async (_payload, context) => {
        ran.push(context.jobId);
        await sleep(2);
      },
    });
    const ids = [];
    for (let n = 0; n < 12; n += 1) ids.push((await queue.enqueue(jobKind, { n })).id);
    const runners = [runner(handler, first), runner(handler, second)];
    const drain = async (r: JobRunner) => {
      while (await r.tick());
    };
    await Promise.all(runners.map(drain));
    expect([...ran].sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await queue.get(id))?.state).toBe('done');
  });

  it('retries a failing job after a growing backoff until its attempts are spent', async () => {
    const jobKind = freshKind();
    const handler = defineJob({
      kind: jobKind,
      payload: z.object({}),
      backoffMs: 1_000,
      run: () => Promise.reject(new Error('转码失败')),
    });
    const r = runner(handler);
    const { id } = await queue.enqueue(jobKind, {}, { maxAttempts: 3 });
    /** ms until the job is due again, by the database's clock */
    const wait = async () =>
      Number(
        (
          await first.query<{ ms: number }>(
            `SELECT (extract(epoch FROM run_after - clock_timestamp()) * 1000)::float8 AS ms
               FROM jobs WHERE id = $1`,
            [id],
          )
        )[0]!.ms,
      );
    /** the backoff has passed */
    const passTime = () =>
      first.query(`UPDATE jobs SET run_after = now() - interval '1 second' WHERE id = $1`, [id]);
    expect(await r.tick()).toBe(true);
    expect(await queue.get(id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: '转码失败',
    });
    expect(await wait()).toBeGreaterThan(500);
    expect(await wait()).toBeLessThanOrEqual(1_000);
    expect(await r.tick()).toBe(false); // not due during the backoff
    await passTime();
    expect(await r.tick()).toBe(true);
    expect(await queue.get(id)).toMatchObject({ state: 'queued', attempts: 2 });
    // the second wait is twice the first
    expect(await wait()).toBeGreaterThan(1_500);
    expect(await wait()).toBeLessThanOrEqual(2_000);
    await passTime();
    expect(await r.tick()).toBe(true);
    const job = await queue.get(id);
    expect(job).toMatchObject({ state: 'failed', attempts: 3, lastError: '转码失败' });
    expect(job!.finishedAt).not.toBeNull();
    // the editor's 重试 queues it again with fresh attempts
    expect(await queue.retry(id)).toBe(true);
    expect(await queue.get(id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await queue.retry(id)).toBe(false); // only a failed job
  });

  it('fails a job at once on a permanent error, and on a payload it cannot read', async () => {
    const jobKind = freshKind();
    const handler = defineJob({
      kind: jobKind,
      payload: z.object({ file: z.string() }),
      run: () => Promise.reject(new PermanentJobError('不是有效的 EPUB 文件')),
    });
    const r = runner(handler);
    const bad = await queue.enqueue(jobKind, { file: 'x.epub' }, { maxAttempts: 5 });
    const unreadable = await queue.enqueue(jobKind, { file: 3 }, { maxAttempts: 5 });
    await r.tick();
    await r.tick();
    expect(await queue.get(bad.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: '不是有效的 EPUB 文件',
    });
    expect(await queue.get(unreadable.id)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('runs again the job of a runner that died once its lease runs out', async () => {
    const jobKind = freshKind();
    const ran: number[] = [];
    const handler = defineJob({
      kind: jobKind,
      payload: z.object({}),
      run: async (_payload, context) => {
        ran.push(context.attempt);
        return { ok: true };
      },
    });
    const { id } = await queue.enqueue(jobKind, {});
    // a runner claims it and dies: nobody renews the lease
    const claimed = await new JobQueue(second).claim('dead-runner', [jobKind], 150);
    expect(claimed?.id).toBe(id);
    const survivor = runner(handler);
    expect(await survivor.tick()).toBe(false); // the lease still holds
    await sleep(200);
    expect(await survivor.tick()).toBe(true);
    expect(ran).toEqual([2]);
    expect(await queue.get(id)).toMatchObject({ state: 'done', result: { ok: true } });
    // the dead runner's late word changes nothing
    expect(await queue.complete(id, 'dead-runner', null)).toBe(false);
    expect(await queue.get(id)).toMatchObject({ state: 'done', result: { ok: true } });
  });

  it('keeps one queued job per singleton key, and a new one once it ended', async () => {
    const jobKind = freshKind();
    const a = await queue.enqueue(jobKind, { v: 1 }, { singletonKey: 'content:7' });
    const again = await queue.enqueue(jobKind, { v: 2 }, { singletonKey: 'content:7' });
    const other = await queue.enqueue(jobKind, { v: 3 }, { singletonKey: 'content:8' });
    expect(again.id).toBe(a.id);
    expect(again.payload).toEqual({ v: 1 });
    expect(other.id).not.toBe(a.id);
    const r = runner(defineJob({ kind: jobKind, payload: z.object({}), run: async () => null }));
    while (await r.tick());
    const later = await queue.enqueue(jobKind, { v: 4 }, { singletonKey: 'content:7' });
    expect(later.id).not.toBe(a.id);
  });

  it('forgets done jobs after a while, and keeps failed ones for the editor', async () => {
    const jobKind = freshKind();
    const done = await queue.enqueue(jobKind, {});
    const failed = await queue.enqueue(jobKind, {});
    await first.query(
      `UPDATE jobs SET state = CASE WHEN id = $1 THEN 'done' ELSE 'failed' END,
              finished_at = now() - interval '8 days' WHERE id IN ($1, $2)`,
      [done.id, failed.id],
    );
    await runner(defineJob({ kind: jobKind, payload: z.object({}), run: async () => null })).tick();
    expect(await queue.get(done.id)).toBeNull();
    expect(await queue.get(failed.id)).toMatchObject({ state: 'failed' });
  });

  it('shows the progress the handler writes while it runs', async () => {
    const jobKind = freshKind();
    let seen: unknown;
    const handler = defineJob({
      kind: jobKind,
      payload: z.object({}),
      run: async (_payload, context) => {
        await context.progress(40, '正在解析目录');
        seen = await queue.get(context.jobId);
      },
    });
    const { id } = await queue.enqueue(jobKind, {});
    await runner(handler).tick();
    expect(seen).toMatchObject({ state: 'running', progress: 40, progressMessage: '正在解析目录' });
    expect(await queue.get(id)).toMatchObject({ state: 'done', progress: 100 });
  });

  it('gives the job under way back to the queue when a stopping runner cannot finish it', async () => {
    const jobKind = freshKind();
    let release: () => void = () => undefined;
    const handler = defineJob({
      kind: jobKind,
      payload: z.object({}),
      run: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const { id } = await queue.enqueue(jobKind, {});
    const r = runner(handler, first, { drainMs: 50 });
    r.start();
    for (let wait = 0; (await queue.get(id))?.state !== 'running' && wait < 100; wait += 1)
      await sleep(20);
    await r.stop();
    expect(await queue.get(id)).toMatchObject({ state: 'queued', attempts: 0 });
    release();
  });
});
