import type { CatalogueBook, CatalogueCategory } from '@moyue/corpus/types';
import { sql } from 'drizzle-orm';
import { categories, contents } from '../db/schema/catalog.ts';
import type { Database, Db } from '../platform/db.ts';
import { analyzeAsTablesGrow } from '../platform/planner-statistics.ts';
import type { FileService } from '../modules/media/file.service.ts';
import { writeCatalogueContent } from '../modules/reading/import/catalogue-content.writer.ts';

export const CLC_HIERARCHY = 'ClcCode';
/** spec §1: 104 book (e-book). */
const EBOOK_OBJECT_TYPE = 104;
/** The tables a book's rows go to (and whose foreign keys are checked on the way). */
export const CATALOGUE_TABLES = [
  'contents',
  'toc_nodes',
  'passages',
  'content_categories',
  'publishers',
  'stored_files',
] as const;

/** Inserts the 中图法 tree; existing codes are kept. Returns code → id. */
export async function writeCategories(
  db: Db,
  tree: CatalogueCategory[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const existing = await db
    .select({ id: categories.id, code: categories.code })
    .from(categories)
    .where(sql`${categories.hierarchy} = ${CLC_HIERARCHY}`);
  for (const row of existing) ids.set(row.code, row.id);
  const ordered = [...tree].sort((a, b) => a.level - b.level || a.order - b.order);
  for (const node of ordered) {
    if (ids.has(node.code)) continue;
    const parentId = node.parentCode ? ids.get(node.parentCode) : undefined;
    if (node.parentCode && parentId === undefined)
      throw new Error(`category ${node.code}: parent ${node.parentCode} missing`);
    const [row] = await db
      .insert(categories)
      .values({
        hierarchy: CLC_HIERARCHY,
        code: node.code,
        title: node.title,
        level: node.level,
        sortOrder: node.order,
        parentId: parentId ?? null,
      })
      .returning({ id: categories.id });
    if (row) ids.set(node.code, row.id);
  }
  return ids;
}

export interface CatalogueWriter {
  existingSlugs: Set<string>;
  write(book: CatalogueBook): Promise<void>;
}

/**
 * Writes books one transaction each, skipping slugs already stored (idempotent,
 * resumable), through the importer's writer of catalogue rows.
 */
export async function createCatalogueWriter(
  database: Database,
  files: FileService,
  categoryIds: Map<string, number>,
  renderCover: (book: CatalogueBook) => string,
): Promise<CatalogueWriter> {
  const { db } = database;
  const statistics = analyzeAsTablesGrow(database, CATALOGUE_TABLES);
  const existingSlugs = new Set(
    (await db.select({ slug: contents.slug }).from(contents)).map((r) => r.slug),
  );
  return {
    existingSlugs,
    async write(book) {
      if (existingSlugs.has(book.slug)) return;
      const categoryId = categoryIds.get(book.clcCode);
      if (categoryId === undefined)
        throw new Error(`book ${book.slug}: unknown category ${book.clcCode}`);
      const cover = await files.storePublic(renderCover(book), 'image/svg+xml');
      await db.transaction((tx) =>
        writeCatalogueContent(tx, {
          externalId: `bk-${book.slug}`,
          slug: book.slug,
          objectType: EBOOK_OBJECT_TYPE,
          title: book.title,
          author: book.author,
          dynasty: book.dynasty,
          publisher: book.publisher,
          issueDate: book.issueDate,
          isbn: book.isbn,
          abstracts: book.abstract,
          keywords: book.keywords,
          coverSha256: cover.sha256,
          wordCount: book.wordCount,
          categoryIds: [categoryId],
          toc: book.toc,
          passages: book.passages,
        }),
      );
      existingSlugs.add(book.slug);
      await statistics.wrote(1);
    },
  };
}
