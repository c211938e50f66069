import { coverSvg } from '@moyue/book-format/cover';
import {
  clcCategories,
  demoBanners,
  demoCatalogue,
  demoHotWords,
  fullCatalogue,
} from '@moyue/corpus';
import type { CatalogueBook } from '@moyue/corpus/types';
import { COURSE_SOURCE_SLUGS, demoCourses } from '@moyue/corpus/courses/course-plan';
import { inArray, sql } from 'drizzle-orm';
import { seedRuns } from '../db/schema/seed.ts';
import type { Database } from '../platform/db.ts';
import type { FileService } from '../modules/media/file.service.ts';
import type { BookFileStore } from '../modules/reading/book-file.store.ts';
import { refreshSearchTermStats, withoutPassageIndex } from '../modules/search/search-index.ts';
import { editionPlan, writeDemoEditions } from './book-editions.ts';
import { writeDemoCourses } from './demo-courses.ts';
import { AUDIO_SOURCE_SLUGS, writeDemoAudioBooks } from './demo-audio-books.ts';
import { createCatalogueWriter, writeCategories } from './catalogue-writer.ts';
import { writeDemoEditorial } from './demo-editorial.ts';
import { writeDemoActivities, writeDemoParticipants } from './demo-activities.ts';
import { writeDemoElections } from './demo-elections.ts';
import { writeDemoEngagement } from './demo-engagement.ts';
import { writeDemoHistory } from './demo-history.ts';
import { writeDemoReading } from './demo-reading.ts';
import { writeDemoHoldings } from './demo-holdings.ts';
import { writeDemoNotices } from './demo-notices.ts';
import { writeDemoPeople } from './demo-people.ts';
import { writeDemoPresses } from './demo-presses.ts';
import { writeDemoCurated } from './demo-curated.ts';
import { writeDemoTopics } from './demo-topics.ts';
import { createProgress, type ProgressLog } from '../platform/progress.ts';
import type { ReadCache } from '../platform/read-cache.ts';

export type SeedSize = 'demo' | 'full' | 'sample';

export interface SeedContext {
  database: Database;
  files: FileService;
  log: ProgressLog;
  interactive?: boolean;
  /** When given, demo and sample books get generated EPUB (and a few PDF) editions (issue 6). */
  books?: BookFileStore;
  /**
   * The public reads the seed makes stale in a running system: an item's as
   * soon as its editions are stored, every region once the seed is done.
   */
  cache: ReadCache;
}

/** How many demo books the 'sample' size writes (API tests). */
export const SAMPLE_BOOKS = 6;

function* take<T>(items: Iterable<T>, n: number): Generator<T> {
  if (n <= 0) return;
  let i = 0;
  for (const item of items) {
    yield item;
    if (++i >= n) return;
  }
}

function booksOf(size: SeedSize): { books: Iterable<CatalogueBook>; estimate: number } {
  if (size === 'sample')
    return { books: take(demoCatalogue(), SAMPLE_BOOKS), estimate: SAMPLE_BOOKS };
  if (size === 'full') return { books: fullCatalogue(), estimate: 21_000 };
  const books = [...demoCatalogue()];
  return { books, estimate: books.length };
}

/**
 * Writes the demo world: 中图法 categories, books with TOC and passages,
 * organisations, users, hot words and banners. Idempotent: rows already
 * present are kept, so an interrupted run can simply run again.
 */
