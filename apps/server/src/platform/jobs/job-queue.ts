import type { Database } from '../db.ts';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** One job as the queue keeps it. */
export interface JobRecord {
  id: string;
  kind: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  progress: number;
  progressMessage: string | null;
  lastError: string | null;
  result: unknown;
  createdBy: string | null;
  createdAt: Date;
  runAfter: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface EnqueueOptions {
  /** While a job of this kind and key is queued or running, enqueueing again answers that job. */
  singletonKey?: string;
  maxAttempts?: number;
  /** Not before this many ms from now. */
  delayMs?: number;
  /** The editor who asked for it. */
  createdBy?: string | number | null;
}

type Row = Record<string, unknown>;

const COLUMNS = `id::text AS id, kind, payload, state, attempts, max_attempts, progress,
  progress_message, last_error, result, created_by::text AS created_by, created_at, run_after,
  started_at, finished_at`;

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const maybeDate = (value: unknown): Date | null => (value == null ? null : date(value));

function toRecord(row: Row): JobRecord {
  return {
    id: String(row.id),
    kind: String(row.kind),
    payload: row.payload,
    state: row.state as JobState,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    progress: Number(row.progress),
    progressMessage: (row.progress_message as string | null) ?? null,
    lastError: (row.last_error as string | null) ?? null,
    result: row.result ?? null,
    createdBy: (row.created_by as string | null) ?? null,
    createdAt: date(row.created_at),
    runAfter: date(row.run_after),
    startedAt: maybeDate(row.started_at),
    finishedAt: maybeDate(row.finished_at),
  };
}

/** Longest error text kept on a job (a stack or a tool's output can be long). */
const ERROR_LIMIT = 2_000;
/** The longest a retry waits, whatever the doubling says. */
const MAX_BACKOFF_MS = 3_600_000;

/** Wait before retry n (1-based): base, 2·base, 4·base … up to an hour. */
export const backoffDelayMs = (baseMs: number, attempt: number): number =>
  Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));

/**
 * The job table's SQL (migration 0036). Every state change is one statement,
 * so PGlite and PostgreSQL run the same code; a claim takes the oldest due job
 * with FOR UPDATE SKIP LOCKED, so two runners never take the same one.
 */
export class JobQueue {
  constructor(private readonly database: Database) {}

