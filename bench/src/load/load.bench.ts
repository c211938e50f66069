// `npm run bench -- load` (issue 21): the mixed workload at a constant arrival rate through
// nginx on PostgreSQL — the highest rate one API process holds, the highest the cluster
// holds, and the cluster under faults (rolling restart, kill -9, Redis and PostgreSQL
// restarts) with every acknowledged write read back.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '@moyue/tools/cluster';
import { repoRoot } from '../server-process.ts';
import { summarise, type LatencySummary } from '../stats.ts';
import { runOpenLoop, type Sample } from './open-loop.ts';
import {
  startPrivatePostgres,
  startPrivateRedis,
  type PrivateService,
} from './private-services.ts';
import { MIX, Workload, lostWrites } from './workload.ts';

export const P99_TARGET_MS = 250;
// BENCH_LOAD_STEP_MS / BENCH_LOAD_HOLD_MS shorten a trial run; the figures need the defaults.
const STEP_MS = Number(process.env.BENCH_LOAD_STEP_MS ?? 15_000);
const HOLD_MS = Number(process.env.BENCH_LOAD_HOLD_MS ?? 60_000);
/** The faults run at half the held rate: what they cost, not what an overload costs. */
const FAULT_RATE_SHARE = 0.5;

export interface RateRun {
  rate: number;
  seconds: number;
  requests: number;
  errors: number;
  latency: LatencySummary;
  held: boolean;
  /** the generator's worst lateness; large means the client machine, not the site, was short */
  maxStartLagMs: number;
}

export interface FaultRun {
  fault: string;
  /** requests due from the fault until the next one */
  requests: number;
  failed: number;
  errors: Record<string, number>;
  /** how long the fault itself took (the restart, the drain, the process start) */
  faultMs: number;
}

export interface LoadPhase {
  apiProcesses: number;
  steps: RateRun[];
  /** the 60 s confirmation at the highest step that passed */
  held: RateRun | null;
}

export interface LoadResult {
  mix: typeof MIX;
  p99TargetMs: number;
  single: LoadPhase;
  cluster: LoadPhase;
  scalingRatio: number | null;
  faults: {
    rate: number;
    runs: FaultRun[];
    acknowledged: Record<string, number>;
    lost: Record<string, number>;
  };
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
  /** when the single process was measured again on its own (the machine was busier during the full run) */
  singleMeasuredAgain?: {
    measuredAt: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
}

function rateRun(rate: number, ms: number, samples: Sample[], maxStartLagMs: number): RateRun {
  const errors = samples.filter((s) => !s.ok).length;
  const latency = summarise(samples.map((s) => s.latencyMs));
  return {
    rate,
    seconds: ms / 1000,
    requests: samples.length,
    errors,
    latency,
    held: errors === 0 && latency.p99 <= P99_TARGET_MS,
    maxStartLagMs,
  };
}

async function measure(workload: Workload, rate: number, ms: number): Promise<RateRun> {
  const { samples, maxStartLagMs } = await runOpenLoop(rate, ms, workload.next);
  const run = rateRun(rate, ms, samples, maxStartLagMs);
  const failures = countErrors(samples);
  console.info(
    `  ${rate}/s for ${ms / 1000} s: p50 ${run.latency.p50} p99 ${run.latency.p99} ms, ${run.errors} errors ${JSON.stringify(failures)} → ${run.held ? 'held' : 'not held'}`,
  );
  return run;
}

/**
 * Coarse steps of 15 s: down (×0.7) from the start rate until one holds, or up
 * (×1.4) until one fails; then the best held step for 60 s (20 % lower while that fails).
 */
async function findHeldRate(workload: Workload, apiProcesses: number): Promise<LoadPhase> {
  const steps: RateRun[] = [];
  let rate = Number(process.env.BENCH_LOAD_START_RATE ?? 20);
  let run = await measure(workload, rate, STEP_MS);
  steps.push(run);
  while (!run.held && rate > 2) {
    rate = Math.max(2, Math.round(rate * 0.7));
    run = await measure(workload, rate, STEP_MS);
    steps.push(run);
  }
  while (run.held && steps.length < 12) {
    rate = Math.round(rate * 1.4);
    run = await measure(workload, rate, STEP_MS);
    steps.push(run);
  }
  let candidate = Math.max(...steps.filter((s) => s.held).map((s) => s.rate), 0) || rate;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const held = await measure(workload, candidate, HOLD_MS);
    if (held.held) return { apiProcesses, steps, held };
    candidate = Math.max(1, Math.round(candidate * 0.8));
  }
  return { apiProcesses, steps, held: null };
}