export async function runSeed(ctx: SeedContext, size: SeedSize): Promise<{ books: number }> {
  const { db } = ctx.database;
  const started = Date.now();
  ctx.log.info(`seeding the ${size} catalogue …`);
  const categoryIds = await writeCategories(db, clcCategories());
  await writeDemoPeople(db);
  await writeDemoEditorial(db, ctx.files, demoHotWords(), demoBanners());

  const writer = await createCatalogueWriter(ctx.database, ctx.files, categoryIds, coverSvg);
  const { books, estimate } = booksOf(size);
  const progress = createProgress(ctx.log, ctx.interactive);
  progress.start(estimate, '导入演示书目');
  let written = 0;
  const editions = editionPlan(size);
  const withEditions: CatalogueBook[] = [];
  const courseBooks = new Map<string, CatalogueBook>();
  const audioSources = new Map<string, CatalogueBook>();
  const writeBooks = async () => {
    for (const book of books) {
      await writer.write(book);
      written += 1;
      if (COURSE_SOURCE_SLUGS.has(book.slug)) courseBooks.set(book.slug, book);
      if (AUDIO_SOURCE_SLUGS.has(book.slug)) audioSources.set(book.slug, book);
      if (ctx.books && withEditions.length < editions.maxBooks) withEditions.push(book);
      progress.increment();
    }
  };
  // The demo or the whole corpus into an empty database: its passages' index is built once at
  // the end. Kept row by row, the demo's GIN index made its test snapshot 337 MB, not 190 MB.
  if (size !== 'sample') await withoutPassageIndex(ctx.database, writeBooks);
  else await writeBooks();
  progress.stop();
  if (ctx.books)
    await writeDemoEditions(
      { database: ctx.database, books: ctx.books, cache: ctx.cache },
      withEditions,
      progress,
      editions.pdfSlugs,
    );
  // The API tests' sample catalogue stays books only (their counts; no ffmpeg per test app).
  if (size !== 'sample')
    await writeDemoCourses(
      { db, files: ctx.files, log: ctx.log, categoryIds },
      demoCourses((slug) => courseBooks.get(slug)),
    );
  // Demo audio books (issue 18): spoken by espeak-ng; not in the API tests' sample (kept fast).
  if (size !== 'sample')
    await writeDemoAudioBooks({ db, files: ctx.files, log: ctx.log, categoryIds }, audioSources);
  await writeDemoEngagement(db, ctx.files);
  await writeDemoActivities(db);
  await writeDemoTopics(db);
  // The demo presses' shop records (issue 20): introduction, address, departments.
  await writeDemoPresses(db);
  await writeDemoCurated(db);
  // The API tests' sample has no notices: their message tests count their own.
  if (size !== 'sample') await writeDemoNotices(db);
  // The API tests' sample catalogue stays held by nobody: their requests come from the library's network.
  if (size !== 'sample') await writeDemoHoldings(db);
  // 纸书选采 (issue 20): the demo library's votes and recommendations; the sample keeps its two.
  if (size !== 'sample') await writeDemoElections(db);
  // Reading history for the rankings (演示); the API tests write their own events.
  if (size !== 'sample') await writeDemoHistory(db, demoHotWords());
  // The demo reader's own reading for the centre's statistics and 阅读年报 (演示).
  if (size !== 'sample') await writeDemoReading(db);
  // The demo readers who read a demo activity's books take part in it (its leaderboard, 演示).
  if (size !== 'sample') await writeDemoParticipants(db);
  await refreshSearchTermStats(ctx.database);
  await db
    .insert(seedRuns)
    .values({ name: size, detail: `${written} books` })
    .onConflictDoUpdate({
      target: seedRuns.name,
      set: { completedAt: sql`now()`, detail: `${written} books` },
    });
  ctx.cache.invalidateAll();
  ctx.log.info(`seeded ${written} books in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { books: written };
}

const CATALOGUE_SIZES: SeedSize[] = ['demo', 'full', 'sample'];

/**
 * spec'd first start: seeds the demo catalogue when no catalogue seed has
 * completed yet. A database seeded before gets what later seeds added to the
 * demo world: the institutions' holdings (issue 12), written once.
 */
export async function seedIfEmpty(ctx: SeedContext): Promise<boolean> {
  const done = await ctx.database.db
    .select({ name: seedRuns.name })
    .from(seedRuns)
    .where(inArray(seedRuns.name, CATALOGUE_SIZES));
  if (done.length === 0) {
    await runSeed(ctx, 'demo');
    return true;
  }
  if (done.some((run) => run.name !== 'sample')) {
    const added = await writeDemoHoldings(ctx.database.db);
    if (added > 0) ctx.log.info(`seed: the demo institutions now hold ${added} items`);
    if ((await writeDemoActivities(ctx.database.db)) > 0)
      ctx.log.info('seed: the demo reading activity');
    await writeDemoTopics(ctx.database.db);
    if ((await writeDemoPresses(ctx.database.db)) > 0)
      ctx.log.info("seed: the demo presses' shops (演示)");
    await writeDemoCurated(ctx.database.db);
    if ((await writeDemoNotices(ctx.database.db)) > 0)
      ctx.log.info('seed: the demo notices (演示)');
    if (await writeDemoHistory(ctx.database.db, demoHotWords()))
      ctx.log.info('seed: the demo reading history for the rankings (演示)');
    if (await writeDemoReading(ctx.database.db))
      ctx.log.info("seed: the demo reader's reading days for the 阅读年报 (演示)");
    if ((await writeDemoParticipants(ctx.database.db)) > 0)
      ctx.log.info('seed: the demo readers take part in the demo activities (演示)');
    await writeDemoElections(ctx.database.db);
    ctx.cache.invalidateAll();
  }
  return false;
}
