export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export function summarise(samplesMs: number[]): LatencySummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    mean: round(sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1)),
  };
}

/** Runs `clients` loops of `call` until `durationMs` passes; answers calls per second. */
export async function throughput(
  clients: number,
  durationMs: number,
  call: () => Promise<void>,
): Promise<number> {
  const end = Date.now() + durationMs;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        await call();
        done += 1;
      }
    }),
  );
  return Math.round((done / durationMs) * 1000 * 10) / 10;
}
