import { performance } from 'node:perf_hooks';
import * as OpenCC from 'opencc-js';
import pg from 'pg';
import { bindDevice, signedCall, type Device } from './signed-client.ts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { databaseUrlNamed, freshBenchDatabase } from './bench-database.ts';
import { seedFull, startServer, type RunningServer } from './server-process.ts';
import { summarise, type LatencySummary } from './stats.ts';

// Issue 19: the AI assistant's built-in provider through real HTTP — the answer
// time over 40 questions about the demo classics, how often the chapter that
// answers a question is among the cited (or named locked) ones, and the word
// cloud of the largest demo book cold and cached.

const fold = OpenCC.Converter({ from: 't', to: 'cn' });

/** A question and the chapter whose text answers it (written by hand from the books). */
export interface BenchQuestion {
  book: '论语' | '孟子';
  question: string;
  chapter: string;
}

export const ASSISTANT_QUESTIONS: BenchQuestion[] = [
  { book: '论语', question: '学而时习之的下一句是什么？', chapter: '学而篇' },
  { book: '论语', question: '吾日三省吾身是哪三件事？', chapter: '学而篇' },
  { book: '论语', question: '为政以德是什么意思？', chapter: '为政篇' },
  { book: '论语', question: '温故而知新，可以为师吗？', chapter: '为政篇' },
  { book: '论语', question: '三十而立，四十呢？', chapter: '为政篇' },
  { book: '论语', question: '学而不思则罔的下一句', chapter: '为政篇' },
  { book: '论语', question: '孔子怎么评价八佾舞于庭？', chapter: '八佾篇' },
  { book: '论语', question: '里仁为美出自哪里', chapter: '里仁篇' },
  { book: '论语', question: '朝闻道的下一句是什么', chapter: '里仁篇' },
  { book: '论语', question: '君子喻于义，小人呢？', chapter: '里仁篇' },
  { book: '论语', question: '见贤思齐是什么意思', chapter: '里仁篇' },
  { book: '论语', question: '朽木不可雕说的是谁？', chapter: '公冶长篇' },
  { book: '论语', question: '孔文子为什么谥为文？不耻下问', chapter: '公冶长篇' },
  { book: '论语', question: '知之者不如好之者的后半句', chapter: '雍也篇' },
  { book: '论语', question: '一箪食一瓢饮说的是谁', chapter: '雍也篇' },
  { book: '论语', question: '三人行必有我师的下一句', chapter: '述而篇' },
  { book: '论语', question: '不义而富且贵，于我如什么？', chapter: '述而篇' },
  { book: '论语', question: '士不可以不弘毅，为什么？', chapter: '泰伯篇' },
  { book: '论语', question: '岁寒然后知松柏之后凋', chapter: '子罕篇' },
  { book: '论语', question: '逝者如斯夫是在哪里说的', chapter: '子罕篇' },
  { book: '论语', question: '过犹不及说的是谁和谁', chapter: '先进篇' },
  { book: '论语', question: '克己复礼为仁怎么理解', chapter: '颜渊篇' },
  { book: '论语', question: '名不正则言不顺的下一句', chapter: '子路篇' },
  { book: '论语', question: '欲速则不达是孔子对谁说的', chapter: '子路篇' },
  { book: '论语', question: '君子和而不同，小人呢', chapter: '子路篇' },
  { book: '论语', question: '以德报怨，何如？', chapter: '宪问篇' },
  { book: '论语', question: '人无远虑的下一句', chapter: '卫灵公篇' },
  { book: '论语', question: '工欲善其事的下一句', chapter: '卫灵公篇' },
  { book: '论语', question: '益者三友是哪三友', chapter: '季氏篇' },
  { book: '论语', question: '性相近，习相远', chapter: '阳货篇' },
  { book: '论语', question: '不知命，无以为君子', chapter: '尧曰篇' },
  { book: '论语', question: '博学而笃志，切问而近思是谁说的', chapter: '子张篇' },
  { book: '孟子', question: '老吾老以及人之老的下一句', chapter: '梁惠王上' },
  { book: '孟子', question: '五十步笑百步的故事', chapter: '梁惠王上' },
  { book: '孟子', question: '天时不如地利的下一句', chapter: '公孙丑下' },
  { book: '孟子', question: '得道者多助，失道者呢', chapter: '公孙丑下' },
  { book: '孟子', question: '鱼我所欲也，熊掌亦我所欲也', chapter: '告子上' },
  { book: '孟子', question: '生于忧患死于安乐', chapter: '告子下' },
  { book: '孟子', question: '富贵不能淫，贫贱不能移', chapter: '滕文公下' },
  { book: '孟子', question: '民为贵，社稷次之，君为轻', chapter: '尽心下' },
];

/** The built-in provider's answer target (issue 19), ms. */
export const ANSWER_P95_TARGET_MS = 300;
/** Retrieval quality target: the right chapter among the cited ones. */
export const HIT_RATE_TARGET = 0.9;

export interface AssistantBenchResult {
  database: 'pglite' | 'postgres';
  /** the demo catalogue, or the whole corpus (`npm run seed -- --full`, ~20k books) */
  corpus: 'demo' | 'full';
  questions: number;
  answer: LatencySummary;
  hits: number;
  hitRate: number;
  misses: { question: string; expected: string; got: string[] }[];
  wordCloud: { book: string; coldMs: number; cached: LatencySummary; topics: number };
}

interface Dialogue {
  ItemList: {
    Citations: { TocTitle: string }[];
    LockedChapters: { TocTitle: string }[];
  }[];
}