function countErrors(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of samples) if (s.error) counts[s.error] = (counts[s.error] ?? 0) + 1;
  return counts;
}

/**
 * One open-loop run while the faults happen one after another, 20 s apart once
 * the site is whole again; each request counts for the fault before its due time.
 */
async function faultRuns(
  cluster: Cluster,
  workload: Workload,
  rate: number,
  services: { postgres: PrivateService; redis: PrivateService },
): Promise<FaultRun[]> {
  const marks: { fault: string; atMs: number; faultMs: number }[] = [];
  const started = Date.now();
  const settle = () => new Promise((resolve) => setTimeout(resolve, Math.min(20_000, HOLD_MS / 3)));
  const fault = async (name: string, action: () => Promise<void>) => {
    const at = Date.now();
    console.info(`  fault: ${name}`);
    await action();
    marks.push({ fault: name, atMs: at - started, faultMs: Date.now() - at });
    await settle();
  };
  let done = false;
  const script = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await fault('rolling restart (SIGTERM drain, one process after another)', () =>
      cluster.rollingRestart(),
    );
    await fault('kill -9 of an API process (started again at once)', async () => {
      await cluster.api[0]!.process.kill();
      await cluster.restartApi(0);
    });
    await fault('Redis restart (SHUTDOWN NOSAVE, a new empty server)', async () => {
      await services.redis.restart();
    });
    await fault('PostgreSQL restart (pg_ctl restart -m fast)', async () => {
      await services.postgres.restart();
    });
  })().finally(() => {
    done = true;
  });
  const { samples } = await runOpenLoop(rate, 30 * 60_000, workload.next, () => done);
  await script;
  return marks.map((mark, i) => {
    const until = marks[i + 1]?.atMs ?? Infinity;
    const window = samples.filter((s) => s.dueMs >= mark.atMs && s.dueMs < until);
    return {
      fault: mark.fault,
      requests: window.length,
      failed: window.filter((s) => !s.ok).length,
      errors: countErrors(window),
      faultMs: mark.faultMs,
    };
  });
}

const scalingRatio = (single: LoadPhase, many: LoadPhase): number | null =>
  single.held && many.held ? Math.round((many.held.rate / single.held.rate) * 100) / 100 : null;

/** A single-process phase measured on its own, put into the earlier full run's result. */
export function mergeSingleRun(full: LoadResult, rerun: LoadResult): LoadResult {
  return {
    ...full,
    single: rerun.single,
    scalingRatio: scalingRatio(rerun.single, full.cluster),
    singleMeasuredAgain: {
      measuredAt: new Date().toISOString(),
      loadAverageAtStart: rerun.loadAverageAtStart,
      loadAverageAtEnd: rerun.loadAverageAtEnd,
    },
  };
}

