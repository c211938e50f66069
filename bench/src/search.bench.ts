import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freshBenchDatabase } from './bench-database.ts';
import { seedFull, startServer } from './server-process.ts';
import { bindDevice, signedCall, type Device } from './signed-client.ts';
import { ilikeBaseline, type BaselineResult } from './search-baselines.ts';
import type { BenchQuery } from './search-queries.ts';
import { summarise, throughput, type LatencySummary } from './stats.ts';

export interface SearchRun {
  database: 'pglite' | 'postgres';
  seedFullMs: number;
  resource: LatencySummary;
  resourceSingleChar: LatencySummary;
  fullText: LatencySummary;
  fullTextSingleChar: LatencySummary;
  suggest: LatencySummary;
  resourcePerSecondAt8: number;
  fullTextPerSecondAt8: number;
  /** PassageCount answered per full-text query, to compare with the baselines. */
  fullTextCounts: Record<string, number>;
  /** PostgreSQL only: ILIKE '%q%' over the same passages. */
  ilike?: BaselineResult;
}

const selectOf = (query: BenchQuery) =>
  query.kind === 'author' ? 'Author' : query.kind === 'isbn' ? 'Isbn' : '';

async function timed(
  call: () => Promise<{ Success: boolean; Data: unknown }>,
): Promise<[number, unknown]> {
  const t0 = performance.now();
  const body = await call();
  const ms = performance.now() - t0;
  if (!body.Success)
    throw new Error(`search refused during benchmark: ${JSON.stringify(body).slice(0, 200)}`);
  return [ms, body.Data];
}

/** Full corpus seeded into a fresh database, then every query through the real HTTP API. */
export async function benchSearch(
  database: 'pglite' | 'postgres',
  queries: BenchQuery[],
): Promise<SearchRun> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-bench-search-'));
  const env =
    database === 'postgres'
      ? { DATABASE_URL: await freshBenchDatabase(), REDIS_URL: process.env.REDIS_URL }
      : { DATABASE_URL: undefined, REDIS_URL: undefined };
  try {
    const seedFullMs = await seedFull(env, dataDir);
    const server = await startServer(env, { dataDir });
    try {
      const device: Device = await bindDevice(server.baseUrl);
      const search = (query: BenchQuery, searchType: 0 | 1) =>
        signedCall(server.baseUrl, device, 'POST', '/Content/Search', {
          keyword: query.text,
          searchType: String(searchType),
          select: searchType === 1 ? selectOf(query) : '',
          ps: '20',
        });
      const resource: number[] = [];
      const resourceSingle: number[] = [];
      const fullText: number[] = [];
      const fullTextSingle: number[] = [];
      const suggest: number[] = [];
      const fullTextCounts: Record<string, number> = {};
      for (const query of queries) {
        const [r] = await timed(() => search(query, 1));
        resource.push(r);
        if (query.kind === 'single') resourceSingle.push(r);
        const [s] = await timed(() =>
          signedCall(server.baseUrl, device, 'GET', '/v1/api/suggest/get-suggest', {
            keyword: query.text,
            ps: '8',
          }),
        );
        suggest.push(s);
        if (query.kind === 'isbn') continue;
        const [f, data] = await timed(() => search(query, 0));
        fullText.push(f);
        if (query.kind === 'single') fullTextSingle.push(f);
        fullTextCounts[query.text] = (data as { PassageCount: number }).PassageCount;
      }
      const ilike = env.DATABASE_URL
        ? await ilikeBaseline(
            env.DATABASE_URL,
            queries.filter((q) => q.kind !== 'isbn'),
          )
        : undefined;
      let next = 0;
      const nextQuery = () => queries[next++ % queries.length]!;
      const textQueries = queries.filter((q) => q.kind !== 'isbn');
      let nextText = 0;
      return {
        database,
        seedFullMs,
        resource: summarise(resource),
        resourceSingleChar: summarise(resourceSingle),
        fullText: summarise(fullText),
        fullTextSingleChar: summarise(fullTextSingle),
        suggest: summarise(suggest),
        resourcePerSecondAt8: await throughput(
          8,
          10_000,
          async () => void (await timed(() => search(nextQuery(), 1))),
        ),
        fullTextPerSecondAt8: await throughput(
          8,
          10_000,
          async () =>
            void (await timed(() => search(textQueries[nextText++ % textQueries.length]!, 0))),
        ),
        fullTextCounts,
        ...(ilike ? { ilike } : {}),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
