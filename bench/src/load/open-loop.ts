import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** One request of a run: when it was due, how long until its answer (from when it was due), how it went. */
export interface Sample {
  op: string;
  /** ms since the run began, as scheduled (not when the generator got round to it) */
  dueMs: number;
  latencyMs: number;
  ok: boolean;
  /** why it failed: 'http 502', 'Code 503', 'timeout', 'network' … */
  error?: string;
}

/** A request to make: resolves to its failure reason, or null when it succeeded. */
export type Request = { op: string; send: () => Promise<string | null> };

export interface OpenLoopResult {
  samples: Sample[];
  /** the most any request started after it was due: large means the generator, not the site, lagged */
  maxStartLagMs: number;
}

/**
 * A constant arrival rate, open loop: request i is due at i / rate seconds and
 * goes out then whether or not the earlier ones were answered (a slow site is
 * not given fewer requests, as a closed loop of N clients would). Latency is
 * counted from the due time, so a request the generator sent late counts late.
 */
export async function runOpenLoop(
  ratePerSecond: number,
  durationMs: number,
  next: (index: number) => Request,
  /** checked before each request: true ends the run early (the fault script is done) */
  stop: () => boolean = () => false,
): Promise<OpenLoopResult> {
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / ratePerSecond;
  const total = Math.floor((durationMs / 1000) * ratePerSecond);
  const start = performance.now();
  let maxStartLagMs = 0;
  for (let index = 0; index < total && !stop(); index += 1) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    maxStartLagMs = Math.max(maxStartLagMs, performance.now() - due);
    const request = next(index);
    const sent: Promise<void> = request
      .send()
      .catch((error: unknown) => failureOf(error))
      .then((error) => {
        const sample: Sample = {
          op: request.op,
          dueMs: due - start,
          latencyMs: performance.now() - due,
          ok: error === null,
          ...(error === null ? {} : { error }),
        };
        samples.push(sample);
      })
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  }
  await Promise.all(inFlight);
  return { samples, maxStartLagMs: Math.round(maxStartLagMs) };
}

function failureOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  return 'network';
}
