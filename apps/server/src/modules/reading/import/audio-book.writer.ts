import { HLS_EXTENSION } from '@moyue/contracts/api/playback';
import { ObjectType } from '@moyue/contracts/object-types';
import type { Db } from '../../../platform/db.ts';
import { announceNewContent } from '../../press/index.ts';
import { writeCatalogueContent } from './catalogue-content.writer.ts';

// Writes one audio book (object type 156, issue 18) — the seed's and the
// importer's — in one transaction, through the one catalogue writer: the
// content row, one TOC node per file and the file's packaged HLS manifest
// (toc_files, extension m3u8). Its files are locked with their nodes (trial:
// AllowReadPercentage of the files).

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

/** Stores the book in one transaction (a failure leaves no row of it); answers its content id. */
export async function writeAudioBook(db: Db, book: AudioBookRecord): Promise<number> {
  return db.transaction(async (tx) => {
    const contentId = await writeCatalogueContent(tx, {
      externalId: book.externalId,
      slug: book.slug,
      objectType: ObjectType.AudioBook,
      title: book.title,
      author: book.author,
      publisher: book.publisher,
      issueDate: book.issueDate,
      isbn: '',
      abstracts: book.abstract,
      keywords: book.keywords,
      coverSha256: book.coverSha256,
      mediaType: 'audio',
      wordCount: 0,
      isFree: book.isFree,
      allowReadPercentage: book.allowReadPercentage,
      readCount: book.readCount,
      addedAt: new Date(`${book.issueDate}T10:00:00+08:00`),
      categoryIds: book.categoryIds,
      tocIdLetter: 'a',
      toc: book.files.map((file, index) => ({
        key: index + 1,
        parentKey: null,
        title: file.title,
        page: index + 1,
        order: index + 1,
      })),
      passages: [],
      tocFiles: book.files.map((file, index) => ({
        tocKey: index + 1,
        kind: 'multimedia',
        fileName: file.title,
        extension: HLS_EXTENSION,
        sha256: file.manifestSha256,
        durationSeconds: Math.max(1, Math.round(file.durationSeconds)),
      })),
    });
    // Followers of its press or author hear of it in the same transaction (myFollows).
    await announceNewContent(tx, contentId);
    return contentId;
  });
}
