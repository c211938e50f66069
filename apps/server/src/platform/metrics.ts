import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { Code } from '@moyue/contracts/codes';
import type { Database } from './db.ts';
import { fail } from './envelope.ts';
import { notFound } from './errors.ts';

/** Jobs per state, for the queue gauge; a state left out counts as absent, not 0. */
export type QueueDepth = () => Promise<Partial<Record<string, number>>>;

export interface MetricsOptions {
  /** METRICS_TOKEN; undefined → /metrics answers 404 and nothing is measured. */
  token: string | undefined;
  database: Database;
  /** The job queue's counts; default: the jobs table (platform/jobs, migration 0036). */
  queueDepth?: QueueDepth;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Latency buckets, seconds: the load target is p99 ≤ 250 ms (issue 21). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics at GET /metrics (issue 21), each API process its own
 * (scrape every process, not the balancer): requests and latency by method,
 * route pattern (never the raw address) and status class; the PostgreSQL
 * pool; the job queue by state; Node's process metrics. Behind a bearer
 * token: without METRICS_TOKEN the address does not exist (404), a wrong
 * token is 401. Register before the routes, so every route is counted.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { token } = options;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw notFound();
    });
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status class',
    labelNames,
    buckets: BUCKETS,
    registers: [registry],
  });
  registerPoolGauge(registry, options.database);
  registerQueueGauge(registry, options.queueDepth ?? jobsTableDepth(options.database));

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: METHODS.has(request.method) ? request.method : 'OTHER',
      // unmatched addresses (the SPA's pages, 404s) share one label: no raw URL becomes a series
      route: request.routeOptions.url ?? 'unmatched',
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const offered = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(offered, expected))
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send(fail(Code.Forbidden, '未授权'));
    return reply
      .header('Content-Type', registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics());
  });
}

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function registerPoolGauge(registry: Registry, database: Database): void {
  if (!database.poolStats) return; // PGlite: one in-process connection, no pool
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
}

function registerQueueGauge(registry: Registry, queueDepth: QueueDepth): void {
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Background jobs by state (queued, running, failed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [state, count] of Object.entries(await queueDepth()))
        if (count !== undefined) this.set({ state }, count);
    },
  });
}

/**
 * Counts of the jobs table by state; 'done' is left out (it only grows). A
 * failed count answers nothing rather than failing the whole scrape.
 */
export function jobsTableDepth(database: Database): QueueDepth {
  return async () => {
    try {
      const rows = await database.query<{ state: string; count: string | number }>(
        `SELECT state, count(*) AS count FROM jobs
          WHERE state IN ('queued', 'running', 'failed') GROUP BY state`,
      );
      const depth: Record<string, number> = { queued: 0, running: 0, failed: 0 };
      for (const row of rows) depth[row.state] = Number(row.count);
      return depth;
    } catch {
      return {};
    }
  };
}