async function call(
  baseUrl: string,
  device: Device,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string>,
): Promise<{ Success: boolean; Data: unknown; Description?: string }> {
  return signedCall(baseUrl, device, method, path, params);
}

async function bookId(baseUrl: string, device: Device, title: string): Promise<number> {
  const found = await call(baseUrl, device, 'POST', '/Content/Search', {
    keyword: title,
    searchType: '1',
    objectTypes: '104',
    ps: '5',
  });
  const items = (found.Data as { ItemList: { Id: number; Title: string }[] }).ItemList;
  const book = items.find((item) => item.Title === title);
  if (!book) throw new Error(`no ${title} in the demo catalogue`);
  return book.Id;
}

const ASSISTANT_ENV = { AI_BASE_URL: undefined, AI_QUESTIONS_PER_BOOK: '100000' };

const FULL_CORPUS_DATABASE = 'moyue_bench_assistant';

/**
 * A server on the full corpus: a fresh PostgreSQL database beside
 * DATABASE_URL's, fully seeded; BENCH_ASSISTANT_REUSE=1 uses the one the last
 * run seeded (the seed takes an hour on a loaded machine; the answers read
 * only the database).
 */
async function fullCorpusServer(): Promise<RunningServer & { cleanUp(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-bench-assistant-'));
  const reuse = process.env.BENCH_ASSISTANT_REUSE === '1';
  const env = {
    ...ASSISTANT_ENV,
    DATABASE_URL: reuse
      ? databaseUrlNamed(FULL_CORPUS_DATABASE)
      : await freshBenchDatabase(FULL_CORPUS_DATABASE),
    REDIS_URL: undefined,
  };
  if (reuse) {
    // The last run stored the word clouds it computed: drop them, so the cold one is cold again.
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query('DELETE FROM assistant_word_clouds');
    await client.end();
  } else {
    const seedMs = await seedFull(env, dataDir);
    console.info(`assistant bench: full corpus seeded in ${(seedMs / 1000).toFixed(0)} s`);
  }
  const server = await startServer(env, { dataDir });
  return { ...server, cleanUp: () => fs.rm(dataDir, { recursive: true, force: true }) };
}

/**
 * The built-in (extractive) provider: on the demo catalogue (embedded
 * database), or on the full corpus (PostgreSQL; needs DATABASE_URL).
 */
export async function benchAssistant(
  corpus: 'demo' | 'full' = 'demo',
): Promise<AssistantBenchResult> {
  const server =
    corpus === 'full'
      ? await fullCorpusServer()
      : {
          ...(await startServer({
            ...ASSISTANT_ENV,
            DATABASE_URL: undefined,
            REDIS_URL: undefined,
          })),
          cleanUp: () => Promise.resolve(),
        };
  try {
    const device = await bindDevice(server.baseUrl);
    // 13800000002 is certified at the demo college (seed/demo-people.ts).
    const login = await call(server.baseUrl, device, 'POST', '/v1/api/userinfo/login', {
      account: '13800000002',
      password: 'Moyue2026',
    });
    if (!login.Success) throw new Error(`sign-in failed: ${login.Description ?? ''}`);
    const token = (login.Data as { AccessToken: string }).AccessToken;
    const books = {
      论语: await bookId(server.baseUrl, device, '论语'),
      孟子: await bookId(server.baseUrl, device, '孟子'),
    };
    const times: number[] = [];
    const misses: AssistantBenchResult['misses'] = [];
    let hits = 0;
    for (const q of ASSISTANT_QUESTIONS) {
      const start = performance.now();
      const answer = await call(server.baseUrl, device, 'POST', '/v1/api/user-question/create', {
        AccessToken: token,
        groupId: String(books[q.book]),
        question: q.question,
        history: '[]',
      });
      times.push(performance.now() - start);
      const last = answer.Success ? (answer.Data as Dialogue).ItemList.at(-1) : undefined;
      const chapters = [
        ...(last?.Citations ?? []).map((c) => c.TocTitle),
        ...(last?.LockedChapters ?? []).map((c) => c.TocTitle),
      ];
      if (chapters.some((title) => fold(title) === fold(q.chapter))) hits += 1;
      else
        misses.push({
          question: q.question,
          expected: q.chapter,
          got: answer.Success ? chapters : [answer.Description ?? 'refused'],
        });
    }
    const largest = '诗经';
    const cloudId = await bookId(server.baseUrl, device, largest);
    const cloud = () =>
      call(server.baseUrl, device, 'POST', '/python/aichat', {
        bookId: String(cloudId),
        title: largest,
        engine: 'moyue',
        model: 'moyue-tfidf',
        type: '9',
      });
    const coldStart = performance.now();
    const first = await cloud();
    const coldMs = Math.round(performance.now() - coldStart);
    const cached: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const start = performance.now();
      await cloud();
      cached.push(performance.now() - start);
    }
    return {
      database: corpus === 'full' ? 'postgres' : 'pglite',
      corpus,
      questions: ASSISTANT_QUESTIONS.length,
      answer: summarise(times),
      hits,
      hitRate: Math.round((hits / ASSISTANT_QUESTIONS.length) * 1000) / 1000,
      misses,
      wordCloud: {
        book: largest,
        coldMs,
        cached: summarise(cached),
        topics: Array.isArray(first.Data) ? first.Data.length : 0,
      },
    };
  } finally {
    await server.stop();
    await server.cleanUp();
  }
}
