import { sql } from 'drizzle-orm';
import { contents, passages, publishers, tocNodes } from '../../../db/schema/catalog.ts';
import { selectRows, type Executor } from '../../../platform/db.ts';
import {
  chapterTitlesOfPassages,
  contentHeadText,
  contentVectorSql,
  passageVectorSql,
  tocTitleVectorSql,
} from '../../search/index.ts';
import { announceNewContent } from '../../press/index.ts';
import { wordCountOf, type ParsedBook } from './parsed-book.ts';

const BATCH = 1000;

export interface ImportedContentInput {
  book: ParsedBook;
  externalId: string;
  objectType: number;
  isFree: boolean;
  coverSha256: string | null;
}

async function publisherIdOf(tx: Executor, name: string): Promise<number | null> {
  if (name === '') return null;
  await tx.insert(publishers).values({ name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: publishers.id })
    .from(publishers)
    .where(sql`${publishers.name} = ${name}`);
  return row?.id ?? null;
}

/** Writes an imported book's content row, TOC (with spine indexes) and indexed passages; returns the content id. */
export async function writeImportedContent(
  tx: Executor,
  input: ImportedContentInput,
): Promise<number> {
  const { book, externalId } = input;
  const meta = book.metadata;
  const keywords = meta.keywords.join('，');
  const [content] = await tx
    .insert(contents)
    .values({
      externalId,
      slug: externalId,
      objectType: input.objectType,
      title: meta.title,
      author: meta.author,
      publisherId: await publisherIdOf(tx, meta.publisher),
      issueDate: meta.issueDate,
      isbn: meta.isbn,
      abstracts: meta.abstracts,
      language: meta.language.slice(0, 35),
      keywords,
      coverSha256: input.coverSha256,
      mediaType: book.mediaType,
      wordCount: wordCountOf(book),
      isFree: input.isFree,
      headText: contentHeadText(meta.title, meta.author),
      searchTsv: contentVectorSql({
        title: meta.title,
        author: meta.author,
        publisher: meta.publisher,
        keywords: meta.keywords.join(' '),
        abstracts: meta.abstracts,
        isbn: meta.isbn,
        chapters: book.toc.map((node) => node.title),
      }),
    })
    .returning({ id: contents.id });
  if (!content) throw new Error(`content ${externalId} not stored`);
  // Followers of its press or author hear of it in the same transaction (myFollows).
  await announceNewContent(tx, content.id);

  // Ids first, so that parents and passages can refer to them in batched inserts.
  const ids = (
    await selectRows<{ id: string | number }>(
      tx,
      sql`SELECT nextval('toc_nodes_id_seq') AS id FROM generate_series(1, ${book.toc.length}) ORDER BY 1`,
    )
  ).map((row) => Number(row.id));
  const idOfKey = new Map(book.toc.map((node, i) => [node.key, ids[i] ?? 0]));
  const nodeRows = book.toc.map((node) => ({
    id: idOfKey.get(node.key) ?? 0,
    contentId: content.id,
    parentId: node.parentKey === null ? null : (idOfKey.get(node.parentKey) ?? null),
    externalId: `${externalId}-t${node.key}`,
    title: node.title,
    page: node.page,
    sortOrder: node.order,
    spineIndex: node.spineIndex,
    searchTsv: tocTitleVectorSql(node.title),
  }));
  for (let i = 0; i < nodeRows.length; i += BATCH)
    await tx.insert(tocNodes).values(nodeRows.slice(i, i + BATCH));
  // Titles are searchable (migration 0019): each chapter's first passage carries its title.
  const titleOfKey = new Map(book.toc.map((node) => [node.key, node.title]));
  const chapterTitles = chapterTitlesOfPassages(book.passages, (key) => titleOfKey.get(key));
  const passageRows = book.passages.map((passage) => ({
    contentId: content.id,
    tocNodeId: idOfKey.get(passage.tocKey) ?? 0,
    page: passage.page,
    sortOrder: passage.order,
    body: passage.text,
    searchTsv: passageVectorSql(passage.text, chapterTitles.get(passage)),
  }));
  for (let i = 0; i < passageRows.length; i += BATCH)
    await tx.insert(passages).values(passageRows.slice(i, i + BATCH));
  return content.id;
}
