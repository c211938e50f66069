import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ContentDetailSchema } from '@moyue/contracts/api/catalog';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { canonicalString, computeToken, signatureParams } from '@moyue/contracts/signing';
import { freshBenchDatabase } from './bench-database.ts';
import { benchQueries } from './search-queries.ts';
import { bindDevice, signedCall, type Device } from './signed-client.ts';
import { freePort, repoRoot, startServer } from './server-process.ts';
import { summarise, type LatencySummary } from './stats.ts';

/** Load of issue 16: connections held open, each sending its next call when the last is answered. */
export const CONNECTIONS = 20;
export const SEARCH_CLIENTS = 8;
const SECONDS = Number(process.env.BENCH_SPEED_SECONDS ?? 15);

export interface LoadRun {
  name: string;
  clients: number;
  perSecond: number;
  latency: LatencySummary;
  refused: number;
}

export interface SpeedRun {
  database: 'pglite' | 'postgres';
  bare: LoadRun;
  detail: LoadRun;
  hotWords: LoadRun;
  toc: LoadRun;
  search: LoadRun;
  /** µs per call of the signature check's parts and of the envelope (measureOverheads) */
  overheads: Awaited<ReturnType<typeof measureOverheads>>;
}

/** Targets of issue 16, same run. */
export const SPEED_TARGETS = {
  postgresRatio: 0.4,
  pgliteRatio: 0.2,
  p99Ms: 50,
  searchPerSecond: 200,
};

/** `clients` loops calling `call` for `seconds`; a refusal counts but is not timed as a success. */
async function load(
  name: string,
  clients: number,
  seconds: number,
  call: (i: number) => Promise<{ Success: boolean }>,
): Promise<LoadRun> {
  // A short warm-up (JIT, caches, pools), not counted.
  const warmEnd = Date.now() + 1_500;
  let i = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < warmEnd) await call(i++);
    }),
  );
  const times: number[] = [];
  let refused = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const at = performance.now();
        const answer = await call(i++);
        times.push(performance.now() - at);
        if (!answer.Success) refused += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const run = {
    name,
    clients,
    perSecond: Math.round((times.length / elapsed) * 10) / 10,
    latency: summarise(times),
    refused,
  };
  console.info(
    `${name}: ${run.perSecond} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, refused ${refused}`,
  );
  return run;
}

