import { performance } from 'node:perf_hooks';
import { freshBenchDatabase } from './bench-database.ts';
import { bindDevice, signedCall } from './signed-client.ts';
import { startServer } from './server-process.ts';
import { summarise, throughput, type LatencySummary } from './stats.ts';

export interface PlatformResult {
  database: 'pglite' | 'postgres';
  firstStartWithSeedMs: number;
  deviceBind: LatencySummary;
  hotWords: LatencySummary;
  banners: LatencySummary;
  hotWordsPerSecondAt8Clients: number;
}

const SAMPLES = 300;

async function measure(samples: number, call: () => Promise<unknown>): Promise<LatencySummary> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return summarise(times);
}

/**
 * The foundation through real HTTP: first start (migrations + demo seed),
 * device binding, and signed calls (signature, nonce, database) one at a time
 * and from 8 concurrent clients.
 */
export async function benchPlatform(database: 'pglite' | 'postgres'): Promise<PlatformResult> {
  // A fresh machine's first start: the demo media are made, not read from the cache.
  const cold = { DEMO_MEDIA_CACHE: 'off' };
  const env =
    database === 'postgres'
      ? { DATABASE_URL: await freshBenchDatabase(), REDIS_URL: process.env.REDIS_URL, ...cold }
      : { DATABASE_URL: undefined, REDIS_URL: undefined, ...cold };
  const server = await startServer(env);
  try {
    const device = await bindDevice(server.baseUrl);
    const ok = (body: { Success: boolean }) => {
      if (!body.Success) throw new Error('call refused during benchmark');
    };
    await measure(20, async () =>
      ok(await signedCall(server.baseUrl, device, 'POST', '/v1/api/history/hot-search-words')),
    );
    return {
      database,
      firstStartWithSeedMs: server.startupMs,
      deviceBind: await measure(SAMPLES, () => bindDevice(server.baseUrl)),
      hotWords: await measure(SAMPLES, async () =>
        ok(
          await signedCall(server.baseUrl, device, 'POST', '/v1/api/history/hot-search-words', {
            cp: '2',
          }),
        ),
      ),
      banners: await measure(SAMPLES, async () =>
        ok(await signedCall(server.baseUrl, device, 'GET', '/v1/api/ad/recommend')),
      ),
      hotWordsPerSecondAt8Clients: await throughput(8, 10_000, async () =>
        ok(await signedCall(server.baseUrl, device, 'POST', '/v1/api/history/hot-search-words')),
      ),
    };
  } finally {
    await server.stop();
  }
}
