// npm run bench [-- platform]: runs the benchmarks, writes bench/results/<name>.json and the README table.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchPlatform, type PlatformResult } from './platform.bench.ts';
import { repoRoot } from './server-process.ts';

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const runs = wanted.length ? wanted : ['platform'];

function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
}

async function writeResult(name: string, result: unknown): Promise<void> {
  const file = path.join(repoRoot, 'bench/results', `${name}.json`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine: machine(), result }, null, 2)}\n`,
  );
  console.info(`wrote ${path.relative(repoRoot, file)}`);
}

function platformRows(results: PlatformResult[]): string[] {
  const rows: string[] = [];
  for (const r of results) {
    rows.push(
      `| First start: migrations + demo seed (${r.database}) | ${(r.firstStartWithSeedMs / 1000).toFixed(1)} s | — | — | — |`,
    );
    rows.push(
      `| \`POST /v1/api/device/bind\` (${r.database}) | ${r.deviceBind.p50} ms | ${r.deviceBind.p95} ms | ${r.deviceBind.p99} ms | — |`,
    );
    rows.push(
      `| Signed \`POST /v1/api/history/hot-search-words\` (${r.database}) | ${r.hotWords.p50} ms | ${r.hotWords.p95} ms | ${r.hotWords.p99} ms | ${r.hotWordsPerSecondAt8Clients} |`,
    );
    rows.push(
      `| Signed \`GET /v1/api/ad/recommend\` (${r.database}) | ${r.banners.p50} ms | ${r.banners.p95} ms | ${r.banners.p99} ms | — |`,
    );
  }
  return rows;
}

async function updateReadme(rows: string[]): Promise<void> {
  const readmePath = path.join(repoRoot, 'README.md');
  const readme = await fs.readFile(readmePath, 'utf8');
  const start = '<!-- bench:platform:start -->';
  const end = '<!-- bench:platform:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < 0) return;
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version} (\`npm run bench -- platform\`).`,
    '',
    '| What | p50 | p95 | p99 | calls/s at 8 clients |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  await fs.writeFile(
    readmePath,
    `${readme.slice(0, from + start.length)}\n${table}\n${readme.slice(to)}`,
  );
}

if (runs.includes('platform')) {
  const results: PlatformResult[] = [await benchPlatform('pglite')];
  if (process.env.DATABASE_URL) results.push(await benchPlatform('postgres'));
  await writeResult('platform', results);
  await updateReadme(platformRows(results));
}
