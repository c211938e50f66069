import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEpub } from '@moyue/corpus/editions/epub-writer';
import { sampleEpub } from '@moyue/corpus/testing/book-fixtures';
import { CONTENT_NOT_FOUND_MESSAGE, type ContentDetail } from '@moyue/contracts/api/catalog';
import { AUTHORIZE_URL, Access, type TocListData } from '@moyue/contracts/api/reading';
import { createProgress } from '../../platform/progress.ts';
import { writeDemoEditions } from '../../seed/book-editions.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { createOrganizationService } from '../organizations/index.ts';
import { BookFileStore } from './book-file.store.ts';
import { consoleInstitution, firstPaidItem, firstSampleBook } from './content-reads.test-kit.ts';
import { BookImporter } from './import/book-importer.ts';
import { readerCall } from './reading.fixtures.ts';

// Issue 16: the public reads of an item are cached, so each write that
// changes them must show in the very next read — the demo seed's editions of
// an item already read, an imported book, a book added to an institution's
// holdings by an import, an institution's network changed in the console
// (institution access taken away at once, not after a TTL).

const DETAIL = '/Content/Detail';
const TOC = '/v1/api/tableofcontent/list';
const NETWORK_IP = '198.18.30.9';
const HOLDINGS_IP = '198.18.32.9';

/** A one-chapter EPUB of its own (a new file each name: not a book imported before). */
const heldEpub = (name: string) =>
  Buffer.from(
    buildEpub({
      version: 3,
      identifier: `urn:test:cache-holdings-${name}`,
      title: `馆藏之书${name}`,
      chapters: [{ id: 'c1', title: '第一章', parentId: null, paragraphs: [`馆藏${name}的正文`] }],
    }),
  );

describe.each(TEST_DATABASES)('a write shows in the next read of a cached item (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    device = await bindDevice(t.app);
  }, 180_000);
  afterAll(() => t.close());

  const detail = async (id: number, ip?: string) =>
    (
      await readerCall<ContentDetail>(
        t,
        device,
        'GET',
        DETAIL,
        { id: String(id) },
        ip ? { ip } : {},
      )
    ).answer;
  const toc = async (id: number, ip?: string) =>
    (
      await readerCall<TocListData>(
        t,
        device,
        'GET',
        TOC,
        { objectId: String(id) },
        ip ? { ip } : {},
      )
    ).answer;
  /** The importer as `npm run import` builds it, over the app's database, files and cache. */
  const bookImporter = async () => {
    const cache = t.app.moyue.readCache;
    return new BookImporter({
      database: t.database,
      files: t.app.moyue.files,
      books: await BookFileStore.open(t.database.db, t.config),
      organizations: createOrganizationService(t.database, cache),
      cache,
    });
  };
  const idOf = async (sql: string, params: unknown[] = []) =>
    Number((await t.database.query<{ id: string }>(sql, params))[0]?.id);

  it('shows an edition the seed stores for an item read before, in detail and TOC', async () => {
    const { book, id } = await firstSampleBook(t);
    for (let read = 0; read < 2; read += 1) {
      expect((await detail(id)).Data).toMatchObject({ FileExternalId: '', AuthorizeUrl: '' });
      expect((await toc(id)).Data.MediaType).toBe('');
    }
    const written = await writeDemoEditions(
      {
        database: t.database,
        books: await BookFileStore.open(t.database.db, t.config),
        cache: t.app.moyue.readCache,
      },
      [book],
      createProgress({ info: () => undefined }, false),
      [],
    );
    expect(written).toBe(1);
    const [edition] = await t.database.query<{ external_id: string }>(
      `SELECT external_id FROM content_files WHERE content_id = $1 AND media_type = 'epub'`,
      [id],
    );
    expect((await detail(id)).Data).toMatchObject({
      FileExternalId: edition!.external_id,
      AuthorizeUrl: AUTHORIZE_URL,
    });
    expect((await toc(id)).Data).toMatchObject({ MediaType: 'epub', UnitCount: book.toc.length });
  });

  it('shows an imported book and its TOC at once; asking for it before held nothing', async () => {
    const next = await idOf(
      `SELECT last_value + CASE WHEN is_called THEN 1 ELSE 0 END AS id FROM contents_id_seq`,
    );
    expect(await detail(next)).toMatchObject({
      Success: false,
      Description: CONTENT_NOT_FOUND_MESSAGE,
    });
    expect(await toc(next)).toMatchObject({
      Success: false,
      Description: CONTENT_NOT_FOUND_MESSAGE,
    });
    const importer = await bookImporter();
    const outcome = await importer.importBytes('cache-zhuangzi.epub', Buffer.from(sampleEpub(3)));
    expect(outcome.contentId).toBe(next);
    const shown = await detail(next);
    expect(shown.Data).toMatchObject({ Id: next, MediaType: 'epub', AuthorizeUrl: AUTHORIZE_URL });
    expect(shown.Data.FileExternalId).not.toBe('');
    const nodes = await t.database.query('SELECT 1 FROM toc_nodes WHERE content_id = $1', [next]);
    expect(nodes.length).toBeGreaterThan(0);
    expect((await toc(next)).Data.ItemList.length).toBeGreaterThan(0);
  });

  it('gives institution access at once when an import adds a book to the holdings (--org)', async () => {
    await consoleInstitution(t, {
      externalId: 'org-cache-holdings',
      ipRange: '198.18.32.0/24',
      holds: await firstPaidItem(t),
    });
    const importer = await bookImporter();
    const bytes = heldEpub('一');
    const { contentId } = await importer.importBytes('cache-holdings.epub', bytes);
    const access = async () => ({
      isFree: (await detail(contentId, HOLDINGS_IP)).Data.ExtendData.IsFree,
      toc: (await toc(contentId, HOLDINGS_IP)).Data.Access,
    });
    // read twice on the network: the institution's holdings are in the cache, without the book
    expect(await access()).toEqual({ isFree: false, toc: Access.Trial });
    expect(await access()).toEqual({ isFree: false, toc: Access.Trial });

    // the same file again with --org: a known book, added to the holdings
    const again = await importer.importBytes('cache-holdings.epub', bytes, {
      organizationExternalId: 'org-cache-holdings',
    });
    expect(again.contentId).toBe(contentId);
    expect(await access()).toEqual({ isFree: true, toc: Access.Institution });

    // a new book imported with --org (in the import's transaction) is held at once too
    const fresh = await importer.importBytes('cache-holdings-2.epub', heldEpub('二'), {
      organizationExternalId: 'org-cache-holdings',
    });
    expect((await detail(fresh.contentId, HOLDINGS_IP)).Data.ExtendData.IsFree).toBe(true);
    expect((await detail(fresh.contentId)).Data.ExtendData.IsFree).toBe(false);
  });

  it('takes institution access away at once when the console removes the network, and gives it back', async () => {
    const id = await firstPaidItem(t);
    const institution = await consoleInstitution(t, {
      externalId: 'org-cache-network',
      ipRange: '198.18.30.0/24',
      holds: id,
    });
    const access = async () => ({
      isFree: (await detail(id, NETWORK_IP)).Data.ExtendData.IsFree,
      toc: (await toc(id, NETWORK_IP)).Data.Access,
    });
    expect(await access()).toEqual({ isFree: true, toc: Access.Institution });
    expect(await access()).toEqual({ isFree: true, toc: Access.Institution });

    await institution.moveTo('198.18.31.0/24');
    expect(await access()).toEqual({ isFree: false, toc: Access.Trial });

    await institution.moveTo('198.18.30.0/24');
    expect(await access()).toEqual({ isFree: true, toc: Access.Institution });
  });
});
