// Demo audio books (object type 156, issue 18): short selections of the demo
// classics spoken in Mandarin by espeak-ng — real speech of the real text,
// labelled 演示 / 机器朗读 — one file per section or poem, each packaged as
// HLS (AAC) by ffmpeg, durations from ffprobe. Without espeak-ng, ffmpeg or
// ffprobe the seed says so and leaves audio books out.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { coverSvg } from '@moyue/book-format/cover';
import type { CatalogueBook } from '@moyue/corpus/types';
import * as OpenCC from 'opencc-js';
import { sql } from 'drizzle-orm';
import { contents } from '../db/schema/catalog.ts';
import { selectRows, type Db } from '../platform/db.ts';
import type { FileService } from '../modules/media/file.service.ts';
import {
  findAudioFfmpeg,
  findEspeak,
  findFfprobe,
  packageHls,
  probeAudio,
  speakMandarin,
} from '../modules/media/audio-hls.ts';
import { storeHlsPackage } from '../modules/media/audio-package.ts';
import { writeAudioBook, type AudioBookFile } from '../modules/reading/import/audio-book.writer.ts';
import { placeAudioInText } from '../modules/reading/index.ts';
import { cachedDemoMedia, toolIdentity } from './media-cache.ts';
import type { ProgressLog } from '../platform/progress.ts';

/** The classics the demo audio books are read from (slugs of the demo catalogue). */
export const AUDIO_SOURCE_SLUGS: ReadonlySet<string> = new Set([
  'sanzijing',
  'qianziwen',
  'lunyu',
  'tangshi-300',
]);

/** Half of a book's files open on trial (spec §3 AllowReadPercentage). */
const AUDIO_TRIAL_PERCENTAGE = 50;
const FILES_PER_BOOK = 6;
const PUBLISHER = '墨阅有声（演示）';

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });

interface AudioChapter {
  title: string;
  text: string;
}

interface AudioBookPlan {
  source: CatalogueBook;
  slug: string;
  title: string;
  chapters: AudioChapter[];
  readCount: number;
}

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** The text's lines (a flat primer: one line a couplet or phrase). */
function linesOf(book: CatalogueBook): string[] {
  return book.passages
    .flatMap((passage) => passage.text.split('\n'))
    .map((line) => toSimplified(line.trim()))
    .filter((line) => line.length > 0);
}

/** Sections of `perSection` lines, the first FILES_PER_BOOK. */
function sections(book: CatalogueBook, perSection: number): AudioChapter[] {
  const lines = linesOf(book);
  const chapters: AudioChapter[] = [];
  for (let i = 0; i < FILES_PER_BOOK && i * perSection < lines.length; i++) {
    const part = lines.slice(i * perSection, (i + 1) * perSection);
    const opening = (part[0] ?? '').replace(/[，。、；？！\s]+$/u, '').split(/[，。]/u)[0] ?? '';
    chapters.push({
      title: `第${NUMERALS[i] ?? i + 1}节 ${opening}`,
      text: part.join(part[0]?.length === 4 ? '，' : ''),
    });
  }
  return chapters;
}

/** 论语·学而: one file a saying of 学而篇. */
function xueer(book: CatalogueBook): AudioChapter[] {
  const node = book.toc.find((entry) => entry.title.startsWith('学而'));
  return book.passages
    .filter((passage) => passage.tocKey === node?.key)
    .slice(0, FILES_PER_BOOK)
    .map((passage, index) => ({
      title: `学而第${NUMERALS[index] ?? index + 1}章`,
      text: toSimplified(passage.text.replace(/\n/g, '')),
    }));
}

/** 唐诗选: the first 五言绝句 of 唐诗三百首, one file a poem. */
function tangPoems(book: CatalogueBook): AudioChapter[] {
  const group = book.toc.find((entry) => entry.parentKey === null);
  return book.toc
    .filter((entry) => entry.parentKey === group?.key)
    .slice(0, FILES_PER_BOOK)
    .map((entry) => {
      const title = toSimplified(entry.title);
      const body = book.passages
        .filter((passage) => passage.tocKey === entry.key)
        .map((passage) => toSimplified(passage.text.replace(/\n/g, '')))
        .join('');
      return { title, text: `${title.replace(/（(.+)）$/u, '，$1')}。${body}` };
    });
}

/** The demo audio books of the source classics found (a book whose source is missing is left out). */
export function demoAudioBookPlans(sources: Map<string, CatalogueBook>): AudioBookPlan[] {
  const plans: AudioBookPlan[] = [];
  const add = (
    slug: string,
    make: (book: CatalogueBook) => Omit<AudioBookPlan, 'source'>,
  ): void => {
    const source = sources.get(slug);
    if (source) plans.push({ source, ...make(source) });
  };
  add('sanzijing', (b) => ({
    slug: 'audio-sanzijing',
    title: '三字经（有声版）',
    chapters: sections(b, 2),
    readCount: 1260,
  }));
  add('qianziwen', (b) => ({
    slug: 'audio-qianziwen',
    title: '千字文（有声版）',
    chapters: sections(b, 8),
    readCount: 980,
  }));
  add('lunyu', (b) => ({
    slug: 'audio-lunyu-xueer',
    title: '论语·学而（有声版）',
    chapters: xueer(b),
    readCount: 1520,
  }));
  add('tangshi-300', (b) => ({
    slug: 'audio-tangshi-xuan',
    title: '唐诗选（有声版）',
    chapters: tangPoems(b),
    readCount: 2110,
  }));
  return plans.filter((plan) => plan.chapters.length > 0);
}

export interface AudioSeedContext {
  db: Db;
  files: FileService;
  log: ProgressLog;
  categoryIds: Map<string, number>;
}

