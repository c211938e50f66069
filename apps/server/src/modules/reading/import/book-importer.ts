// Imports EPUB and PDF files (issue 6 'Import'): one transaction per book, the file stored
// encrypted only with its rows, searchable through the existing index.
import fs from 'node:fs/promises';
import path from 'node:path';
import { coverSvg } from '@moyue/book-format/cover';
import { ObjectType } from '@moyue/contracts/object-types';
import type { Database } from '../../../platform/db.ts';
import type { ReadCache } from '../../../platform/read-cache.ts';
import type { FileService } from '../../media/index.ts';
import type { OrganizationService } from '../../organizations/index.ts';
import { analyzeAsTablesGrow } from '../../../platform/planner-statistics.ts';
import { addToSearchTermStats } from '../../search/index.ts';
import { sha256Hex, type BookFileStore, type ContentFileRecord } from '../book-file.store.ts';
import { invalidateContentReads } from '../content-reads.ts';
import { BookFormatError } from './book-format-error.ts';
import { parseEpub } from './epub-parser.ts';
import { writeImportedContent } from './imported-content.writer.ts';
import type { ParsedBook } from './parsed-book.ts';
import { parsePdf } from './pdf-parser.ts';

export const IMPORTABLE_OBJECT_TYPES: readonly number[] = Object.values(ObjectType).filter(
  (type) => type !== 0,
);
const EXTENSIONS = new Set(['.epub', '.pdf']);

export interface ImportOptions {
  /** spec §1 object type, 104 (book) by default */
  objectType?: number;
  isFree?: boolean;
  /** external id of an organisation that gets the book in its holdings */
  organizationExternalId?: string;
}

export interface ImportOutcome {
  file: string;
  status: 'imported' | 'already-imported';
  contentId: number;
  externalId: string;
  title: string;
  mediaType: 'epub' | 'pdf';
  /** EPUB spine documents, PDF pages */
  unitCount: number;
  /** pages of text (EPUB by ~500 characters, PDF pages) */
  pageCount: number;
  /**
   * A file imported before keeps its settings: the options given this time
   * that differ from them and were not applied ('--free', '--type 107'), each
   * with what the item keeps. --org is applied to a known file (it only adds holdings).
   */
  ignoredOptions: string[];
}

/** A file that was not imported, with the reason (nothing of it was kept). */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ImportError';
  }
}

export interface BookImporterDeps {
  database: Database;
  files: FileService;
  books: BookFileStore;
  organizations: OrganizationService;
  /** the public reads of an item, dropped once its rows are committed (content-reads.ts) */
  cache: ReadCache;
}

/** A database error's own message (Drizzle wraps it in the whole failed query), kept short. */
function shortMessage(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const message = cause instanceof Error ? cause.message : (error as Error).message;
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

/** The kind of a book file by its first bytes (and name): 'epub', 'pdf', or a reason it is neither. */
function detectKind(name: string, bytes: Buffer): 'epub' | 'pdf' {
  const extension = path.extname(name).toLowerCase();
  if (bytes.length === 0) throw new BookFormatError('the file is empty');
  if (bytes.subarray(0, 1024).includes('%PDF-')) {
    // A file that is not what its name says is reported, not imported as something else (issue 13).
    if (extension === '.epub')
      throw new BookFormatError(
        'named .epub but it is a PDF (it starts with %PDF-): rename it to .pdf to import it as a PDF',
      );
    return 'pdf';
  }
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004'))) {
    if (extension === '.pdf')
      throw new BookFormatError(
        'named .pdf but it is a zip archive (an EPUB?): rename it to .epub to import it as an EPUB',
      );
    if (
      extension === '.epub' ||
      bytes.subarray(30, 58).toString('latin1') === 'mimetypeapplication/epub+zip'
    )
      return 'epub';
    throw new BookFormatError(
      `unsupported file type: a zip archive that is not an EPUB (${extension || 'no extension'})`,
    );
  }
  if (extension === '.epub') throw new BookFormatError('corrupt EPUB: not a zip archive');
  if (extension === '.pdf') throw new BookFormatError('corrupt PDF: no %PDF- header');
  throw new BookFormatError(
    `unsupported file type (${extension || 'no extension'}): only EPUB and PDF can be imported`,
  );
}