  /** Adds a job, or answers the queued/running one with the same singleton key. */
  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<JobRecord> {
    const key = options.singletonKey ?? null;
    for (let tries = 0; ; tries += 1) {
      const [inserted] = await this.database.query(
        `INSERT INTO jobs (kind, payload, singleton_key, max_attempts, run_after, created_by)
         VALUES ($1, $2::jsonb, $3, $4, now() + $5 * interval '1 millisecond', $6)
         ON CONFLICT (kind, singleton_key)
           WHERE singleton_key IS NOT NULL AND state IN ('queued', 'running') DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          kind,
          JSON.stringify(payload ?? {}),
          key,
          options.maxAttempts ?? 3,
          options.delayMs ?? 0,
          options.createdBy == null ? null : String(options.createdBy),
        ],
      );
      if (inserted) return toRecord(inserted);
      const [existing] = await this.database.query(
        `SELECT ${COLUMNS} FROM jobs
          WHERE kind = $1 AND singleton_key = $2 AND state IN ('queued', 'running')`,
        [kind, key],
      );
      if (existing) return toRecord(existing);
      // It ended between the two statements: insert again.
      if (tries > 3) throw new Error(`could not enqueue ${kind} (${key})`);
    }
  }

  /**
   * Puts back the jobs whose runner stopped renewing its lease (it died):
   * due again at once, or failed when it had no attempts left.
   */
  async recoverExpired(): Promise<number> {
    const rows = await this.database.query(
      `UPDATE jobs
          SET state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
              finished_at = CASE WHEN attempts >= max_attempts THEN now() ELSE NULL END,
              last_error = '执行进程中断（租约过期）',
              run_after = now(), locked_by = NULL, locked_until = NULL
        WHERE state = 'running' AND locked_until < now()
        RETURNING id`,
    );
    return rows.length;
  }

  /** Takes the oldest due job of the given kinds for this runner, under a lease. */
  async claim(
    runnerId: string,
    kinds: readonly string[],
    leaseMs: number,
  ): Promise<JobRecord | null> {
    if (kinds.length === 0) return null;
    const [row] = await this.database.query(
      `UPDATE jobs
          SET state = 'running', attempts = attempts + 1, locked_by = $1,
              locked_until = now() + $2 * interval '1 millisecond',
              started_at = coalesce(started_at, now())
        WHERE id = (SELECT id FROM jobs
                     WHERE state = 'queued' AND run_after <= now() AND kind = ANY($3::text[])
                     ORDER BY run_after, id
                     LIMIT 1
                     FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      [runnerId, leaseMs, kinds],
    );
    return row ? toRecord(row) : null;
  }

  /** Records progress and renews the lease; false when the job is no longer this runner's. */
  async progress(
    id: string,
    runnerId: string,
    leaseMs: number,
    percent: number,
    message?: string,
  ): Promise<boolean> {
    const rows = await this.database.query(
      `UPDATE jobs SET progress = $3, progress_message = coalesce($4, progress_message),
              locked_until = now() + $5 * interval '1 millisecond'
        WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`,
      [id, runnerId, Math.max(0, Math.min(100, Math.round(percent))), message ?? null, leaseMs],
    );
    return rows.length > 0;
  }

  /** Renews the lease of a running job; false when it is no longer this runner's. */
  async renew(id: string, runnerId: string, leaseMs: number): Promise<boolean> {
    const rows = await this.database.query(
      `UPDATE jobs SET locked_until = now() + $3 * interval '1 millisecond'
        WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`,
      [id, runnerId, leaseMs],
    );
    return rows.length > 0;
  }

  /** Marks the job done with its result (ignored when the lease was lost meanwhile). */
  async complete(id: string, runnerId: string, result: unknown): Promise<boolean> {
    const rows = await this.database.query(
      `UPDATE jobs SET state = 'done', progress = 100, result = $3::jsonb, last_error = NULL,
              finished_at = now(), locked_by = NULL, locked_until = NULL
        WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`,
      [id, runnerId, JSON.stringify(result ?? null)],
    );
    return rows.length > 0;
  }

  /** A failed attempt: due again after the backoff, or failed for good (permanent, or out of attempts). */
  async fail(
    id: string,
    runnerId: string,
    error: string,
    retry: { permanent: boolean; backoffMs: number },
  ): Promise<JobState | null> {
    const [row] = await this.database.query<{ state: JobState }>(
      `UPDATE jobs
          SET state = CASE WHEN $4 OR attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
              finished_at = CASE WHEN $4 OR attempts >= max_attempts THEN now() ELSE NULL END,
              run_after = now() + $5 * interval '1 millisecond',
              last_error = $3, locked_by = NULL, locked_until = NULL
        WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING state`,
      [id, runnerId, error.slice(0, ERROR_LIMIT), retry.permanent, retry.backoffMs],
    );
    return row?.state ?? null;
  }

  /** Gives a running job back untouched (a draining runner that cannot finish it): due again now. */
  async release(id: string, runnerId: string): Promise<void> {
    await this.database.query(
      `UPDATE jobs SET state = 'queued', attempts = greatest(0, attempts - 1), run_after = now(),
              locked_by = NULL, locked_until = NULL
        WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
      [id, runnerId],
    );
  }

  /** A failed job queued again with fresh attempts (the editor's 重试); false unless it had failed. */
  async retry(id: string): Promise<boolean> {
    const rows = await this.database.query(
      `UPDATE jobs SET state = 'queued', attempts = 0, run_after = now(), progress = 0,
              progress_message = NULL, finished_at = NULL
        WHERE id = $1 AND state = 'failed'
          AND NOT EXISTS (SELECT 1 FROM jobs other
                           WHERE other.kind = jobs.kind AND other.singleton_key = jobs.singleton_key
                             AND other.state IN ('queued', 'running'))
        RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /** Deletes jobs done longer ago than keepMs (failed ones stay for the editor); answers how many. */
  async prune(keepMs: number): Promise<number> {
    const rows = await this.database.query(
      `DELETE FROM jobs WHERE state = 'done' AND finished_at < now() - $1 * interval '1 millisecond'
       RETURNING id`,
      [keepMs],
    );
    return rows.length;
  }

  async get(id: string): Promise<JobRecord | null> {
    const [row] = await this.database.query(`SELECT ${COLUMNS} FROM jobs WHERE id = $1`, [id]);
    return row ? toRecord(row) : null;
  }

  /** The newest jobs first, a page at a time, optionally of some states only. */
  async list(page: { limit: number; offset: number; states?: readonly JobState[] }): Promise<{
    jobs: JobRecord[];
    total: number;
  }> {
    const states = page.states && page.states.length > 0 ? [...page.states] : null;
    const rows = await this.database.query(
      `SELECT ${COLUMNS}, count(*) OVER () AS total FROM jobs
        WHERE $3::text[] IS NULL OR state = ANY($3::text[])
        ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [page.limit, page.offset, states],
    );
    const total = rows.length > 0 ? Number(rows[0]?.total) : await this.count(states);
    return { jobs: rows.map(toRecord), total };
  }

  private async count(states: string[] | null): Promise<number> {
    const [row] = await this.database.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM jobs WHERE $1::text[] IS NULL OR state = ANY($1::text[])`,
      [states],
    );
    return Number(row?.n ?? 0);
  }

  /**
   * True for exactly one caller per interval: moves the schedule's next run
   * forward when it is due (a row lock serialises runners racing for it).
   */
  async claimScheduleSlot(name: string, everyMs: number): Promise<boolean> {
    const rows = await this.database.query(
      `INSERT INTO job_schedules (name, next_run_at)
       VALUES ($1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (name) DO UPDATE SET next_run_at = now() + $2 * interval '1 millisecond'
         WHERE job_schedules.next_run_at <= now()
       RETURNING name`,
      [name, everyMs],
    );
    return rows.length > 0;
  }
}