export async function benchLoad(): Promise<LoadResult> {
  const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');
  const apiProcesses = Number(process.env.MOYUE_API_PROCESSES ?? 2);
  const loadAverageAtStart = os.loadavg().map((n) => Math.round(n * 100) / 100);
  const postgres = await startPrivatePostgres();
  const redis = await startPrivateRedis();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-load-'));
  const databaseUrl = new URL(postgres.url);
  databaseUrl.pathname = '/moyue_load';
  const start = (count: number, fresh: boolean) =>
    startCluster({
      apiProcesses: count,
      databaseUrl: databaseUrl.toString(),
      freshDatabase: fresh,
      redisUrl: redis.url,
      dataDir,
      webDist,
      env: {
        LOG_LEVEL: 'warn',
        DEVICE_BIND_LIMIT_PER_MINUTE: '1000000',
        DEVICE_BIND_LIMIT_PER_DAY: '10000000',
      },
      // The launcher's own lines and crashes; the API's JSON log (503s while a fault lasts) stays out.
      log: (line) => {
        if (!/^\[[\w-]+\] (\{|\(node:|\(Use )/.test(line)) console.info(line);
      },
    });
  try {
    console.info('load: one API process behind nginx (first start seeds the demo catalogue)');
    let cluster = await start(1, true);
    let single: LoadPhase;
    try {
      single = await findHeldRate(await Workload.prepare(cluster.url, cluster.databaseUrl), 1);
    } finally {
      await cluster.stop();
    }
    // BENCH_LOAD_ONLY=single measures the single process again (mergeSingleRun keeps the rest).
    if (process.env.BENCH_LOAD_ONLY === 'single')
      return {
        mix: MIX,
        p99TargetMs: P99_TARGET_MS,
        single,
        cluster: { apiProcesses, steps: [], held: null },
        scalingRatio: null,
        faults: { rate: 0, runs: [], acknowledged: {}, lost: {} },
        loadAverageAtStart,
        loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
      };
    console.info(`load: ${apiProcesses} API processes behind nginx`);
    cluster = await start(apiProcesses, false);
    try {
      const workload = await Workload.prepare(cluster.url, cluster.databaseUrl);
      const many = await findHeldRate(workload, apiProcesses);
      const rate = Math.max(
        2,
        Math.round((many.held?.rate ?? many.steps[0]!.rate) * FAULT_RATE_SHARE),
      );
      console.info(`load: faults at ${rate}/s`);
      const runs = await faultRuns(cluster, workload, rate, { postgres, redis });
      const { checked, lost } = await lostWrites(cluster.databaseUrl, workload.ledger);
      console.info(
        `load: acknowledged writes ${JSON.stringify(checked)}, lost ${JSON.stringify(lost)}`,
      );
      return {
        mix: MIX,
        p99TargetMs: P99_TARGET_MS,
        single,
        cluster: many,
        scalingRatio: scalingRatio(single, many),
        faults: { rate, runs, acknowledged: checked, lost },
        loadAverageAtStart,
        loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
      };
    } finally {
      await cluster.stop();
    }
  } finally {
    await redis.stop();
    await postgres.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** The README rows: each phase's held rate beside the other, the ratio, then each fault. */
export function loadRows(r: LoadResult): string[] {
  const phase = (p: LoadPhase, what: string) =>
    p.held
      ? `| Mixed workload, ${what}: highest rate held 60 s (p99 ≤ ${r.p99TargetMs} ms, 0 errors) | ${p.held.latency.p50} ms | ${p.held.latency.p99} ms | ${p.held.rate} req/s | ${p.held.requests} requests, 0 errors |`
      : `| Mixed workload, ${what}: no rate held 60 s | — | — | — | steps ${p.steps.map((s) => s.rate).join(', ')} req/s |`;
  const lost = Object.values(r.faults.lost).reduce((a, b) => a + b, 0);
  const acknowledged = Object.values(r.faults.acknowledged).reduce((a, b) => a + b, 0);
  return [
    phase(r.single, '1 API process behind nginx'),
    phase(r.cluster, `${r.cluster.apiProcesses} API processes behind nginx`),
    `| Scaling ratio, ${r.cluster.apiProcesses} processes ÷ 1 | — | — | ${r.scalingRatio ?? '—'} × | ${os.cpus().length} cores shared with nginx, PostgreSQL, Redis and the load generator |`,
    ...r.faults.runs.map(
      (f) =>
        `| Fault at ${r.faults.rate} req/s: ${f.fault} | — | — | ${f.failed} failed of ${f.requests} | ${
          Object.entries(f.errors)
            .map(([e, n]) => `${e}: ${n}`)
            .join(', ') || 'none'
        }; the fault took ${(f.faultMs / 1000).toFixed(1)} s |`,
    ),
    `| Acknowledged writes read back after the faults (comment, shelf, history) | — | — | ${lost} lost of ${acknowledged} | ${JSON.stringify(r.faults.acknowledged)} |`,
  ];
}