export class BookImporter {
  /** A folder of books into a young database: fresh plans as its tables grow (planner-statistics.ts). */
  private readonly statistics: ReturnType<typeof analyzeAsTablesGrow>;
  /** Content ids imported since the last finish(), for the search statistics. */
  private readonly importedSinceFinish: number[] = [];

  constructor(private readonly deps: BookImporterDeps) {
    this.statistics = analyzeAsTablesGrow(deps.database, [
      'contents',
      'toc_nodes',
      'passages',
      'content_files',
      'stored_files',
      'publishers',
    ]);
  }

  /** Checks options before any file is read; throws ImportError naming the option. */
  async validate(options: ImportOptions): Promise<number | null> {
    const type = options.objectType ?? ObjectType.Book;
    if (!IMPORTABLE_OBJECT_TYPES.includes(type))
      throw new ImportError(
        '--type',
        `unknown object type ${type} (one of ${IMPORTABLE_OBJECT_TYPES.join(', ')})`,
      );
    if (options.organizationExternalId === undefined) return null;
    const organization = await this.deps.organizations.findByExternalId(
      options.organizationExternalId,
    );
    if (!organization)
      throw new ImportError(
        '--org',
        `no organisation with external id ${options.organizationExternalId}`,
      );
    return organization.id;
  }

