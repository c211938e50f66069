import type { Executor } from '../../../platform/db.ts';
import { announceNewContent } from '../../press/index.ts';
import { writeCatalogueContent } from './catalogue-content.writer.ts';
import { wordCountOf, type ParsedBook } from './parsed-book.ts';

export interface ImportedContentInput {
  book: ParsedBook;
  externalId: string;
  objectType: number;
  isFree: boolean;
  coverSha256: string | null;
}

/** Writes an imported book's content row, TOC (with spine indexes) and indexed passages; returns the content id. */
export async function writeImportedContent(
  tx: Executor,
  input: ImportedContentInput,
): Promise<number> {
  const { book, externalId } = input;
  const meta = book.metadata;
  const contentId = await writeCatalogueContent(tx, {
    externalId,
    slug: externalId,
    objectType: input.objectType,
    title: meta.title,
    author: meta.author,
    publisher: meta.publisher,
    issueDate: meta.issueDate,
    isbn: meta.isbn,
    abstracts: meta.abstracts,
    keywords: meta.keywords,
    language: meta.language,
    coverSha256: input.coverSha256,
    mediaType: book.mediaType,
    wordCount: wordCountOf(book),
    isFree: input.isFree,
    toc: book.toc,
    passages: book.passages,
  });
  // Followers of its press or author hear of it in the same transaction (myFollows).
  await announceNewContent(tx, contentId);
  return contentId;
}
