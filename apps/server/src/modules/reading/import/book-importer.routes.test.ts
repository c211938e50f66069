import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FullTextSearchData } from '@moyue/contracts/api/search';
import {
  FIXTURE_MARKERS,
  drmEpub,
  sampleEpub,
  samplePdf,
} from '@moyue/corpus/testing/book-fixtures';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedCall,
  type TestApp,
  type TestDevice,
} from '../../../testing/test-app.ts';
import { OrganizationRepository } from '../../organizations/organization.repository.ts';
import { OrganizationService } from '../../organizations/organization.service.ts';
import { BookFileStore } from '../book-file.store.ts';
import { BookImporter, ImportError, findBookFiles } from './book-importer.ts';

interface Answer<T> {
  Success: boolean;
  Data: T;
}

describe.each(TEST_DATABASES)('book import (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let importer: BookImporter;
  let books: BookFileStore;
  let folder: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    device = await bindDevice(t.app);
    books = await BookFileStore.open(t.database.db, t.config);
    importer = new BookImporter({
      database: t.database,
      files: t.app.moyue.files,
      books,
      organizations: new OrganizationService(
        new OrganizationRepository(t.database),
        t.app.moyue.readCache,
      ),
      cache: t.app.moyue.readCache,
    });
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-import-'));
    await fs.mkdir(path.join(folder, 'shelf', 'deeper'), { recursive: true });
    await fs.writeFile(path.join(folder, 'shelf', 'zhuangzi.epub'), sampleEpub(3));
    await fs.writeFile(path.join(folder, 'shelf', 'deeper', 'shijing.EPUB'), sampleEpub(2));
    await fs.writeFile(path.join(folder, 'shelf', 'chunjiang.pdf'), await samplePdf());
    await fs.writeFile(path.join(folder, 'shelf', 'notes.txt'), '不是书');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  const count = async (table: string) =>
    Number((await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
  const snapshot = async () => ({
    contents: await count('contents'),
    toc: await count('toc_nodes'),
    passages: await count('passages'),
    files: await count('content_files'),
    onDisk: (await fs.readdir(t.config.booksDir).catch(() => [])).length,
  });
  const fullText = async (keyword: string) =>
    (await signedCall(t.app, device, 'POST', '/Content/Search', { searchType: '0', keyword })).json<
      Answer<FullTextSearchData>
    >();

  it('finds the EPUB and PDF files of a folder, recursively', async () => {
    const files = await findBookFiles([path.join(folder, 'shelf')]);
    expect(files.map((file) => path.relative(folder, file)).sort()).toEqual([
      'shelf/chunjiang.pdf',
      'shelf/deeper/shijing.EPUB',
      'shelf/zhuangzi.epub',
    ]);
  });

  it('imports an EPUB 3: metadata, cover, nested TOC with spine indexes, passages, encrypted file', async () => {
    const outcome = await importer.importFile(path.join(folder, 'shelf', 'zhuangzi.epub'));
    await importer.finish();
    expect(outcome).toMatchObject({
      status: 'imported',
      mediaType: 'epub',
      unitCount: 4,
      title: '庄子选读',
    });
    const [content] = await t.database.query<Record<string, unknown>>(
      `SELECT c.title, c.author, p.name AS publisher, c.issue_date::text AS issue_date, c.isbn, c.abstracts,
              c.media_type, c.object_type, c.is_free, c.cover_sha256
         FROM contents c LEFT JOIN publishers p ON p.id = c.publisher_id WHERE c.id = $1`,
      [outcome.contentId],
    );
    expect(content).toMatchObject({
      title: '庄子选读',
      author: '庄周',
      publisher: '墨阅测试出版社',
      issue_date: '2021-05-04',
      isbn: '9787101003048',
      abstracts: '测试用的庄子选本。',
      media_type: 'epub',
      object_type: 104,
      is_free: false,
    });
    expect(content?.cover_sha256).toMatch(/^[0-9a-f]{64}$/);
    const toc = await t.database.query<{
      title: string;
      parent: string | null;
      spine_index: number;
      sort_order: number;
    }>(
      `SELECT n.title, p.title AS parent, n.spine_index, n.sort_order
         FROM toc_nodes n LEFT JOIN toc_nodes p ON p.id = n.parent_id WHERE n.content_id = $1 ORDER BY n.sort_order`,
      [outcome.contentId],
    );
    expect(toc).toEqual([
      { title: '第一卷', parent: null, spine_index: 1, sort_order: 1 },
      { title: '第一章 逍遥', parent: '第一卷', spine_index: 2, sort_order: 2 },
      { title: '第二章 齐物', parent: '第一卷', spine_index: 3, sort_order: 3 },
      { title: '第二卷', parent: null, spine_index: 4, sort_order: 4 },
    ]);
    const record = await books.findEdition(outcome.contentId, 'epub');
    expect(record?.unitCount).toBe(4);
    const original = await fs.readFile(path.join(folder, 'shelf', 'zhuangzi.epub'));
    expect((await books.readPlaintext(record!)).equals(original)).toBe(true);
    expect((await books.encryptedBytes(record!)).equals(original)).toBe(false);
  });

  it('makes the imported EPUB findable by full-text search', async () => {
    const answer = await fullText(FIXTURE_MARKERS.epub3[1]);
    expect(answer.Success).toBe(true);
    const book = answer.Data.ItemList.find((item) => item.Content.Title === '庄子选读');
    expect(book?.Hits[0]?.TocTitle).toBe('第一章 逍遥');
  });

  it('imports an EPUB 2 (NCX table of contents) found in a subfolder', async () => {
    const outcome = await importer.importFile(path.join(folder, 'shelf', 'deeper', 'shijing.EPUB'));
    await importer.finish();
    expect(outcome).toMatchObject({ status: 'imported', unitCount: 4, title: '诗经选读' });
    const toc = await t.database.query<{ title: string; spine_index: number }>(
      `SELECT title, spine_index FROM toc_nodes WHERE content_id = $1 ORDER BY sort_order`,
      [outcome.contentId],
    );
    expect(toc.map((node) => node.spine_index)).toEqual([1, 2, 3, 4]);
    const answer = await fullText(FIXTURE_MARKERS.epub2[2]);
    expect(answer.Data.ItemList.map((item) => item.Content.Title)).toContain('诗经选读');
  });

  it('imports a PDF: outline as nested TOC, passages on their PDF pages, and grants --org holdings', async () => {
    const [org] = await t.database.query<{ id: string }>(
      `INSERT INTO organizations (external_id, title, type) VALUES ('org-import-test', '导入测试馆', 1) RETURNING id`,
    );
    const outcome = await importer.importFile(path.join(folder, 'shelf', 'chunjiang.pdf'), {
      isFree: true,
      organizationExternalId: 'org-import-test',
    });
    await importer.finish();
    expect(outcome).toMatchObject({
      status: 'imported',
      mediaType: 'pdf',
      unitCount: 6,
      pageCount: 6,
    });
    const toc = await t.database.query<{
      title: string;
      parent: string | null;
      page: number;
      spine_index: number | null;
    }>(
      `SELECT n.title, p.title AS parent, n.page, n.spine_index
         FROM toc_nodes n LEFT JOIN toc_nodes p ON p.id = n.parent_id WHERE n.content_id = $1 ORDER BY n.sort_order`,
      [outcome.contentId],
    );
    expect(toc).toEqual([
      { title: '上篇', parent: null, page: 1, spine_index: null },
      { title: '江月', parent: '上篇', page: 2, spine_index: null },
      { title: '花林', parent: '上篇', page: 3, spine_index: null },
      { title: '下篇', parent: null, page: 4, spine_index: null },
    ]);
    const pages = await t.database.query<{ page: number; body: string }>(
      `SELECT page, body FROM passages WHERE content_id = $1 ORDER BY sort_order`,
      [outcome.contentId],
    );
    expect(pages.map((passage) => passage.page)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pages[1]?.body).toContain(FIXTURE_MARKERS.pdf[1]);
    const [content] = await t.database.query<{ title: string; author: string; is_free: boolean }>(
      `SELECT title, author, is_free FROM contents WHERE id = $1`,
      [outcome.contentId],
    );
    expect(content).toEqual({ title: '春江花月夜', author: '张若虚', is_free: true });
    const held = await t.database.query(
      `SELECT 1 FROM organization_holdings WHERE organization_id = $1 AND content_id = $2`,
      [org?.id, outcome.contentId],
    );
    expect(held).toHaveLength(1);
    const answer = await fullText(FIXTURE_MARKERS.pdf[1]);
    const hit = answer.Data.ItemList.find((item) => item.Content.Title === '春江花月夜')?.Hits[0];
    expect(hit).toMatchObject({ Page: 2, TocTitle: '江月' });
  });

  it('recognises a file imported before and adds nothing', async () => {
    const before = await snapshot();
    const again = await importer.importFile(path.join(folder, 'shelf', 'zhuangzi.epub'));
    const copy = path.join(folder, 'renamed-copy.epub');
    await fs.copyFile(path.join(folder, 'shelf', 'zhuangzi.epub'), copy);
    const renamed = await importer.importFile(copy);
    expect(again).toMatchObject({ status: 'already-imported', title: '庄子选读', unitCount: 4 });
    expect(renamed.contentId).toBe(again.contentId);
    expect(await snapshot()).toEqual(before);
  });

  describe('refuses a bad file with its name and the reason, leaving nothing behind', () => {
    const cases: [string, () => Promise<Uint8Array> | Uint8Array, RegExp][] = [
      [
        'corrupt.epub',
        () => Buffer.from('PK\u0003\u0004 this is not really a zip archive'),
        /corrupt or truncated EPUB/,
      ],
      ['truncated.epub', () => sampleEpub(3).subarray(0, 900), /corrupt or truncated EPUB/],
      [
        'truncated.pdf',
        async () => (await samplePdf()).subarray(0, 4000),
        /corrupt or truncated PDF|PDF/,
      ],
      [
        'garbage.pdf',
        () => Buffer.from('just text pretending to be a pdf'),
        /corrupt PDF: no %PDF- header/,
      ],
      ['empty.epub', () => new Uint8Array(), /the file is empty/],
      ['locked.pdf', () => samplePdf({ userPassword: 'secret' }), /the PDF is encrypted/],
      [
        'owner-locked.pdf',
        () => samplePdf({ ownerPassword: 'owner' }),
        /the PDF is encrypted \(owner password/,
      ],
      ['drm.epub', () => drmEpub(), /encrypted \(DRM\)/],
      ['notes.docx', () => Buffer.from('PK\u0003\u0004word'), /unsupported file type/],
      ['notes.txt', () => Buffer.from('不是书'), /unsupported file type \(\.txt\)/],
    ];
    it.each(cases)('%s', async (name, make, reason) => {
      const before = await snapshot();
      const file = path.join(folder, name);
      await fs.writeFile(file, await make());
      const error = await importer.importFile(file).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ImportError);
      expect((error as ImportError).file).toBe(file);
      expect((error as ImportError).message).toContain(file);
      expect((error as ImportError).reason).toMatch(reason);
      expect(await snapshot()).toEqual(before);
    });

    it('a missing file and an unknown organisation or type', async () => {
      await expect(importer.importFile(path.join(folder, 'missing.epub'))).rejects.toThrow(
        /cannot be read \(ENOENT\)/,
      );
      await expect(
        importer.importFile(path.join(folder, 'shelf', 'zhuangzi.epub'), {
          organizationExternalId: 'org-none',
        }),
      ).rejects.toThrow('no organisation with external id org-none');
      await expect(importer.validate({ objectType: 999 })).rejects.toThrow(
        'unknown object type 999',
      );
    });
  });
});