  /** Imports one file; throws ImportError (naming the file and the reason) and then leaves nothing behind. */
  async importFile(file: string, options: ImportOptions = {}): Promise<ImportOutcome> {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch (error) {
      throw new ImportError(
        file,
        `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      );
    }
    return this.importBytes(file, bytes, options);
  }

  async importBytes(
    file: string,
    bytes: Buffer,
    options: ImportOptions = {},
  ): Promise<ImportOutcome> {
    const organizationId = await this.validate(options);
    try {
      return await this.importChecked(file, bytes, options, organizationId);
    } catch (error) {
      if (error instanceof ImportError) throw error;
      if (error instanceof BookFormatError) throw new ImportError(file, error.reason);
      throw new ImportError(file, `import failed (${shortMessage(error)})`);
    }
  }

  /**
   * Brings the search statistics up to date once after a batch: the books it imported are
   * added to the term counts (a large batch is recounted whole; search-index.ts).
   */
  async finish(): Promise<void> {
    const imported = this.importedSinceFinish.splice(0);
    await addToSearchTermStats(this.deps.database, imported);
  }

  private async importChecked(
    file: string,
    bytes: Buffer,
    options: ImportOptions,
    organizationId: number | null,
  ): Promise<ImportOutcome> {
    const kind = detectKind(file, bytes);
    const sourceSha256 = sha256Hex(bytes);
    const [known] = await this.deps.books.findBySourceSha256(sourceSha256);
    if (known) {
      if (organizationId !== null)
        await this.deps.organizations.grantHoldingsIn(this.deps.database.db, organizationId, [
          known.contentId,
        ]);
      return this.outcomeOfKnown(file, known, options);
    }

    const book = kind === 'epub' ? await parseEpub(bytes) : await parsePdf(bytes);
    const externalId = `imp-${sourceSha256.slice(0, 20)}`;
    if (!book.metadata.title)
      book.metadata.title = path.basename(file, path.extname(file)).slice(0, 200);
    const cover = await this.storeCover(book, externalId);

    const written: { record: ContentFileRecord | null } = { record: null };
    try {
      const contentId = await this.deps.database.db.transaction(async (tx) => {
        const id = await writeImportedContent(tx, {
          book,
          externalId,
          objectType: options.objectType ?? ObjectType.Book,
          isFree: options.isFree ?? false,
          coverSha256: cover.sha256,
        });
        written.record = await this.deps.books.store(
          { contentId: id, mediaType: book.mediaType, bytes, unitCount: book.unitCount },
          tx,
        );
        // --org in the same transaction: a failure leaves no holding of a book that is not there.
        if (organizationId !== null)
          await this.deps.organizations.grantHoldingsIn(tx, organizationId, [id]);
        return id;
      });
      invalidateContentReads(this.deps.cache, contentId);
      if (organizationId !== null) this.deps.organizations.holdingsChanged(organizationId);
      await this.statistics.wrote(1);
      this.importedSinceFinish.push(contentId);
      return {
        file,
        status: 'imported',
        contentId,
        externalId,
        title: book.metadata.title,
        mediaType: book.mediaType,
        unitCount: book.unitCount,
        pageCount: book.pageCount,
        ignoredOptions: [],
      };
    } catch (error) {
      // The rows went with the rollback; the encrypted file and a cover new to this import go too.
      if (written.record) await this.deps.books.discard(written.record);
      if (cover.isNew) await this.deps.files.discard(cover.sha256);
      throw error;
    }
  }

  /** Stores the book's cover (or a generated one); isNew: no file had these bytes before. */
  private async storeCover(
    book: ParsedBook,
    slug: string,
  ): Promise<{ sha256: string; isNew: boolean }> {
    const meta = book.metadata;
    const { bytes, mimeType } = book.cover ?? {
      bytes: Buffer.from(
        coverSvg({
          title: meta.title,
          author: meta.author,
          dynasty: '',
          publisher: meta.publisher,
          slug,
        }),
      ),
      mimeType: 'image/svg+xml',
    };
    const isNew = !(await this.deps.files.has(sha256Hex(bytes)));
    return { sha256: (await this.deps.files.storePublic(bytes, mimeType)).sha256, isNew };
  }

  private async outcomeOfKnown(
    file: string,
    record: ContentFileRecord,
    options: ImportOptions,
  ): Promise<ImportOutcome> {
    const [row] = await this.deps.database.query<{
      external_id: string;
      title: string;
      pages: number | string;
      is_free: boolean;
      object_type: number;
    }>(
      `SELECT c.external_id, c.title, c.is_free, c.object_type,
              COALESCE((SELECT max(page) FROM passages p WHERE p.content_id = c.id), 0) AS pages
         FROM contents c WHERE c.id = $1`,
      [record.contentId],
    );
    const ignoredOptions: string[] = [];
    if (options.isFree && row?.is_free === false)
      ignoredOptions.push('--free (the item stays not free)');
    if (options.objectType !== undefined && row && options.objectType !== row.object_type)
      ignoredOptions.push(`--type ${options.objectType} (the item stays type ${row.object_type})`);
    return {
      file,
      status: 'already-imported',
      contentId: record.contentId,
      externalId: row?.external_id ?? '',
      title: row?.title ?? '',
      mediaType: record.mediaType,
      unitCount: record.unitCount,
      pageCount: Number(row?.pages ?? 0),
      ignoredOptions,
    };
  }
}

/** The book files of the given paths: files as given, folders searched (recursively) for .epub and .pdf. */
export async function findBookFiles(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const visit = async (entry: string, explicit: boolean): Promise<void> => {
    let stat;
    try {
      stat = await fs.stat(entry);
    } catch {
      if (explicit) found.push(entry); // reported as unreadable by the import
      return;
    }
    if (stat.isDirectory()) {
      const names = (await fs.readdir(entry)).sort((a, b) => a.localeCompare(b));
      for (const name of names)
        if (!name.startsWith('.')) await visit(path.join(entry, name), false);
    } else if (explicit || EXTENSIONS.has(path.extname(entry).toLowerCase())) {
      found.push(entry);
    }
  };
  for (const entry of paths) await visit(entry, true);
  return found;
}
