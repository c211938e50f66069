import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { AUTHORIZE_URL } from '@moyue/contracts/api/reading';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import {
  insertBook,
  insertInstitution,
  insertReader,
  readerCall,
  type FixtureBook,
} from './reading.fixtures.ts';

// Issue 6: Content/Detail answers IsOrdered and IsFree for the reader asking,
// the licence address and the FileExternalId of the edition shown.
describe.each(TEST_DATABASES)('Content/Detail reading flags (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let book: FixtureBook;
  let fileless: FixtureBook;
  let reader: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    device = await bindDevice(t.app);
    book = await insertBook(t, { title: '两种版本', nodes: [{ title: '一', page: 1 }] });
    fileless = await insertBook(t, { title: '无文件', nodes: [{ title: '一', page: 1 }] });
    for (const mediaType of ['epub', 'pdf'])
      await t.database.query(
        `INSERT INTO content_files (content_id, external_id, media_type, storage_name, byte_size, unit_count, sealed_key, source_sha256)
         VALUES ($1, $2, $3, $4, 1, 3, '\\x00', 'x')`,
        [
          book.id,
          `bf-${mediaType}-${book.id}`,
          mediaType,
          `${mediaType === 'epub' ? 'a' : 'b'}${book.id}`.padStart(32, '0'),
        ],
      );
    await insertInstitution(t, { ipRange: '198.18.13.0/24', holds: [book.id] });
    reader = await insertReader(t, '13900000401');
    await t.database.query(`INSERT INTO orders (user_id, content_id) VALUES ($1, $2)`, [
      reader.userId,
      book.id,
    ]);
  });
  afterAll(() => t.close());

  const detail = (query: Record<string, string>, options: { token?: string; ip?: string } = {}) =>
    readerCall<ContentDetail>(t, device, 'GET', '/Content/Detail', query, options);

  it('names the licence address, the edition file and the other edition', async () => {
    const { answer } = await detail({ id: String(book.id) });
    expect(answer.Data).toMatchObject({
      AuthorizeUrl: AUTHORIZE_URL,
      MediaType: 'epub',
      FileExternalId: `bf-epub-${book.id}`,
      RelationContents: [{ Id: book.id, ExternalId: `${book.externalId}-Pdf`, MediaType: 'pdf' }],
    });
    expect(answer.Data.ExtendData).toMatchObject({ IsOrdered: false, IsFree: false });
    const pdf = await detail({ ExternalId: `${book.externalId}-Pdf` });
    expect(pdf.answer.Data).toMatchObject({
      MediaType: 'pdf',
      FileExternalId: `bf-pdf-${book.id}`,
      RelationContents: [{ MediaType: 'epub', ExternalId: `${book.externalId}-Epub` }],
    });
    const none = await detail({ id: String(fileless.id) });
    expect(none.answer.Data).toMatchObject({
      AuthorizeUrl: '',
      FileExternalId: '',
      RelationContents: [],
    });
  });

  it('says IsOrdered to the reader who ordered it and IsFree where an institution holds it', async () => {
    expect(
      (await detail({ id: String(book.id) }, { token: reader.token })).answer.Data.ExtendData,
    ).toMatchObject({
      IsOrdered: true,
      IsFree: false,
    });
    expect(
      (await detail({ id: String(book.id) }, { ip: '198.18.13.9' })).answer.Data.ExtendData,
    ).toMatchObject({
      IsOrdered: false,
      IsFree: true,
    });
  });
});
