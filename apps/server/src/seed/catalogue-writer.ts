import type { CatalogueBook, CatalogueCategory } from '@moyue/corpus/types';
import { sql } from 'drizzle-orm';
import {
  categories,
  contentCategories,
  contents,
  passages,
  publishers,
  tocNodes,
} from '../db/schema/catalog.ts';
import type { Database, Db, Executor } from '../platform/db.ts';
import { analyzeAsTablesGrow } from '../platform/planner-statistics.ts';
import type { FileService } from '../modules/media/file.service.ts';
import {
  chapterTitlesOfPassages,
  contentHeadText,
  contentVectorSql,
  passageVectorSql,
  tocTitleVectorSql,
} from '../modules/search/search-index.ts';

export const CLC_HIERARCHY = 'ClcCode';
/** spec §1: 104 book (e-book). */
const EBOOK_OBJECT_TYPE = 104;
const PASSAGE_BATCH = 1000;
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

async function publisherId(
  db: Executor,
  name: string,
  cache: Map<string, number>,
): Promise<number> {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  await db.insert(publishers).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(sql`${publishers.name} = ${name}`);
  if (!row) throw new Error(`publisher ${name} not stored`);
  cache.set(name, row.id);
  return row.id;
}

async function nextIds(db: Executor, sequence: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  // Both drivers answer execute() with { rows }.
  const result: unknown = await db.execute(
    sql`SELECT nextval(${sequence}::regclass) AS id FROM generate_series(1, ${count}) ORDER BY 1`,
  );
  return (result as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id));
}

export interface CatalogueWriter {
  existingSlugs: Set<string>;
  write(book: CatalogueBook): Promise<void>;
}

/** Writes books one transaction each, skipping slugs already stored (idempotent, resumable). */
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
  const publisherCache = new Map<string, number>();
  return {
    existingSlugs,
    async write(book) {
      if (existingSlugs.has(book.slug)) return;
      const categoryId = categoryIds.get(book.clcCode);
      if (categoryId === undefined)
        throw new Error(`book ${book.slug}: unknown category ${book.clcCode}`);
      const cover = await files.storePublic(renderCover(book), 'image/svg+xml');
      await db.transaction(async (tx) => {
        const externalId = `bk-${book.slug}`;
        const [content] = await tx
          .insert(contents)
          .values({
            externalId,
            slug: book.slug,
            objectType: EBOOK_OBJECT_TYPE,
            title: book.title,
            author: book.author,
            dynasty: book.dynasty,
            publisherId: await publisherId(tx, book.publisher, publisherCache),
            issueDate: book.issueDate,
            isbn: book.isbn,
            abstracts: book.abstract,
            keywords: book.keywords.join('，'),
            coverSha256: cover.sha256,
            wordCount: book.wordCount,
            headText: contentHeadText(book.title, book.author),
            searchTsv: contentVectorSql({
              title: book.title,
              author: book.author,
              publisher: book.publisher,
              keywords: book.keywords.join(' '),
              abstracts: book.abstract,
              isbn: book.isbn,
              chapters: book.toc.map((node) => node.title),
            }),
          })
          .returning({ id: contents.id });
        if (!content) throw new Error(`book ${book.slug} not stored`);
        await tx.insert(contentCategories).values({ contentId: content.id, categoryId });

        const tocIds = await nextIds(tx, 'toc_nodes_id_seq', book.toc.length);
        const idOfKey = new Map(book.toc.map((node, i) => [node.key, tocIds[i] ?? 0]));
        const tocRows = book.toc.map((node, i) => ({
          id: tocIds[i] ?? 0,
          contentId: content.id,
          parentId: node.parentKey === null ? null : (idOfKey.get(node.parentKey) ?? null),
          externalId: `${externalId}-t${node.key}`,
          title: node.title,
          page: node.page,
          sortOrder: node.order,
          searchTsv: tocTitleVectorSql(node.title),
        }));
        for (let i = 0; i < tocRows.length; i += PASSAGE_BATCH) {
          await tx.insert(tocNodes).values(tocRows.slice(i, i + PASSAGE_BATCH));
        }
        const titleOfKey = new Map(book.toc.map((node) => [node.key, node.title]));
        const chapterTitles = chapterTitlesOfPassages(book.passages, (key) => titleOfKey.get(key));
        const passageRows = book.passages.map((passage) => {
          const tocNodeId = idOfKey.get(passage.tocKey);
          if (tocNodeId === undefined)
            throw new Error(`book ${book.slug}: passage of unknown toc ${passage.tocKey}`);
          return {
            contentId: content.id,
            tocNodeId,
            page: passage.page,
            sortOrder: passage.order,
            body: passage.text,
            searchTsv: passageVectorSql(passage.text, chapterTitles.get(passage)),
          };
        });
        for (let i = 0; i < passageRows.length; i += PASSAGE_BATCH) {
          await tx.insert(passages).values(passageRows.slice(i, i + PASSAGE_BATCH));
        }
      });
      existingSlugs.add(book.slug);
      await statistics.wrote(1);
    },
  };
}
