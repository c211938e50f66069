import { sql } from 'drizzle-orm';
import {
  contentCategories,
  contents,
  passages,
  publishers,
  tocNodes,
} from '../../../db/schema/catalog.ts';
import { tocFiles, type TocFileKind } from '../../../db/schema/toc-files.ts';
import { selectRows, type Executor } from '../../../platform/db.ts';
import {
  chapterTitlesOfPassages,
  contentHeadText,
  contentVectorSql,
  passageVectorSql,
  tocTitleVectorSql,
} from '../../search/index.ts';

// The one writer of a catalogue item's rows (contents, toc_nodes, passages,
// content_categories, toc_files), indexed for search as it writes: the
// importer's books (imported-content.writer.ts), audio books
// (audio-book.writer.ts) and courses (lesson-course-importer.ts), and the demo
// seed's catalogue (seed/catalogue-writer.ts) and courses all go through it.

const BATCH = 1000;

export interface CatalogueTocNodeInput {
  key: number;
  parentKey: number | null;
  title: string;
  page: number;
  /** reading order, 1-based */
  order: number;
  /** EPUB: the 1-based spine document the node opens; absent or null otherwise */
  spineIndex?: number | null;
}

export interface CataloguePassageInput {
  tocKey: number;
  page: number;
  order: number;
  text: string;
}

/** A file of a TOC node (spec §3 MultimediaFiles, Courseware, AnnexeFiles): a lesson's video, an audio file. */
export interface CatalogueTocFileInput {
  tocKey: number;
  kind: TocFileKind;
  /** shown name without extension */
  fileName: string;
  /** 'm3u8', 'hls', 'pdf', 'txt' … without the dot */
  extension: string;
  /** the stored file (stored_files) */
  sha256: string;
  /** playing time of a media file; 0 for documents */
  durationSeconds: number;
}

export interface CatalogueContentInput {
  externalId: string;
  slug: string;
  /** spec §1 object type */
  objectType: number;
  title: string;
  author: string;
  /** '' (the column's default) when not given */
  dynasty?: string;
  /** '' for none */
  publisher: string;
  /** YYYY-MM-DD or null */
  issueDate: string | null;
  isbn: string;
  abstracts: string;
  keywords: string[];
  /** BCP 47, at most 35 characters kept; '' when not given */
  language?: string;
  coverSha256: string | null;
  /** 'epub' (the column's default) when not given */
  mediaType?: string;
  wordCount: number;
  isFree?: boolean;
  /** spec §3 AllowReadPercentage; the column's default (10) when not given */
  allowReadPercentage?: number;
  readCount?: number;
  contentSource?: number;
  /** when the item joined the catalogue (created_at and updated_at); now when not given */
  addedAt?: Date;
  /** categories the item is filed under */
  categoryIds?: number[];
  /** the letter of its TOC nodes' external ids, `<externalId>-<letter><key>`: 't' (text, the default), 'a' (audio files), 'l' (lessons) */
  tocIdLetter?: string;
  toc: CatalogueTocNodeInput[];
  passages: CataloguePassageInput[];
  /** the files of its TOC nodes, in their order */
  tocFiles?: CatalogueTocFileInput[];
}

/** The publisher's id (stored when new); null for none. */
async function publisherIdOf(tx: Executor, name: string): Promise<number | null> {
  if (name === '') return null;
  await tx.insert(publishers).values({ name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: publishers.id })
    .from(publishers)
    .where(sql`${publishers.name} = ${name}`);
  if (!row) throw new Error(`publisher ${name} not stored`);
  return row.id;
}

/**
 * Writes a content row, its categories, its TOC and its indexed passages in
 * the caller's transaction; returns the content id.
 */
