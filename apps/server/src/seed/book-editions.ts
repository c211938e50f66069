// Demo editions (issue 6): every demo book gets a generated EPUB (one spine document
// per TOC node, so toc_nodes.spine_index = sort_order), a few get a PDF (page n = passages.page n).
import type { CatalogueBook } from '@moyue/corpus/types';
import {
  catalogueEpub,
  cataloguePageCount,
  cataloguePdf,
} from '@moyue/corpus/editions/catalogue-editions';
import { sql } from 'drizzle-orm';
import { tocNodes } from '../db/schema/catalog.ts';
import type { Database } from '../platform/db.ts';
import type { ReadCache } from '../platform/read-cache.ts';
import type {
  BookFileStore,
  BookMediaType,
  ContentFileRecord,
} from '../modules/reading/book-file.store.ts';
import { invalidateContentReads } from '../modules/reading/index.ts';
import type { Progress } from '../platform/progress.ts';

/** Demo books that also get a PDF edition (small ones, so that seeding stays fast). */
export const DEMO_PDF_SLUGS: readonly string[] = ['lunyu', 'daxue', 'zhongyong'];
/** The largest demo book (古文观止, 232 pages): its PDF is the reader benchmark's (seed --full only). */
export const BENCH_PDF_SLUG = 'guwen-guanzhi';
/** seed --full writes files for its first books only (the named books come first), not for 20k. */
export const FULL_SEED_EDITION_BOOKS = 225;

/** Which books get editions in a seed of this size: how many of them, and which get a PDF. */
export function editionPlan(size: 'demo' | 'full' | 'sample'): {
  maxBooks: number;
  pdfSlugs: readonly string[];
} {
  return size === 'full'
    ? { maxBooks: FULL_SEED_EDITION_BOOKS, pdfSlugs: [...DEMO_PDF_SLUGS, BENCH_PDF_SLUG] }
    : { maxBooks: Number.POSITIVE_INFINITY, pdfSlugs: DEMO_PDF_SLUGS };
}

export interface EditionContext {
  database: Database;
  books: BookFileStore;
  /** an item's cached reads (its editions, rights, TOC) go once its edition is committed */
  cache: ReadCache;
}

async function existingEditions(
  database: Database,
): Promise<{ ids: Map<string, number>; have: Set<string> }> {
  const rows = await database.query<{
    id: string | number;
    slug: string;
    media_type: string | null;
  }>(
    `SELECT c.id, c.slug, f.media_type FROM contents c LEFT JOIN content_files f ON f.content_id = c.id`,
  );
  const ids = new Map<string, number>();
  const have = new Set<string>();
  for (const row of rows) {
    ids.set(row.slug, Number(row.id));
    if (row.media_type) have.add(`${row.slug}/${row.media_type}`);
  }
  return { ids, have };
}

/** Stores one edition; for an EPUB also points every TOC node at its spine document, in the same transaction. */
async function storeEdition(
  ctx: EditionContext,
  contentId: number,
  mediaType: BookMediaType,
  bytes: Uint8Array,
  unitCount: number,
): Promise<void> {
  const written: { record: ContentFileRecord | null } = { record: null };
  try {
    await ctx.database.db.transaction(async (tx) => {
      written.record = await ctx.books.store(
        { contentId, mediaType, bytes: Buffer.from(bytes), unitCount },
        tx,
      );
      if (mediaType === 'epub')
        await tx
          .update(tocNodes)
          .set({ spineIndex: sql`${tocNodes.sortOrder}` })
          .where(sql`${tocNodes.contentId} = ${contentId}`);
    });
  } catch (error) {
    if (written.record) await ctx.books.discard(written.record);
    throw error;
  }
  invalidateContentReads(ctx.cache, contentId);
}

/**
 * Writes the editions the given books lack (idempotent: books that have them
 * are skipped without generating anything). Returns how many files were written.
 */
export async function writeDemoEditions(
  ctx: EditionContext,
  books: Iterable<CatalogueBook>,
  progress: Progress,
  pdfSlugs: readonly string[] = DEMO_PDF_SLUGS,
): Promise<number> {
  const { ids, have } = await existingEditions(ctx.database);
  const wanted = [...books].filter((book) => ids.has(book.slug));
  const work = wanted.filter(
    (book) =>
      !have.has(`${book.slug}/epub`) ||
      (pdfSlugs.includes(book.slug) && !have.has(`${book.slug}/pdf`)),
  );
  if (work.length === 0) return 0;
  let written = 0;
  progress.start(work.length, '生成演示电子书');
  for (const book of work) {
    const contentId = ids.get(book.slug) ?? 0;
    if (!have.has(`${book.slug}/epub`)) {
      await storeEdition(ctx, contentId, 'epub', catalogueEpub(book), book.toc.length);
      written += 1;
    }
    if (pdfSlugs.includes(book.slug) && !have.has(`${book.slug}/pdf`)) {
      await storeEdition(ctx, contentId, 'pdf', await cataloguePdf(book), cataloguePageCount(book));
      written += 1;
    }
    progress.increment();
  }
  progress.stop();
  return written;
}
