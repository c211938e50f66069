import type { z } from 'zod';

/** What a handler sees of its job while it runs. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry … */
  attempt: number;
  /** Records how far the job is (0..100) and what it does now; the editor's console shows it. */
  progress(percent: number, message?: string): Promise<void>;
  /** Aborted when the runner stops (SIGTERM): a long handler may give up early and be run again. */
  signal: AbortSignal;
}

/** One kind of job: its payload's schema and the work. Modules define them; the runner knows none. */
export interface JobHandler<Schema extends z.ZodType = z.ZodType> {
  kind: string;
  payload: Schema;
  /** Runs the job; its answer is stored as the job's result (JSON). */
  run(payload: z.infer<Schema>, context: JobContext): Promise<unknown>;
  /** Wait before the first retry, doubled for each further one (default 5 s). */
  backoffMs?: number;
}

/** A periodic job: enqueued once per interval however many runners share the database. */
export interface JobSchedule {
  /** unique name; also the singleton key, so a slow run is never stacked */
  name: string;
  kind: string;
  everyMs: number;
  payload?: unknown;
}

/** The jobs a module brings: handlers, and the schedules that start some of them. */
export interface ModuleJobs {
  handlers: JobHandler[];
  schedules?: JobSchedule[];
}

/**
 * A failure no retry can mend (a hostile or unreadable upload): the job fails
 * at once with this message, the runner goes on.
 */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/** Declares a handler with its payload type inferred from the schema. */
export function defineJob<Schema extends z.ZodType>(handler: JobHandler<Schema>): JobHandler {
  return handler;
}
