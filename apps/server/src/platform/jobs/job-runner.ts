import { randomBytes } from 'node:crypto';
import os from 'node:os';
import {
  PermanentJobError,
  type JobHandler,
  type JobSchedule,
  type ModuleJobs,
} from './job-handler.ts';
import { backoffDelayMs, type JobQueue, type JobRecord } from './job-queue.ts';

export interface JobRunnerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface JobRunnerOptions {
  /** Time between looks at the queue when it is empty (default 1 s). */
  pollMs?: number;
  /** How long a claimed job stays this runner's without a renewal (default 60 s); renewed every third of it. */
  leaseMs?: number;
  /** How long stop() waits for the job under way before giving it back to the queue (default 20 s). */
  drainMs?: number;
  log?: JobRunnerLog;
  /** How long a done job stays listed (default 7 days; a scheduled refresh adds one a minute). */
  keepDoneMs?: number;
  /** A name for the logs and the jobs' locked_by (default host:pid:random). */
  id?: string;
}

const silent: JobRunnerLog = { info: () => undefined, warn: () => undefined };
/** Waits ms, or less when the signal aborts; leaves no listener behind. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Runs the jobs it has handlers for, one at a time: claims, renews the lease
 * while the handler works, records the outcome; starts the schedules' runs.
 * Any number of runners (API processes in inline mode, workers) share a queue.
 */
export class JobRunner {
  readonly id: string;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly drainMs: number;
  private readonly log: JobRunnerLog;
  private readonly keepDoneMs: number;
  private nextPruneAt = 0;
  private readonly stopping = new AbortController();
  private loop: Promise<void> | null = null;
  private current: { job: JobRecord; done: Promise<void> } | null = null;

  constructor(
    private readonly queue: JobQueue,
    handlers: readonly JobHandler[],
    private readonly schedules: readonly JobSchedule[] = [],
    options: JobRunnerOptions = {},
  ) {
    for (const handler of handlers) {
      if (this.handlers.has(handler.kind)) throw new Error(`two handlers for job ${handler.kind}`);
      this.handlers.set(handler.kind, handler);
    }
    this.pollMs = options.pollMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.drainMs = options.drainMs ?? 20_000;
    this.log = options.log ?? silent;
    this.keepDoneMs = options.keepDoneMs ?? 7 * 86_400_000;
    this.id = options.id ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  /** The kinds this runner runs. */
  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Starts the loop (no-op when started). */
  start(): void {
    this.loop ??= this.run();
  }

  /**
   * Stops claiming; waits up to drainMs for the job under way, then gives it
   * back to the queue so another runner takes it (SIGTERM drain).
   */
  async stop(): Promise<void> {
    this.stopping.abort();
    const current = this.current;
    if (current) {
      const finished = await Promise.race([
        current.done.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), this.drainMs).unref()),
      ]);
      if (!finished) {
        await this.queue.release(current.job.id, this.id).catch(() => undefined);
        this.log.warn({ jobId: current.job.id }, 'job given back to the queue at shutdown');
        // the handler is abandoned: its late outcome no longer matches the job's owner
        return;
      }
    }
    await this.loop;
  }

  /** Starts due schedules, recovers dead runners' jobs, and runs one due job; true when it ran one. */
  async tick(): Promise<boolean> {
    for (const schedule of this.schedules) {
      if (await this.queue.claimScheduleSlot(schedule.name, schedule.everyMs))
        await this.queue.enqueue(schedule.kind, schedule.payload ?? {}, {
          singletonKey: schedule.name,
          maxAttempts: 1,
        });
    }
    if (Date.now() >= this.nextPruneAt) {
      this.nextPruneAt = Date.now() + 3_600_000;
      await this.queue.prune(this.keepDoneMs);
    }
    const recovered = await this.queue.recoverExpired();
    if (recovered > 0) this.log.warn({ recovered }, 'jobs of a stopped runner queued again');
    if (this.stopping.signal.aborted) return false;
    const job = await this.queue.claim(this.id, this.kinds, this.leaseMs);
    if (!job) return false;
    const done = this.execute(job);
    this.current = { job, done };
    try {
      await done;
    } finally {
      this.current = null;
    }
    return true;
  }

  private async run(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      let ran = false;
      try {
        ran = await this.tick();
      } catch (error) {
        // The database is away (restart, failover): look again after a pause.
        this.log.warn({ err: error }, 'job queue unreachable; trying again');
      }
      if (!ran) await sleep(this.pollMs, this.stopping.signal);
    }
  }

  private async execute(job: JobRecord): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    const renewal = setInterval(() => {
      void this.queue.renew(job.id, this.id, this.leaseMs).catch(() => undefined);
    }, this.leaseMs / 3);
    renewal.unref();
    const started = performance.now();
    try {
      const payload = handler.payload.safeParse(job.payload);
      if (!payload.success) throw new PermanentJobError(`任务参数无效：${payload.error.message}`);
      const result = await handler.run(payload.data, {
        jobId: job.id,
        attempt: job.attempts,
        signal: this.stopping.signal,
        progress: async (percent, message) => {
          await this.queue.progress(job.id, this.id, this.leaseMs, percent, message);
        },
      });
      await this.queue.complete(job.id, this.id, result);
      this.log.info(
        { jobId: job.id, kind: job.kind, ms: Math.round(performance.now() - started) },
        'job done',
      );
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      const message = error instanceof Error ? error.message : String(error);
      const state = await this.queue
        .fail(job.id, this.id, message, {
          permanent,
          backoffMs: backoffDelayMs(handler.backoffMs ?? 5_000, job.attempts),
        })
        .catch(() => null);
      this.log.warn({ jobId: job.id, kind: job.kind, state, err: error }, 'job attempt failed');
    } finally {
      clearInterval(renewal);
    }
  }
}

/** A runner of every module's handlers and schedules. */
export function runnerFor(
  queue: JobQueue,
  modules: readonly ModuleJobs[],
  options: JobRunnerOptions = {},
): JobRunner {
  return new JobRunner(
    queue,
    modules.flatMap((jobs) => jobs.handlers),
    modules.flatMap((jobs) => jobs.schedules ?? []),
    options,
  );
}
