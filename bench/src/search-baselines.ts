import { performance } from 'node:perf_hooks';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { Index } from 'flexsearch';
import * as OpenCC from 'opencc-js';
import pg from 'pg';
import { fullCatalogue } from '@moyue/corpus';
import type { BenchQuery } from './search-queries.ts';
import { summarise, type LatencySummary } from './stats.ts';

const jieba = Jieba.withDict(dict);
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });
const HAN = /\p{Script=Han}/u;

/** Tokens as the platform indexes them: traditional folded to simplified, jieba words plus every Han character. */
export function tokens(text: string): string[] {
  const simplified = toSimplified(text).toLowerCase();
  const words = jieba.cutForSearch(simplified, true).filter((w) => w.trim());
  const chars = Array.from(simplified).filter((c) => HAN.test(c));
  return [...new Set([...words, ...chars])];
}

export interface BaselineResult {
  summary: LatencySummary;
  buildMs?: number;
  counts: Record<string, number>;
}

/** In-process FlexSearch over every passage of the full corpus (no relevance order across terms, no persistence). */
export function flexSearchBaseline(queries: BenchQuery[]): BaselineResult {
  const started = performance.now();
  const index = new Index({ tokenize: 'strict', encode: (text: string) => text.split(' ') });
  let id = 0;
  for (const book of fullCatalogue()) {
    for (const passage of book.passages)
      index.add(id++, tokens(`${book.title} ${book.author} ${passage.text}`).join(' '));
  }
  const buildMs = performance.now() - started;
  const times: number[] = [];
  const counts: Record<string, number> = {};
  for (const query of queries) {
    const t0 = performance.now();
    const hits = index.search(tokens(query.text).join(' '), { limit: 100_000 });
    times.push(performance.now() - t0);
    counts[query.text] = hits.length;
  }
  return { summary: summarise(times), buildMs: Math.round(buildMs), counts };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ILIKE '%q%' over the same PostgreSQL tables: no index can serve it, so every query scans. */
export async function ilikeBaseline(
  databaseUrl: string,
  queries: BenchQuery[],
): Promise<BaselineResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const times: number[] = [];
  const counts: Record<string, number> = {};
  try {
    for (const query of queries) {
      const pattern = `%${escapeLike(query.text.replace(/\s+/g, '%'))}%`;
      const t0 = performance.now();
      const result = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM passages WHERE body ILIKE $1',
        [pattern],
      );
      times.push(performance.now() - t0);
      counts[query.text] = Number(result.rows[0]?.n ?? 0);
    }
  } finally {
    await client.end();
  }
  return { summary: summarise(times), counts };
}

const fold = OpenCC.Converter({ from: 't', to: 'cn' });

/**
 * The truth to measure recall by: in how many passages of the full corpus,
 * folded as the platform folds (traditional → simplified, NFKC, lower case),
 * every word of the query occurs as a substring. ILIKE cannot fold, so it
 * misses the traditional-script editions.
 */
export function substringCounts(queries: BenchQuery[]): Record<string, number> {
  const bodies: string[] = [];
  for (const book of fullCatalogue())
    for (const passage of book.passages)
      bodies.push(fold(passage.text.normalize('NFKC')).toLowerCase());
  const counts: Record<string, number> = {};
  for (const query of queries) {
    const words = fold(query.text.normalize('NFKC')).toLowerCase().split(/\s+/).filter(Boolean);
    let n = 0;
    for (const body of bodies) if (words.every((word) => body.includes(word))) n++;
    counts[query.text] = n;
  }
  return counts;
}