export async function writeCatalogueContent(
  tx: Executor,
  item: CatalogueContentInput,
): Promise<number> {
  const { externalId } = item;
  const [content] = await tx
    .insert(contents)
    .values({
      externalId,
      slug: item.slug,
      objectType: item.objectType,
      title: item.title,
      author: item.author,
      dynasty: item.dynasty,
      publisherId: await publisherIdOf(tx, item.publisher),
      issueDate: item.issueDate,
      isbn: item.isbn,
      abstracts: item.abstracts,
      language: item.language?.slice(0, 35),
      keywords: item.keywords.join('，'),
      coverSha256: item.coverSha256,
      mediaType: item.mediaType,
      wordCount: item.wordCount,
      isFree: item.isFree,
      allowReadPercentage: item.allowReadPercentage,
      readCount: item.readCount,
      contentSource: item.contentSource,
      createdAt: item.addedAt,
      updatedAt: item.addedAt,
      headText: contentHeadText(item.title, item.author),
      searchTsv: contentVectorSql({
        title: item.title,
        author: item.author,
        publisher: item.publisher,
        keywords: item.keywords.join(' '),
        abstracts: item.abstracts,
        isbn: item.isbn,
        chapters: item.toc.map((node) => node.title),
      }),
    })
    .returning({ id: contents.id });
  if (!content) throw new Error(`content ${externalId} not stored`);
  await fileUnderCategories(tx, content.id, item.categoryIds ?? []);

  // Ids first, so that parents and passages can refer to them in batched inserts.
  const ids =
    item.toc.length === 0
      ? []
      : (
          await selectRows<{ id: string | number }>(
            tx,
            sql`SELECT nextval('toc_nodes_id_seq') AS id FROM generate_series(1, ${item.toc.length}) ORDER BY 1`,
          )
        ).map((row) => Number(row.id));
  const idOfKey = new Map(item.toc.map((node, i) => [node.key, ids[i] ?? 0]));
  const nodeRows = item.toc.map((node) => ({
    id: idOfKey.get(node.key) ?? 0,
    contentId: content.id,
    parentId: node.parentKey === null ? null : (idOfKey.get(node.parentKey) ?? null),
    externalId: `${externalId}-${item.tocIdLetter ?? 't'}${node.key}`,
    title: node.title,
    page: node.page,
    sortOrder: node.order,
    spineIndex: node.spineIndex ?? null,
    searchTsv: tocTitleVectorSql(node.title),
  }));
  for (let i = 0; i < nodeRows.length; i += BATCH)
    await tx.insert(tocNodes).values(nodeRows.slice(i, i + BATCH));
  // Titles are searchable (migration 0019): each chapter's first passage carries its title.
  const titleOfKey = new Map(item.toc.map((node) => [node.key, node.title]));
  const chapterTitles = chapterTitlesOfPassages(item.passages, (key) => titleOfKey.get(key));
  const passageRows = item.passages.map((passage) => {
    const tocNodeId = idOfKey.get(passage.tocKey);
    if (tocNodeId === undefined)
      throw new Error(`content ${externalId}: passage of unknown toc ${passage.tocKey}`);
    return {
      contentId: content.id,
      tocNodeId,
      page: passage.page,
      sortOrder: passage.order,
      body: passage.text,
      searchTsv: passageVectorSql(passage.text, chapterTitles.get(passage)),
    };
  });
  for (let i = 0; i < passageRows.length; i += BATCH)
    await tx.insert(passages).values(passageRows.slice(i, i + BATCH));
  const fileRows = (item.tocFiles ?? []).map((file, index) => {
    const tocNodeId = idOfKey.get(file.tocKey);
    if (tocNodeId === undefined)
      throw new Error(`content ${externalId}: file of unknown toc ${file.tocKey}`);
    return {
      contentId: content.id,
      tocNodeId,
      kind: file.kind,
      fileName: file.fileName,
      extension: file.extension,
      fileSha256: file.sha256,
      durationSeconds: file.durationSeconds,
      sortOrder: index,
    };
  });
  for (let i = 0; i < fileRows.length; i += BATCH)
    await tx.insert(tocFiles).values(fileRows.slice(i, i + BATCH));
  return content.id;
}

/** Files a stored item under categories; those it is filed under already are kept (a later seed run). */
export async function fileUnderCategories(
  tx: Executor,
  contentId: number,
  categoryIds: number[],
): Promise<void> {
  if (categoryIds.length === 0) return;
  await tx
    .insert(contentCategories)
    .values(categoryIds.map((categoryId) => ({ contentId, categoryId })))
    .onConflictDoNothing();
}
