import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '@moyue/corpus/testing/book-fixtures';
import { FileStore } from '../../../platform/file-store.ts';
import { ReadCache } from '../../../platform/read-cache.ts';
import { FsObjectStore } from '../../../platform/storage/fs-object-store.ts';
import { FileRepository } from '../../media/file.repository.ts';
import { FileService } from '../../media/file.service.ts';
import { OrganizationRepository } from '../../organizations/organization.repository.ts';
import { OrganizationService } from '../../organizations/organization.service.ts';
import { BookFileStore } from '../book-file.store.ts';
import { BookImporter, ImportError } from './book-importer.ts';
import {
  chapterWithCover,
  epubEntries,
  fakeJpeg,
  nonEmbeddedCjkPdf,
  rawZip,
  zeroBomb,
} from './hostile-book-fixtures.ts';
import { BOOK_TEST_DATABASES, openTestDatabase, type TestDatabase } from './test-database.ts';

// Issue 13: hostile and tricky books through the whole import, on PGlite and PostgreSQL.

describe.each(BOOK_TEST_DATABASES)('importing books from the wild (%s)', (kind) => {
  let db: TestDatabase;
  let importer: BookImporter;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const { database, config } = db;
    // No app reads this database: the importer's invalidations go to a cache of its own.
    const cache = new ReadCache();
    importer = new BookImporter({
      database,
      files: new FileService(
        new FileStore(new FsObjectStore(config.dataDir)),
        new FileRepository(database.db),
      ),
      books: await BookFileStore.open(database.db, config),
      organizations: new OrganizationService(new OrganizationRepository(database), cache),
      cache,
    });
  }, 120_000);
  afterAll(() => db.close());

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.database.query<{ n: string }>(sql, params))[0]?.n);
  const bytesOnDisk = async (folder: string) => {
    const entries = await fs
      .readdir(folder, { recursive: true, withFileTypes: true })
      .catch(() => []);
    let total = 0;
    for (const entry of entries)
      if (entry.isFile()) total += (await fs.stat(`${entry.parentPath}/${entry.name}`)).size;
    return total;
  };
  const refusal = (file: string, bytes: Buffer) =>
    importer.importBytes(file, bytes).then(
      () => null,
      (error: unknown) => error,
    );

  it('refuses a zip bomb of under 1 MB and stores no cover of it', async () => {
    const entries = epubEntries(chapterWithCover());
    const cover = entries.find((entry) => entry.name === 'OEBPS/images/cover.png')!;
    cover.data = undefined;
    cover.deflated = zeroBomb(1000);
    const before = await bytesOnDisk(db.config.dataDir);
    const error = await refusal('bomb.epub', rawZip(entries));
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).reason).toMatch(/inflates to more than 512 MiB/);
    expect(await count('SELECT count(*) AS n FROM contents')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM stored_files')).toBe(0);
    expect(await bytesOnDisk(db.config.dataDir)).toBeLessThan(before + 1024 * 1024);
  });

  it('says that a .epub is really a PDF, and imports nothing', async () => {
    const error = await refusal('山居.epub', nonEmbeddedCjkPdf('山居秋暝'));
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).file).toBe('山居.epub');
    expect((error as ImportError).reason).toBe(
      'named .epub but it is a PDF (it starts with %PDF-): rename it to .pdf to import it as a PDF',
    );
    expect(await count('SELECT count(*) AS n FROM contents')).toBe(0);
  });

  it('imports images in the spine as pages without text, and no ten-digit id as ISBN', async () => {
    const items = [
      { id: 'plate', href: 'plate.jpg', mediaType: 'image/jpeg', data: fakeJpeg(3), spine: true },
      ...chapterWithCover(),
    ];
    const outcome = await importer.importBytes(
      'plates.epub',
      rawZip(
        epubEntries(
          items,
          '<dc:title>图版之书</dc:title><dc:identifier id="epubsplit">1594735148</dc:identifier>',
        ),
      ),
    );
    expect(outcome).toMatchObject({ unitCount: 2, pageCount: 2 });
    const bodies = await db.database.query<{ body: string }>(
      'SELECT body FROM passages WHERE content_id = $1 ORDER BY sort_order',
      [outcome.contentId],
    );
    expect(bodies.map((row) => row.body).join('')).toMatch(/^逍遥游\n?北冥有鱼/);
    const [row] = await db.database.query<{ isbn: string }>(
      'SELECT isbn FROM contents WHERE id = $1',
      [outcome.contentId],
    );
    expect(row?.isbn).toBe('');
  });

  it('imports a book of pictures only as an image book', async () => {
    const pages = [1, 2, 3].map((n) => ({
      id: `p${n}`,
      href: `p${n}.png`,
      mediaType: 'image/png',
      data: Buffer.concat([TINY_PNG, Buffer.from([n])]),
      spine: true,
    }));
    const outcome = await importer.importBytes('画册.epub', rawZip(epubEntries(pages)));
    expect(outcome).toMatchObject({ status: 'imported', unitCount: 3, pageCount: 3 });
    const nodes = await db.database.query<{ title: string; spine_index: number; page: number }>(
      'SELECT title, spine_index, page FROM toc_nodes WHERE content_id = $1 ORDER BY sort_order',
      [outcome.contentId],
    );
    expect(nodes).toEqual([
      { title: '第 1 页', spine_index: 1, page: 1 },
      { title: '第 2 页', spine_index: 2, page: 2 },
      { title: '第 3 页', spine_index: 3, page: 3 },
    ]);
    expect(
      await count('SELECT count(*) AS n FROM passages WHERE content_id = $1', [outcome.contentId]),
    ).toBe(0);
  });
});
