import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import {
  ReadingMessages,
  type TocContentData,
  type TocListData,
  type TocNode,
} from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import {
  bindReader,
  insertBook,
  insertInstitution,
  insertReader,
  readerCall,
  type FixtureBook,
  type FixtureNode,
} from './reading.fixtures.ts';

const flatten = (nodes: TocNode[]): TocNode[] => nodes.flatMap((n) => [n, ...flatten(n.Childs)]);

/** Ten chapters; chapter 2 has a section. Each node has one passage naming it. */
// Chapters of equal length (Chinese numerals: 第十章 is as long as 第三章), so
// that the trial, counted by text since issue 13 item 7, is 30 % of the units too.
const tenChapters = (extra: Partial<FixtureNode> = {}): FixtureNode[] =>
  Array.from({ length: 10 }, (_, i) => ({
    title: `第${i + 1}章`,
    page: i + 1,
    passages: [{ page: i + 1, body: `第${'一二三四五六七八九十'[i]}章正文：明月几时有` }],
    ...(i === 2 ? { parent: 1 } : {}),
    ...extra,
  }));

describe.each(TEST_DATABASES)('table of contents and chapter text (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let book: FixtureBook;
  let free: FixtureBook;
  let other: FixtureBook;
  const campus = '198.18.7.0/24';

  beforeAll(async () => {
    t = await createTestApp(kind);
    device = await bindDevice(t.app);
    book = await insertBook(t, {
      title: '试读之书',
      allowReadPercentage: 30,
      nodes: tenChapters(),
    });
    free = await insertBook(t, { title: '免费之书', isFree: true, nodes: tenChapters() });
    other = await insertBook(t, { title: '另一本书', nodes: tenChapters() });
    await insertInstitution(t, { ipRange: campus, holds: [book.id] });
  });
  afterAll(() => t.close());

  const list = (objectId: number, options: { token?: string; ip?: string } = {}, extra = {}) =>
    readerCall<TocListData>(
      t,
      device,
      'GET',
      '/v1/api/tableofcontent/list',
      { objectId: String(objectId), isRecursive: 'true', getFiles: 'true', ...extra },
      options,
    );
  const content = (
    objectId: number,
    tocId: number,
    options: { token?: string; ip?: string } = {},
  ) =>
    readerCall<TocContentData>(
      t,
      device,
      'GET',
      '/v1/api/tableofcontent/content',
      { objectId: String(objectId), tocId: String(tocId) },
      options,
    );

  it('locks the nodes beyond AllowReadPercentage for an anonymous reader (fileless: by reading order)', async () => {
    const { answer } = await list(book.id);
    expect(answer.Success).toBe(true);
    expect(answer.Data).toMatchObject({
      AllowReadPercentage: 30,
      Access: 'trial',
      IsTrial: true,
      TrialUnits: 3,
      UnitCount: 10,
      MediaType: '',
    });
    // Chapter 3 is nested under chapter 2; the tree keeps it there.
    expect(answer.Data.ItemList).toHaveLength(9);
    expect(answer.Data.ItemList[1]?.Childs.map((n) => n.Title)).toEqual(['第3章']);
    const nodes = flatten(answer.Data.ItemList);
    expect(nodes.map((n) => n.IsLock)).toEqual([false, false, false, ...Array(7).fill(true)]);
    expect(nodes[0]).toMatchObject({
      Id: book.nodeIds[0],
      ExternalId: `${book.externalId}-t0`,
      Page: 1,
      MultimediaFiles: [],
      Courseware: [],
      AnnexeFiles: [],
      Url: `/v1/api/tableofcontent/content?objectId=${book.id}&tocId=${book.nodeIds[0]}`,
    });
    expect(nodes[5]?.Url).toBe('');
  });

  it('answers the top level only when isRecursive is false', async () => {
    const { answer } = await list(book.id, {}, { isRecursive: 'false' });
    expect(answer.Data.ItemList.map((n) => n.Title)).toEqual([
      '第1章',
      '第2章',
      '第4章',
      '第5章',
      '第6章',
      '第7章',
      '第8章',
      '第9章',
      '第10章',
    ]);
    expect(answer.Data.ItemList.every((n) => n.Childs.length === 0)).toBe(true);
  });

  it('gives the text of an open node and refuses a locked one, a guessed id and another book’s node', async () => {
    const open = await content(book.id, book.nodeIds[2]!);
    expect(open.answer.Data).toMatchObject({
      TocId: book.nodeIds[2],
      Title: '第3章',
      Passages: [{ Page: 3, Text: '第三章正文：明月几时有' }],
      PrevTocId: book.nodeIds[1],
      NextTocId: book.nodeIds[3],
      IsNextLocked: true,
    });
    const locked = await content(book.id, book.nodeIds[3]!);
    expect(locked.answer).toEqual({
      Success: false,
      Data: null,
      Code: Code.Forbidden,
      Description: ReadingMessages.NodeLocked,
    });
    expect(locked.response.body).not.toContain('第四章正文');
    for (const guessed of [other.nodeIds[0]!, 987_654_321]) {
      const refused = await content(book.id, guessed);
      expect(refused.answer).toMatchObject({ Success: false, Code: Code.NotFound });
      expect(refused.answer.Description).toBe(ReadingMessages.NodeNotFound);
    }
  });

  it('opens everything of a free item', async () => {
    const { answer } = await list(free.id);
    expect(answer.Data).toMatchObject({ Access: 'free', IsTrial: false, TrialUnits: 10 });
    expect(flatten(answer.Data.ItemList).every((n) => !n.IsLock)).toBe(true);
    expect((await content(free.id, free.nodeIds[9]!)).answer.Success).toBe(true);
  });

  it('opens the holdings of the institution whose network the request comes from', async () => {
    const { answer } = await list(book.id, { ip: '198.18.7.20' });
    expect(answer.Data).toMatchObject({ Access: 'institution', IsTrial: false });
    expect(flatten(answer.Data.ItemList).some((n) => n.IsLock)).toBe(false);
    expect((await content(book.id, book.nodeIds[9]!, { ip: '198.18.7.20' })).answer.Success).toBe(
      true,
    );
    // The institution does not hold the other book.
    expect((await list(other.id, { ip: '198.18.7.20' })).answer.Data.Access).toBe('trial');
  });

  it('opens the holdings of a bound institution while its certification is valid, anywhere', async () => {
    const reader = await insertReader(t, '13900000101');
    const [org] = await t.database.query<{ organization_id: string }>(
      `SELECT organization_id FROM organization_holdings WHERE content_id = $1`,
      [book.id],
    );
    await bindReader(t, reader.userId, Number(org?.organization_id), 10);
    expect((await list(book.id, { token: reader.token })).answer.Data.Access).toBe('institution');
    await bindReader(t, reader.userId, Number(org?.organization_id), -1);
    expect((await list(book.id, { token: reader.token })).answer.Data.Access).toBe('trial');
    expect((await content(book.id, book.nodeIds[5]!, { token: reader.token })).answer.Code).toBe(
      Code.Forbidden,
    );
  });

  it('opens an ordered item to the reader who ordered it, and only while the order lasts', async () => {
    const reader = await insertReader(t, '13900000102');
    await t.database.query(`INSERT INTO orders (user_id, content_id) VALUES ($1, $2)`, [
      reader.userId,
      other.id,
    ]);
    expect((await list(other.id, { token: reader.token })).answer.Data.Access).toBe('ordered');
    expect((await list(other.id)).answer.Data.Access).toBe('trial');
    await t.database.query(
      `UPDATE orders SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [reader.userId],
    );
    expect((await list(other.id, { token: reader.token })).answer.Data.Access).toBe('trial');
  });

  it('locks EPUB nodes by spine document and PDF nodes and pages by page number', async () => {
    const epub = await insertBook(t, {
      title: 'EPUB 之书',
      allowReadPercentage: 20,
      nodes: [1, 1, 2, 3, 4].map((spine, i) => ({
        title: `节${i}`,
        page: i + 1,
        spineIndex: spine,
      })),
    });
    const pdf = await insertBook(t, {
      title: 'PDF 之书',
      mediaType: 'pdf',
      allowReadPercentage: 20,
      nodes: [
        {
          title: '上',
          page: 1,
          passages: [
            { page: 1, body: '第一页' },
            { page: 3, body: '第三页' },
          ],
        },
        { title: '下', page: 5, passages: [{ page: 5, body: '第五页' }] },
      ],
    });
    for (const [contentId, mediaType, units] of [
      [epub.id, 'epub', 10],
      [pdf.id, 'pdf', 10],
    ] as const)
      await t.database.query(
        `INSERT INTO content_files (content_id, external_id, media_type, storage_name, byte_size, unit_count, sealed_key, source_sha256)
         VALUES ($1, $2, $3, $4, 1, $5, '\\x00', 'x')`,
        [contentId, `bf-${contentId}`, mediaType, `${contentId}`.padStart(32, '0'), units],
      );
    const epubToc = (await list(epub.id)).answer.Data;
    expect(epubToc).toMatchObject({ MediaType: 'epub', TrialUnits: 2, UnitCount: 10 });
    expect(flatten(epubToc.ItemList).map((n) => n.IsLock)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(flatten(epubToc.ItemList).map((n) => n.SpineIndex)).toEqual([1, 1, 2, 3, 4]);

    const pdfToc = (await list(pdf.id)).answer.Data;
    expect(flatten(pdfToc.ItemList).map((n) => n.IsLock)).toEqual([false, true]);
    // Page 3 of the open first node lies beyond the two trial pages: left out.
    const first = await content(pdf.id, pdf.nodeIds[0]!);
    expect(first.answer.Data.Passages.map((p) => p.Text)).toEqual(['第一页']);
    expect(first.response.body).not.toContain('第三页');
  });

  it('refuses bad parameters with the exact message', async () => {
    expect(
      (await list(book.id, {}, { authorzieParameters: '{"contentexternalid":' })).answer,
    ).toEqual({
      Success: false,
      Data: null,
      Code: Code.BadRequest,
      Description: ReadingMessages.BadAuthorizeParameters,
    });
    expect(
      (await list(book.id, {}, { authorzieParameters: '{"device":{"PublicKey":5}}' })).answer
        .Description,
    ).toBe(ReadingMessages.BadAuthorizeParameters);
    const good = JSON.stringify({
      contentexternalid: book.externalId,
      organizationExternalId: null,
      isOnline: true,
      device: { DeviceType: 4, DeviceKey: device.DeviceKey },
      userinfo: { NickName: '', ExternalId: '' },
    });
    expect((await list(book.id, {}, { authorzieParameters: good })).answer.Success).toBe(true);
    expect((await list(987_654_321)).answer).toMatchObject({
      Success: false,
      Code: Code.NotFound,
      Description: CONTENT_NOT_FOUND_MESSAGE,
    });
    const bad = await readerCall(t, device, 'GET', '/v1/api/tableofcontent/list', {
      objectId: 'abc',
    });
    expect(bad.answer).toMatchObject({ Success: false, Code: Code.BadRequest });
  });
});
