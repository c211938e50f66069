// npm run bench [-- platform]: runs the benchmarks, writes bench/results/<name>.json and the README table.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ANSWER_P95_TARGET_MS,
  HIT_RATE_TARGET,
  benchAssistant,
  type AssistantBenchResult,
} from './assistant.bench.ts';
import { FIRST_RENDER_HEADER, firstRenderRows, runFirstRender } from './first-render.bench.ts';
import { benchImport, benchImportLarge } from './import.bench.ts';
import { LIGHTHOUSE_HEADER, lighthouseRows, runLighthouse } from './lighthouse.bench.ts';
import { PLAY_TARGET_MS, SEEK_TARGET_MS, benchMedia } from './media.bench.ts';
import { benchLoad, loadRows, mergeSingleRun, type LoadResult } from './load/load.bench.ts';
import { benchPlatform, type PlatformResult } from './platform.bench.ts';
import { FIRST_PAGE_TARGET_MS, benchReader, type ReaderTiming } from './reader.bench.ts';
import { RANKINGS_P95_TARGET_MS, benchRankings } from './rankings.bench.ts';
import { flexSearchBaseline, substringCounts } from './search-baselines.ts';
import { benchSearch, type SearchRun } from './search.bench.ts';
import { benchSpeed, speedRows, type SpeedRun } from './speed.bench.ts';
import { benchQueries } from './search-queries.ts';
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
      `| First start on a fresh machine: migrations + demo seed with its media (${r.database}) | ${(r.firstStartWithSeedMs / 1000).toFixed(1)} s | — | — | — |`,
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