/** Speaks and packages one chapter; its manifest and duration (ffprobe of the spoken WAV). */
async function speakChapter(
  tools: { espeak: string; ffmpeg: string; ffprobe: string },
  files: FileService,
  chapter: AudioChapter,
  dir: string,
  index: number,
): Promise<AudioBookFile> {
  // Spoken once on this machine for the same text and tools (seed/media-cache.ts).
  const spoken = await cachedDemoMedia(
    [
      'speech-hls',
      await toolIdentity(tools.espeak),
      await toolIdentity(tools.ffmpeg),
      await toolIdentity(tools.ffprobe),
      chapter.text,
    ],
    async () => {
      const wav = path.join(dir, `${index}.wav`);
      await speakMandarin(tools.espeak, chapter.text, wav);
      const probe = await probeAudio(tools.ffprobe, wav);
      return { hls: await packageHls(tools.ffmpeg, wav), durationSeconds: probe.durationSeconds };
    },
  );
  const { manifestSha256 } = await storeHlsPackage(files, spoken.hls);
  return { title: chapter.title, manifestSha256, durationSeconds: spoken.durationSeconds };
}

/** Writes the demo audio books not stored yet (idempotent by slug); answers how many. */
export async function writeDemoAudioBooks(
  ctx: AudioSeedContext,
  sources: Map<string, CatalogueBook>,
): Promise<number> {
  const existing = new Set(
    (
      await ctx.db
        .select({ slug: contents.slug })
        .from(contents)
        .where(sql`${contents.slug} LIKE 'audio-%'`)
    ).map((row) => row.slug),
  );
  const plans = demoAudioBookPlans(sources).filter((plan) => !existing.has(plan.slug));
  if (plans.length === 0) {
    await placeDemoAudioBooks(ctx.db, sources);
    return 0;
  }
  const [espeak, ffmpeg, ffprobe] = await Promise.all([
    findEspeak(),
    findAudioFfmpeg(),
    findFfprobe(),
  ]);
  if (!espeak || !ffmpeg || !ffprobe) {
    const missing = [!espeak && 'espeak-ng', !ffmpeg && 'ffmpeg', !ffprobe && 'ffprobe'];
    ctx.log.info(
      `${missing.filter(Boolean).join(', ')} not found (install them, or set ESPEAK_PATH / FFMPEG_PATH / FFPROBE_PATH): the demo audio books are left out`,
    );
    return 0;
  }
  const started = Date.now();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-speech-'));
  let written = 0;
  try {
    for (const plan of plans) {
      // Three chapters at a time: each is three short processes, whose start-up is what costs.
      const audioFiles: AudioBookFile[] = new Array<AudioBookFile>(plan.chapters.length);
      let next = 0;
      const worker = async () => {
        while (next < plan.chapters.length) {
          const index = next++;
          const chapter = plan.chapters[index] as AudioChapter;
          audioFiles[index] = await speakChapter(
            { espeak, ffmpeg, ffprobe },
            ctx.files,
            chapter,
            dir,
            written * FILES_PER_BOOK + index,
          );
        }
      };
      await Promise.all([worker(), worker(), worker()]);
      const { source } = plan;
      const cover = await ctx.files.storePublic(
        coverSvg({ ...source, title: plan.title, slug: plan.slug, publisher: PUBLISHER }),
        'image/svg+xml',
      );
      const categoryId = ctx.categoryIds.get(source.clcCode);
      await writeAudioBook(ctx.db, {
        externalId: `ys-${plan.slug.replace(/^audio-/, '')}`,
        slug: plan.slug,
        title: plan.title,
        author: source.author,
        publisher: PUBLISHER,
        issueDate: '2024-09-01',
        abstract: `【演示 · 机器朗读】本有声书由 espeak-ng 语音合成朗读《${source.title}》原文选段（${plan.chapters.length} 集），非真人录音，仅供演示收听功能。${source.abstract}`,
        keywords: [...source.keywords.slice(0, 3), '有声书', '机器朗读', '演示'],
        coverSha256: cover.sha256,
        isFree: false,
        allowReadPercentage: AUDIO_TRIAL_PERCENTAGE,
        readCount: plan.readCount,
        categoryIds: categoryId === undefined ? [] : [categoryId],
        files: audioFiles,
      });
      written += 1;
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  await placeDemoAudioBooks(ctx.db, sources);
  ctx.log.info(
    `seeded ${written} demo audio books (espeak-ng, HLS) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return written;
}

/**
 * Places each demo audio book's files in the e-book they read (issue 18:
 * 'continue listening from where you read'), for books not placed yet.
 */
export async function placeDemoAudioBooks(
  db: Db,
  sources: Map<string, CatalogueBook>,
): Promise<void> {
  const slugs = demoAudioBookPlans(sources).flatMap((plan) => [plan.slug, plan.source.slug]);
  const rows = await db
    .select({ id: contents.id, slug: contents.slug })
    .from(contents)
    .where(sql`${contents.slug} = ANY(${`{${slugs.join(',')}}`}::text[])`);
  const idOf = new Map(rows.map((row) => [row.slug, Number(row.id)]));
  const placed = new Set(
    (
      await selectRows<{ id: string }>(
        db,
        sql`SELECT DISTINCT audio_content_id::text AS id FROM companion_ranges`,
      )
    ).map((row) => Number(row.id)),
  );
  for (const plan of demoAudioBookPlans(sources)) {
    const audioId = idOf.get(plan.slug);
    const textId = idOf.get(plan.source.slug);
    if (audioId === undefined || textId === undefined || placed.has(audioId)) continue;
    await placeAudioInText(
      db,
      audioId,
      textId,
      plan.chapters.map((chapter) => chapter.text),
      (char) => toSimplified(char),
    );
  }
}
