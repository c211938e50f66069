import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleEpub, samplePdf } from '@moyue/corpus/testing/book-fixtures';
import type { Executor } from '../../../platform/db.ts';
import { FileStore } from '../../../platform/file-store.ts';
import { ReadCache } from '../../../platform/read-cache.ts';
import { FsObjectStore } from '../../../platform/storage/fs-object-store.ts';
import { FileRepository } from '../../media/file.repository.ts';
import { FileService } from '../../media/file.service.ts';
import { OrganizationRepository } from '../../organizations/organization.repository.ts';
import { OrganizationService } from '../../organizations/organization.service.ts';
import { BookFileStore } from '../book-file.store.ts';
import { BookImporter, ImportError, type BookImporterDeps } from './book-importer.ts';
import {
  BOOK_TEST_DATABASES,
  filesUnder,
  openTestDatabase,
  type TestDatabase,
} from './test-database.ts';

// An import is all or nothing: a failure inside it leaves no content row, no
// holding, no encrypted book file and no cover — counted in the database and on disk.

describe.each(BOOK_TEST_DATABASES)('an import that fails leaves nothing behind (%s)', (kind) => {
  let db: TestDatabase;
  let deps: BookImporterDeps;
  let folder: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const { database, config } = db;
    // No app reads this database: the importer's invalidations go to a cache of its own.
    const cache = new ReadCache();
    deps = {
      database,
      files: new FileService(
        new FileStore(new FsObjectStore(config.dataDir)),
        new FileRepository(database.db),
      ),
      books: await BookFileStore.open(database.db, config),
      organizations: new OrganizationService(new OrganizationRepository(database), cache),
      cache,
    };
    await database.query(
      `INSERT INTO organizations (external_id, title, type) VALUES ('org-atomic', '原子导入馆', 1)`,
    );
    folder = path.join(config.dataDir, 'incoming');
    await fs.mkdir(folder);
    await fs.writeFile(path.join(folder, 'zhuangzi.epub'), sampleEpub(3));
    await fs.writeFile(path.join(folder, 'chunjiang.pdf'), await samplePdf());
  }, 120_000);
  afterAll(() => db.close());

  const count = async (table: string) =>
    Number((await db.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
  const snapshot = async () => ({
    contents: await count('contents'),
    passages: await count('passages'),
    bookFiles: await count('content_files'),
    holdings: await count('organization_holdings'),
    storedFiles: await count('stored_files'),
    filesOnDisk: (await filesUnder(db.config.filesDir)).length,
    booksOnDisk: (await filesUnder(db.config.booksDir)).length,
  });

  it('rolls back the book, its encrypted file, its holding and its cover when granting --org fails', async () => {
    const before = await snapshot();
    const organizations = Object.create(deps.organizations) as OrganizationService;
    organizations.grantHoldingsIn = async (tx: Executor, organizationId: number, ids: number[]) => {
      await deps.organizations.grantHoldingsIn(tx, organizationId, ids);
      throw new Error('holdings write lost');
    };
    const importer = new BookImporter({ ...deps, organizations });
    const error = await importer
      .importFile(path.join(folder, 'zhuangzi.epub'), { organizationExternalId: 'org-atomic' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).reason).toContain('holdings write lost');
    expect(await snapshot()).toEqual(before);
  });

  it('removes the cover when storing the book fails', async () => {
    const before = await snapshot();
    const books = Object.create(deps.books) as BookFileStore;
    books.store = () => Promise.reject(new Error('disk full'));
    const importer = new BookImporter({ ...deps, books });
    await expect(importer.importFile(path.join(folder, 'chunjiang.pdf'))).rejects.toThrow(
      'disk full',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('keeps a cover that another book already uses when a later import fails', async () => {
    const importer = new BookImporter(deps);
    await importer.importFile(path.join(folder, 'zhuangzi.epub'));
    const before = await snapshot();
    const twin = Buffer.from(sampleEpub(3));
    // Another file (other bytes) with the same cover image: the cover is not new to it.
    const other = Buffer.concat([twin, Buffer.from('\n')]);
    const books = Object.create(deps.books) as BookFileStore;
    books.store = () => Promise.reject(new Error('disk full'));
    await expect(
      new BookImporter({ ...deps, books }).importBytes('other.epub', other),
    ).rejects.toThrow('disk full');
    expect(await snapshot()).toEqual(before);
    const [content] = await db.database.query<{ cover_sha256: string }>(
      `SELECT cover_sha256 FROM contents`,
    );
    expect(await deps.files.has(content!.cover_sha256)).toBe(true);
  });

  it('says which options a known file did not take, and applies --org to it', async () => {
    const importer = new BookImporter(deps);
    const again = await importer.importFile(path.join(folder, 'zhuangzi.epub'), {
      isFree: true,
      objectType: 107,
      organizationExternalId: 'org-atomic',
    });
    expect(again).toMatchObject({ status: 'already-imported', title: '庄子选读' });
    expect(again.ignoredOptions).toEqual([
      '--free (the item stays not free)',
      '--type 107 (the item stays type 104)',
    ]);
    const [row] = await db.database.query<{
      is_free: boolean;
      object_type: number;
      language: string;
    }>(`SELECT is_free, object_type, language FROM contents WHERE id = $1`, [again.contentId]);
    // language: the EPUB's dc:language, stored (migration 0016)
    expect(row).toEqual({ is_free: false, object_type: 104, language: 'zh-CN' });
    expect(await count('organization_holdings')).toBe(1);
    const same = await importer.importFile(path.join(folder, 'zhuangzi.epub'), {
      objectType: 104,
    });
    expect(same.ignoredOptions).toEqual([]);
  });
});
