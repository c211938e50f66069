import { HLS_EXTENSION } from '@moyue/contracts/api/playback';
import { ObjectType } from '@moyue/contracts/object-types';
import { sql } from 'drizzle-orm';
import { contentCategories, contents, publishers, tocNodes } from '../../../db/schema/catalog.ts';
import { tocFiles } from '../../../db/schema/toc-files.ts';
import type { Db } from '../../../platform/db.ts';
import { contentHeadText, contentVectorSql, tocTitleVectorSql } from '../../search/index.ts';
import { announceNewContent } from '../../press/index.ts';

// Writes one audio book (object type 156, issue 18) — the seed's and the
// importer's — in one transaction: the content row, one TOC node per file
// and the file's packaged HLS manifest (toc_files, extension m3u8). Its files
// are locked with their nodes (trial: AllowReadPercentage of the files).

/** One packaged audio file of a book, in playing order. */
export interface AudioBookFile {
  /** shown name (no extension) */
  title: string;
  manifestSha256: string;
  durationSeconds: number;
}

export interface AudioBookRecord {
  externalId: string;
  slug: string;
  title: string;
  author: string;
  publisher: string;
  issueDate: string;
  abstract: string;
  keywords: string[];
  coverSha256: string | null;
  isFree: boolean;
  allowReadPercentage: number;
  readCount: number;
  categoryIds: number[];
  files: AudioBookFile[];
}

async function publisherIdOf(db: Db, name: string): Promise<number> {
  await db.insert(publishers).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(sql`${publishers.name} = ${name}`);
  if (!row) throw new Error(`publisher ${name} not stored`);
  return row.id;
}

/** Stores the book; answers its content id. */
export async function writeAudioBook(db: Db, book: AudioBookRecord): Promise<number> {
  const publisherId = await publisherIdOf(db, book.publisher);
  const updatedAt = new Date(`${book.issueDate}T10:00:00+08:00`);
  return db.transaction(async (tx) => {
    const [content] = await tx
      .insert(contents)
      .values({
        externalId: book.externalId,
        slug: book.slug,
        objectType: ObjectType.AudioBook,
        title: book.title,
        author: book.author,
        publisherId,
        issueDate: book.issueDate,
        abstracts: book.abstract,
        keywords: book.keywords.join('，'),
        coverSha256: book.coverSha256,
        mediaType: 'audio',
        isFree: book.isFree,
        allowReadPercentage: book.allowReadPercentage,
        readCount: book.readCount,
        createdAt: updatedAt,
        updatedAt,
        headText: contentHeadText(book.title, book.author),
        searchTsv: contentVectorSql({
          title: book.title,
          author: book.author,
          publisher: book.publisher,
          keywords: book.keywords.join(' '),
          abstracts: book.abstract,
          isbn: '',
          chapters: book.files.map((file) => file.title),
        }),
      })
      .returning({ id: contents.id });
    if (!content) throw new Error(`audio book ${book.slug} not stored`);
    // Followers of its press or author hear of it in the same transaction (myFollows).
    await announceNewContent(tx, content.id);
    if (book.categoryIds.length > 0)
      await tx
        .insert(contentCategories)
        .values(book.categoryIds.map((categoryId) => ({ contentId: content.id, categoryId })));
    const nodes = await tx
      .insert(tocNodes)
      .values(
        book.files.map((file, index) => ({
          contentId: content.id,
          parentId: null,
          externalId: `${book.externalId}-a${index + 1}`,
          title: file.title,
          page: index + 1,
          sortOrder: index + 1,
          searchTsv: tocTitleVectorSql(file.title),
        })),
      )
      .returning({ id: tocNodes.id, page: tocNodes.page });
    const nodeOf = new Map(nodes.map((node) => [node.page, node.id]));
    await tx.insert(tocFiles).values(
      book.files.map((file, index) => ({
        contentId: content.id,
        tocNodeId: nodeOf.get(index + 1) ?? 0,
        kind: 'multimedia' as const,
        fileName: file.title,
        extension: HLS_EXTENSION,
        fileSha256: file.manifestSha256,
        durationSeconds: Math.max(1, Math.round(file.durationSeconds)),
        sortOrder: index,
      })),
    );
    return content.id;
  });
}