async function updateReadme(
  rows: string[],
  section = 'platform',
  header = '| What | p50 | p95 | p99 | calls/s at 8 clients |',
): Promise<void> {
  const readmePath = path.join(repoRoot, 'README.md');
  const readme = await fs.readFile(readmePath, 'utf8');
  const start = `<!-- bench:${section}:start -->`;
  const end = `<!-- bench:${section}:end -->`;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < 0) return;
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version} (\`npm run bench -- ${section}\`).`,
    '',
    header,
    // one |---| per column of the header
    `|${'---|'.repeat(header.split('|').length - 2)}`,
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

function searchRows(runs: SearchRun[], flex: ReturnType<typeof flexSearchBaseline>): string[] {
  const row = (
    what: string,
    s: { p50: number; p95: number; p99: number },
    rate: number | string = '—',
  ) => `| ${what} | ${s.p50} ms | ${s.p95} ms | ${s.p99} ms | ${rate} |`;
  const rows: string[] = [];
  for (const r of runs) {
    rows.push(`| Full seed (${r.database}) | ${(r.seedFullMs / 1000).toFixed(0)} s | — | — | — |`);
    rows.push(
      row(`Resource search, all queries (${r.database})`, r.resource, r.resourcePerSecondAt8),
    );
    rows.push(row(`Resource search, single characters (${r.database})`, r.resourceSingleChar));
    rows.push(
      row(`Full-text search, all queries (${r.database})`, r.fullText, r.fullTextPerSecondAt8),
    );
    rows.push(row(`Full-text search, single characters (${r.database})`, r.fullTextSingleChar));
    rows.push(row(`Suggestions (${r.database})`, r.suggest));
    if (r.ilike)
      rows.push(row(`Baseline: ILIKE '%q%' over passages (${r.database})`, r.ilike.summary));
  }
  rows.push(
    row(
      `Baseline: FlexSearch in process (build ${((flex.buildMs ?? 0) / 1000).toFixed(0)} s)`,
      flex.summary,
    ),
  );
  return rows;
}

/** How the platform's full-text counts compare with a baseline's for the same queries. */
function recall(run: SearchRun | undefined, baseline: Record<string, number> | undefined) {
  if (!run || !baseline) return null;
  const ratios = Object.entries(baseline)
    .filter(([, n]) => n > 0)
    .map(([query, n]) => (run.fullTextCounts[query] ?? 0) / n)
    .sort((a, b) => a - b);
  return {
    queries: ratios.length,
    /** the platform found at least 90% of what the baseline found */
    atLeastNinetyPercent: ratios.filter((r) => r >= 0.9).length,
    /** within ±10% of the baseline */
    withinTenPercent: ratios.filter((r) => r >= 0.9 && r <= 1.1).length,
    minRatio: round(ratios[0] ?? 0),
    medianRatio: round(ratios[Math.floor(ratios.length / 2)] ?? 0),
    maxRatio: round(ratios.at(-1) ?? 0),
  };
}
const round = (n: number) => Math.round(n * 1000) / 1000;

function countRows(counts: Record<string, ReturnType<typeof recall>>): string[] {
  const rows = [
    '',
    'Full-text counts (PassageCount) against a baseline, over the queries it finds anything for:',
    '',
    '| Baseline | queries | ≥ 90% of its count | within ±10% | min / median / max ratio |',
    '|---|---|---|---|---|',
  ];
  const names: Record<string, string> = {
    againstFoldedSubstrings: 'every word a substring of the folded passage (exact truth)',
    againstIlike: "ILIKE '%q%' (no folding: misses traditional script)",
  };
  for (const [key, r] of Object.entries(counts))
    if (r)
      rows.push(
        `| ${names[key] ?? key} | ${r.queries} | ${r.atLeastNinetyPercent} | ${r.withinTenPercent} | ${r.minRatio} / ${r.medianRatio} / ${r.maxRatio} |`,
      );
  return rows;
}

if (runs.includes('search')) {
  const queries = benchQueries();
  console.info(`search benchmark: ${queries.length} queries`);
  // BENCH_SEARCH_DATABASES=postgres skips the embedded database (its full seed is the slow part).
  const databases = (process.env.BENCH_SEARCH_DATABASES ?? 'pglite,postgres').split(',');
  const results: SearchRun[] = [];
  if (databases.includes('pglite')) results.push(await benchSearch('pglite', queries));
  if (databases.includes('postgres') && process.env.DATABASE_URL)
    results.push(await benchSearch('postgres', queries));
  const flex = flexSearchBaseline(queries.filter((q) => q.kind !== 'isbn'));
  const postgres = results.find((r) => r.database === 'postgres');
  const truth = substringCounts(queries.filter((q) => q.kind !== 'isbn'));
  const counts = {
    againstFoldedSubstrings: recall(postgres ?? results[0], truth),
    againstIlike: recall(postgres, postgres?.ilike?.counts),
  };
  await writeResult('search', {
    queries: queries.length,
    runs: results,
    flexSearch: flex,
    counts,
    substringCounts: truth,
  });
  await updateReadme([...searchRows(results, flex), ...countRows(counts)], 'search');
}

const readerRow = (kind: string, t: ReaderTiming) =>
  `| First page, ${kind}: ${t.title} (${(t.bytes / 2 ** 20).toFixed(1)} MiB) | ${t.warm.p50} ms | ${t.warm.p95} ms | cold ${t.coldMs} ms | ${t.metTarget ? 'met' : 'missed'} (≤ ${FIRST_PAGE_TARGET_MS} ms) |`;

if (runs.includes('reader')) {
  const reader = await benchReader();
  const imports = await benchImport();
  await writeResult('reader', { reader, import: imports });
  await updateReadme(
    [
      readerRow('EPUB', reader.epub),
      readerRow('PDF', reader.pdf),
      `| Import, EPUB (${imports.epub.books} books, ${imports.epub.pages} pages) | ${imports.epub.pagesPerSecond} pages/s | — | ${imports.epub.seconds} s | — |`,
      `| Import, PDF (${imports.pdf.books} books, ${imports.pdf.pages} pages) | ${imports.pdf.pagesPerSecond} pages/s | — | ${imports.pdf.seconds} s | — |`,
    ],
    'reader',
    '| What | p50 | p95 | other | target |',
  );
}

if (runs.includes('import')) {
  // issue 13: one EPUB of 2,000 documents, through the importer's own process
  const large = await benchImportLarge({ DATABASE_URL: process.env.DATABASE_URL });
  await writeResult('import', {
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    large,
  });
  console.info(
    `| Import, EPUB of ${large.documents} documents (${large.pages} pages, ${(large.bytes / 2 ** 20).toFixed(1)} MiB) | ${large.pagesPerSecond} pages/s | — | ${large.seconds} s | — |`,
  );
}

function assistantRows(a: AssistantBenchResult): string[] {
  const where =
    a.corpus === 'full' ? `full corpus, ${a.database}` : `demo catalogue, ${a.database}`;
  return [
    `| Answer, built-in provider (${a.questions} questions on 论语 and 孟子, ${where}) | ${a.answer.p50} ms | ${a.answer.p95} ms | p99 ${a.answer.p99} ms | ${a.answer.p95 <= ANSWER_P95_TARGET_MS ? 'met' : 'missed'} (p95 ≤ ${ANSWER_P95_TARGET_MS} ms) |`,
    `| Retrieval: the answering chapter cited (${where}) | ${a.hits} / ${a.questions} (${Math.round(a.hitRate * 100)} %) | — | — | ${a.hitRate >= HIT_RATE_TARGET ? 'met' : 'missed'} (≥ ${HIT_RATE_TARGET * 100} %) |`,
    `| Word cloud of ${a.wordCloud.book} (${a.wordCloud.topics} topics), cached (${where}) | ${a.wordCloud.cached.p50} ms | ${a.wordCloud.cached.p95} ms | cold ${a.wordCloud.coldMs} ms | ${a.wordCloud.coldMs <= 2000 && a.wordCloud.cached.p95 <= 50 ? 'met' : 'missed'} (cold ≤ 2 s, cached ≤ 50 ms) |`,
  ];
}

if (runs.includes('assistant')) {
  // issue 19: the built-in provider's answers, retrieval hit rate, the word cloud —
  // on the demo catalogue, and on the full corpus when DATABASE_URL is set
  const results = [await benchAssistant('demo')];
  if (process.env.DATABASE_URL) results.push(await benchAssistant('full'));
  await writeResult('assistant', results);
  await updateReadme(
    results.flatMap(assistantRows),
    'assistant',
    '| What | p50 | p95 | other | target |',
  );
  for (const a of results)
    if (a.misses.length) console.info(`misses (${a.corpus}):`, JSON.stringify(a.misses, null, 1));
}

if (runs.includes('rankings')) {
  // issue 15: the boards on the full corpus after 1M history events (PostgreSQL)
  if (!process.env.DATABASE_URL) throw new Error('npm run bench -- rankings needs DATABASE_URL');
  const r = await benchRankings();
  await writeResult('rankings', r);
  await updateReadme(
    [
      ...Object.entries(r.calls).map(
        ([name, s]) =>
          `| \`${name}\` (${r.historyEvents.toLocaleString('en')} events, ${r.contents} items) | ${s.p50} ms | ${s.p95} ms | p99 ${s.p99} ms | ${name === 'home/index' ? '— (not a board)' : `${s.p95 <= RANKINGS_P95_TARGET_MS ? 'met' : 'missed'} (p95 ≤ ${RANKINGS_P95_TARGET_MS} ms)`} |`,
      ),
      `| Refresh taking in all ${r.historyEvents.toLocaleString('en')} events at once (first start) | — | — | ${(r.firstRefreshMs / 1000).toFixed(1)} s | — |`,
      `| \`ranking/list\` at 8 clients | ${r.listPerSecondAt8Clients} calls/s | — | — | — |`,
    ],
    'rankings',
    '| What | p50 | p95 | other | target |',
  );
}

if (runs.includes('media')) {
  const media = await benchMedia();
  await writeResult('media', media);
  const met = (ok: boolean, target: number) => `${ok ? 'met' : 'missed'} (≤ ${target} ms)`;
  await updateReadme(
    [
      `| Press play → first audible sample, warm (Chromium, HLS) | ${media.play.p50} ms | ${media.play.p95} ms | cold ${media.coldPlayMs} ms | ${met(media.playMet, PLAY_TARGET_MS)} |`,
      `| Seek to an unbuffered position → playing | ${media.seek.p50} ms | ${media.seek.p95} ms | ${media.seek.count} seeks | ${met(media.seekMet, SEEK_TARGET_MS)} |`,
      `| Import, audio (${media.import.files} files, ${media.import.audioMinutes} min) → HLS | ${media.import.audioMinutesPerMinute} min of audio per minute | — | ${media.import.wallSeconds} s | — |`,
    ],
    'media',
    '| What | p50 | p95 | other | target |',
  );
}

if (runs.includes('speed')) {
  // issue 16: signed reads at 20 connections against a bare Fastify route, same run
  const results: SpeedRun[] = [await benchSpeed('pglite')];
  if (process.env.DATABASE_URL) results.push(await benchSpeed('postgres'));
  await writeResult('speed', results);
  await updateReadme(
    speedRows(results),
    'speed',
    '| What | req/s | p50 / p99 | of bare req/s | target |',
  );
}

if (runs.includes('first-render')) {
  // issue 16: JS + CSS before the first paint, FCP and LCP on a throttled phone, beside a minimal antd page
  const results = await runFirstRender();
  await writeResult('first-render', results);
  await updateReadme(firstRenderRows(results), 'first-render', FIRST_RENDER_HEADER);
}

if (runs.includes('lighthouse')) {
  // issue 16: Lighthouse mobile and desktop on home, search and detail, beside the minimal antd page
  const results = await runLighthouse();
  await writeResult('lighthouse', results);
  await updateReadme(lighthouseRows(results), 'lighthouse', LIGHTHOUSE_HEADER);
}

if (runs.includes('load')) {
  // issue 21: the mixed workload through nginx, one process against the cluster, and faults
  let load = await benchLoad();
  if (process.env.BENCH_LOAD_ONLY === 'single') {
    const file = path.join(repoRoot, 'bench/results/load.json');
    const full = JSON.parse(await fs.readFile(file, 'utf8')) as { result: LoadResult };
    load = mergeSingleRun(full.result, load);
  }
  await writeResult('load', load);
  await updateReadme(loadRows(load), 'load', '| What | p50 | p99 | rate / result | notes |');
}