/** The bare anchor, started in this run (bare-fastify.ts). */
async function bareFastify(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/src/bare-fastify.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${baseUrl}/bare`)).ok) break;
    } catch {
      if (tries > 200) throw new Error('bare Fastify did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * A query stream that never repeats in a run (so no cache can flatter it):
 * the benchmark's queries, then pairs of its words.
 */
export function searchStream(): string[] {
  const texts = [...new Set(benchQueries().map((q) => q.text))];
  const words = texts.filter((t) => !t.includes(' ') && !/^[\d-]+$/.test(t));
  const pairs: string[] = [];
  for (const a of words) for (const b of words) if (a !== b) pairs.push(`${a} ${b}`);
  return [...texts, ...pairs];
}

/** Ids of the seeded contents (books with a table of contents, and all). */
async function contentIds(baseUrl: string, device: Device): Promise<number[]> {
  const ids: number[] = [];
  for (let cp = 1; cp <= 5; cp += 1) {
    const page = (await signedCall(baseUrl, device, 'POST', '/Content/Search', {
      keyword: '',
      ps: '50',
      cp: String(cp),
    })) as { Success: boolean; Data: { ItemList?: { Id: number }[] } | null };
    ids.push(...(page.Data?.ItemList ?? []).map((item) => item.Id));
  }
  if (ids.length === 0) throw new Error('no contents to ask for');
  return [...new Set(ids)];
}

/** One database: the anchor, then each signed read, in the same run. */
export async function benchSpeed(database: 'pglite' | 'postgres'): Promise<SpeedRun> {
  const bare = await bareFastify();
  let bareRun: LoadRun;
  try {
    const device = await bindDevice(bare.baseUrl).catch(() => ({
      DeviceToken: 'd',
      DeviceKey: 'k',
    }));
    bareRun = await load(`bare Fastify (${database} run)`, CONNECTIONS, SECONDS, () =>
      signedCall(bare.baseUrl, device, 'GET', '/bare'),
    );
  } finally {
    await bare.stop();
  }
  const env =
    database === 'postgres'
      ? {
          DATABASE_URL: await freshBenchDatabase('moyue_bench_speed'),
          REDIS_URL: process.env.REDIS_URL,
        }
      : { DATABASE_URL: undefined, REDIS_URL: undefined };
  const server = await startServer({ ...env, RANKING_REFRESH_SECONDS: '0' });
  try {
    const { baseUrl } = server;
    const device = await bindDevice(baseUrl);
    const ids = await contentIds(baseUrl, device);
    const queries = searchStream();
    const detailBody = await signedCall(baseUrl, device, 'GET', '/Content/Detail', {
      id: String(ids[0]),
    });
    const detail = await load(`Content/Detail (${database})`, CONNECTIONS, SECONDS, (i) =>
      signedCall(baseUrl, device, 'GET', '/Content/Detail', { id: String(ids[i % ids.length]) }),
    );
    const hotWords = await load(`hot words (${database})`, CONNECTIONS, SECONDS, (i) =>
      signedCall(baseUrl, device, 'POST', '/v1/api/history/hot-search-words', {
        cp: String((i % 3) + 1),
      }),
    );
    const toc = await load(`TOC (${database})`, CONNECTIONS, SECONDS, (i) =>
      signedCall(baseUrl, device, 'GET', '/v1/api/tableofcontent/list', {
        objectId: String(ids[i % ids.length]),
      }),
    );
    const search = await load(`Content/Search (${database})`, SEARCH_CLIENTS, SECONDS, (i) => {
      if (i >= queries.length) throw new Error('the search stream ran out: it must not repeat');
      return signedCall(baseUrl, device, 'POST', '/Content/Search', { keyword: queries[i]! });
    });
    const overheads = await measureOverheads(detailBody);
    return { database, bare: bareRun, detail, hotWords, toc, search, overheads };
  } finally {
    await server.stop();
  }
}

/** µs per call of `f`, after a warm-up. */
async function microseconds(n: number, f: () => unknown): Promise<number> {
  for (let i = 0; i < Math.min(2_000, n); i += 1) await f();
  const start = performance.now();
  for (let i = 0; i < n; i += 1) await f();
  return Math.round(((performance.now() - start) * 1000 * 100) / n) / 100;
}

/**
 * What the signature check and the envelope cost per request, in process:
 * the HMAC the server computes (WebCrypto, as before issue 16, and
 * node:crypto, as now), the canonical string, and the response envelope of a
 * real Content/Detail answer (zod validation by the serializer + JSON).
 */
export async function measureOverheads(detailBody: unknown) {
  const path = '/Content/Detail';
  const params = {
    ...signatureParams({ deviceToken: `dt-${'x'.repeat(36)}`, path, appVersion: 'bench' }),
    id: '12',
  };
  const key = 'k'.repeat(64);
  const schema = apiResponseSchema(ContentDetailSchema);
  return {
    signatureWebCryptoUs: await microseconds(20_000, () => computeToken(key, 'GET', path, params)),
    signatureNodeCryptoUs: await microseconds(20_000, () =>
      createHmac('sha256', key)
        .update(canonicalString('GET', path, params))
        .digest('hex'),
    ),
    canonicalStringUs: await microseconds(20_000, () => canonicalString('GET', path, params)),
    envelopeValidateUs: await microseconds(5_000, () => schema.safeParse(detailBody)),
    envelopeStringifyUs: await microseconds(5_000, () => JSON.stringify(detailBody)),
  };
}

const percent = (ratio: number) => `${Math.round(ratio * 1000) / 10} %`;

/** The README rows: each read against the bare anchor of its run, and whether its target is met. */
export function speedRows(runs: SpeedRun[]): string[] {
  const rows: string[] = [];
  for (const r of runs) {
    const floor =
      r.database === 'postgres' ? SPEED_TARGETS.postgresRatio : SPEED_TARGETS.pgliteRatio;
    const ratio = (run: LoadRun) => run.perSecond / r.bare.perSecond;
    const verdict = (run: LoadRun, p99Target: boolean) => {
      const parts = [
        ratio(run) >= floor
          ? `met (≥ ${percent(floor)})`
          : `missed by ${percent(floor - ratio(run))} (≥ ${percent(floor)})`,
      ];
      if (p99Target)
        parts.push(
          run.latency.p99 <= SPEED_TARGETS.p99Ms
            ? `p99 met (≤ ${SPEED_TARGETS.p99Ms} ms)`
            : `p99 missed by ${Math.round(run.latency.p99 - SPEED_TARGETS.p99Ms)} ms`,
        );
      return parts.join('; ');
    };
    const row = (what: string, run: LoadRun, target: string) =>
      `| ${what} (${r.database}, ${run.clients} conn.) | ${run.perSecond} | ${run.latency.p50} / ${run.latency.p99} ms | ${percent(ratio(run))} | ${target} |`;
    rows.push(
      `| Bare Fastify 5 JSON route, same generator (${r.database} run, ${r.bare.clients} conn.) | ${r.bare.perSecond} | ${r.bare.latency.p50} / ${r.bare.latency.p99} ms | 100 % | anchor |`,
    );
    rows.push(
      row('Signed `GET /Content/Detail`', r.detail, verdict(r.detail, r.database === 'postgres')),
    );
    rows.push(
      row(
        'Signed `POST /v1/api/history/hot-search-words`',
        r.hotWords,
        verdict(r.hotWords, r.database === 'postgres'),
      ),
    );
    rows.push(row('Signed `GET /v1/api/tableofcontent/list`', r.toc, '—'));
    rows.push(
      row(
        'Signed `POST /Content/Search`, never-repeating queries',
        r.search,
        r.search.perSecond >= SPEED_TARGETS.searchPerSecond
          ? `met (≥ ${SPEED_TARGETS.searchPerSecond}/s)`
          : `missed by ${Math.round(SPEED_TARGETS.searchPerSecond - r.search.perSecond)}/s (≥ ${SPEED_TARGETS.searchPerSecond}/s)`,
      ),
    );
  }
  const o = runs[0]?.overheads;
  if (o)
    rows.push(
      '',
      `Per request, in process: the signature's HMAC ${o.signatureWebCryptoUs} µs with WebCrypto (before) → ${o.signatureNodeCryptoUs} µs with node:crypto (now), of which the canonical string ${o.canonicalStringUs} µs; the envelope of a Content/Detail answer: zod validation ${o.envelopeValidateUs} µs + JSON ${o.envelopeStringifyUs} µs.`,
    );
  return rows;
}
