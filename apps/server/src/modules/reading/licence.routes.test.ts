import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEpub } from '@moyue/corpus/editions/epub-writer';
import {
  AUTHORIZE_URL,
  ReadingMessages,
  type AuthorizeData,
  type LicenceCreateData,
} from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import { LoginMessages } from '@moyue/contracts/messages';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { BookFileStore } from './book-file.store.ts';
import {
  bindReader,
  insertBook,
  insertInstitution,
  insertReader,
  readerCall,
  type FixtureBook,
} from './reading.fixtures.ts';

/** A reader's key pair as WebCrypto makes it (spec §9: RSA 2048, e 65537). */
const rsaPair = (modulusLength = 2048, publicExponent = 65537) =>
  generateKeyPairSync('rsa', { modulusLength, publicExponent });
const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'der' }).toString('base64');

/** What the reader does with an authorisation: unwrap the key, then AES-GCM decrypt iv ‖ ct ‖ tag. */
function unwrap(privateKey: KeyObject, wrapped: string): Buffer {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha512' },
    Buffer.from(wrapped, 'base64'),
  );
}
function decrypt(key: Buffer, message: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, message.subarray(0, 12));
  decipher.setAuthTag(message.subarray(message.length - 16));
  return Buffer.concat([
    decipher.update(message.subarray(12, message.length - 16)),
    decipher.final(),
  ]);
}

/** Five spine documents, each with a marker only it holds. */
const EPUB = Buffer.from(
  buildEpub({
    version: 3,
    identifier: 'urn:test:licence',
    title: '授权测试',
    chapters: [1, 2, 3, 4, 5].map((n) => ({
      id: `c${n}`,
      title: `第${n}章`,
      parentId: null,
      paragraphs: [`MARK-CHAPTER-${n} 正文`],
    })),
  }),
);

async function tenPagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 10; n += 1)
    pdf.addPage([300, 300]).drawText(`MARK-PAGE-${n}`, { x: 20, y: 150, font, size: 12 });
  return Buffer.from(await pdf.save());
}

describe.each(TEST_DATABASES)('licences and encrypted book files (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let otherDevice: TestDevice;
  let epubBook: FixtureBook;
  let pdfBook: FixtureBook;
  let member: { userId: number; token: string };
  let stranger: { userId: number; token: string };
  let pdfBytes: Buffer;
  const keys = rsaPair();

  beforeAll(async () => {
    t = await createTestApp(kind);
    device = await bindDevice(t.app);
    otherDevice = await bindDevice(t.app);
    epubBook = await insertBook(t, {
      title: 'EPUB 授权之书',
      allowReadPercentage: 40,
      nodes: [1, 2, 3, 4, 5].map((n) => ({ title: `第${n}章`, page: n, spineIndex: n })),
    });
    pdfBook = await insertBook(t, {
      title: 'PDF 授权之书',
      mediaType: 'pdf',
      allowReadPercentage: 30,
      nodes: [{ title: '全书', page: 1 }],
    });
    const files = await BookFileStore.open(t.database.db, t.config);
    await files.store({ contentId: epubBook.id, mediaType: 'epub', bytes: EPUB, unitCount: 5 });
    pdfBytes = await tenPagePdf();
    await files.store({ contentId: pdfBook.id, mediaType: 'pdf', bytes: pdfBytes, unitCount: 10 });
    const organizationId = await insertInstitution(t, {
      ipRange: '198.18.9.0/24',
      holds: [epubBook.id],
    });
    member = await insertReader(t, '13900000201');
    await bindReader(t, member.userId, organizationId, 30);
    stranger = await insertReader(t, '13900000202');
  });
  afterAll(() => t.close());

  const createLicence = (contentId: number, token?: string) =>
    readerCall<LicenceCreateData>(
      t,
      device,
      'POST',
      '/Licence/Create',
      { contentId: String(contentId) },
      { token },
    );
  /** The LicenceId of /Licence/Create for the content asked, as the reader makes it before authorising. */
  const licenceFor = async (
    asked: unknown,
    options: { token?: string | undefined; device?: TestDevice },
  ): Promise<string | undefined> => {
    if (typeof asked !== 'string' || asked === '') return undefined;
    const [row] = await t.database.query<{ id: string }>(
      `SELECT id FROM contents WHERE external_id = $1`,
      [asked.replace(/-(Pdf|Epub)$/, '')],
    );
    if (!row) return undefined;
    const created = await readerCall<LicenceCreateData>(
      t,
      options.device ?? device,
      'POST',
      '/Licence/Create',
      { contentId: row.id },
      { token: options.token },
    );
    // A refused licence (a dead session: code 34) leaves the authorisation without one.
    return (created.answer.Data as LicenceCreateData | null)?.LicenceId;
  };
  const authorize = async (
    parameters: Record<string, unknown>,
    options: { token?: string | undefined; device?: TestDevice } = {},
  ) =>
    readerCall<AuthorizeData>(
      t,
      options.device ?? device,
      'POST',
      AUTHORIZE_URL,
      {
        authorzieParameters: JSON.stringify({
          isOnline: true,
          organizationExternalId: null,
          device: { DeviceType: 4, PublicKey: spki(keys.publicKey) },
          userinfo: { NickName: '', ExternalId: '' },
          LicenceId: await licenceFor(parameters.contentexternalid, options),
          ...parameters,
        }),
      },
      { token: options.token },
    );
  const fetchFile = (url: string, options: { token?: string; device?: TestDevice } = {}) =>
    readerCall(t, options.device ?? device, 'GET', url, {}, { token: options.token });

  it('gives an institution member the full edition, decrypted in the reader to the very file', async () => {
    const licence = await createLicence(epubBook.id, member.token);
    expect(licence.answer.Data).toMatchObject({
      Access: 'institution',
      IsTrial: false,
      UnitCount: 5,
      TrialUnits: 5,
      MediaType: 'epub',
      AuthorizeUrl: AUTHORIZE_URL,
    });
    const { answer } = await authorize(
      {
        contentexternalid: epubBook.externalId,
        DataFileExternalId: licence.answer.Data.FileExternalId,
      },
      { token: member.token },
    );
    expect(answer.Data).toMatchObject({
      IsTrial: false,
      RequireAccessToken: true,
      MediaType: 'epub',
    });
    const file = await fetchFile(answer.Data.Url, { token: member.token });
    expect(file.response.headers['content-type']).toBe('application/octet-stream');
    const key = unwrap(keys.privateKey, answer.Data.WrappedKey);
    expect(decrypt(key, file.response.rawPayload).equals(EPUB)).toBe(true);
  });

  it('gives an anonymous reader a trial edition that holds only the trial chapters', async () => {
    const licence = await createLicence(epubBook.id);
    expect(licence.answer.Data).toMatchObject({ Access: 'trial', IsTrial: true, TrialUnits: 2 });
    const { answer } = await authorize({ contentexternalid: epubBook.externalId });
    expect(answer.Data).toMatchObject({ IsTrial: true, TrialUnits: 2, RequireAccessToken: false });
    const file = await fetchFile(answer.Data.Url);
    const key = unwrap(keys.privateKey, answer.Data.WrappedKey);
    const trial = unzipSync(decrypt(key, file.response.rawPayload));
    const text = Object.values(trial)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(text).toContain('MARK-CHAPTER-1');
    expect(text).toContain('MARK-CHAPTER-2');
    for (const n of [3, 4, 5]) expect(text).not.toContain(`MARK-CHAPTER-${n}`);
    // The trial key opens the trial only: the stored full edition stays closed to it.
    const full = await fetchFile(
      (await authorize({ contentexternalid: epubBook.externalId }, { token: member.token })).answer
        .Data.Url,
      { token: member.token },
    );
    expect(() => decrypt(key, full.response.rawPayload)).toThrow();
  });

  it('cuts a PDF trial to AllowReadPercentage of its pages', async () => {
    const { answer } = await authorize({ contentexternalid: `${pdfBook.externalId}-Pdf` });
    expect(answer.Data).toMatchObject({ MediaType: 'pdf', TrialUnits: 3, UnitCount: 10 });
    const file = await fetchFile(answer.Data.Url);
    const trial = await PDFDocument.load(
      decrypt(unwrap(keys.privateKey, answer.Data.WrappedKey), file.response.rawPayload),
    );
    expect(trial.getPageCount()).toBe(3);
    expect(pdfBytes.length).toBeGreaterThan(0);
  });

  it('refuses crafted Urls: the token edited to the full edition, another file, a guessed token', async () => {
    const { answer } = await authorize({ contentexternalid: epubBook.externalId });
    const token = answer.Data.Url.split('/').pop()!;
    const [payload, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    const forged = (change: (c: unknown[]) => void) => {
      const copy = [...claims];
      change(copy);
      return `/v1/api/book-file/${Buffer.from(JSON.stringify(copy)).toString('base64url')}.${mac}`;
    };
    const [pdfFile] = await t.database.query<{ id: string }>(
      `SELECT id FROM content_files WHERE content_id = $1`,
      [pdfBook.id],
    );
    for (const url of [
      forged((c) => (c[6] = 'full')),
      forged((c) => (c[6] = 5)),
      forged((c) => ((c[4] = pdfBook.id), (c[5] = Number(pdfFile?.id)))),
      '/v1/api/book-file/abc.def',
      `/v1/api/book-file/${payload}.${'A'.repeat(43)}`,
    ]) {
      const refused = await fetchFile(url);
      expect(refused.answer).toEqual({
        Success: false,
        Data: null,
        Code: Code.Forbidden,
        Description: ReadingMessages.LicenceInvalid,
      });
    }
    // Another content's file named in the authorisation itself.
    const [otherFile] = await t.database.query<{ external_id: string }>(
      `SELECT external_id FROM content_files WHERE content_id = $1`,
      [pdfBook.id],
    );
    expect(
      (
        await authorize({
          contentexternalid: epubBook.externalId,
          DataFileExternalId: otherFile?.external_id,
        })
      ).answer,
    ).toMatchObject({
      Success: false,
      Code: Code.NotFound,
      Description: ReadingMessages.FileNotFound,
    });
  });

  it("refuses another device's and another user's licence", async () => {
    const anonymous = (await authorize({ contentexternalid: epubBook.externalId })).answer.Data.Url;
    const mine = (
      await authorize({ contentexternalid: epubBook.externalId }, { token: member.token })
    ).answer.Data.Url;
    for (const [url, options] of [
      [anonymous, { device: otherDevice }],
      [mine, { device: otherDevice, token: member.token }],
      [mine, { token: stranger.token }],
      [mine, {}],
      [anonymous, { token: stranger.token }],
    ] as const) {
      const refused = await fetchFile(url, options);
      expect(refused.answer).toMatchObject({
        Success: false,
        Code: Code.Forbidden,
        Description: ReadingMessages.LicenceNotYours,
      });
    }
  });

  it('answers code 34 to a licence call with a dead session (spec §8: the reader logs in again)', async () => {
    const gone = await insertReader(t, '13900000203');
    await t.database.query(`UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1`, [
      gone.userId,
    ]);
    const expected = {
      Success: false,
      Data: null,
      Code: Code.TokenInvalid,
      Description: LoginMessages.Expired,
    };
    expect((await createLicence(epubBook.id, gone.token)).answer).toEqual(expected);
    expect(
      (await authorize({ contentexternalid: epubBook.externalId }, { token: gone.token })).answer,
    ).toEqual(expected);
  });

  it('stops a full-edition Url once the reader no longer holds the item', async () => {
    await t.database.query(`INSERT INTO orders (user_id, content_id) VALUES ($1, $2)`, [
      stranger.userId,
      pdfBook.id,
    ]);
    const { answer } = await authorize(
      { contentexternalid: pdfBook.externalId },
      { token: stranger.token },
    );
    expect(answer.Data).toMatchObject({ Access: 'ordered', IsTrial: false });
    expect((await fetchFile(answer.Data.Url, { token: stranger.token })).response.statusCode).toBe(
      200,
    );
    await t.database.query(`DELETE FROM orders WHERE user_id = $1`, [stranger.userId]);
    expect((await fetchFile(answer.Data.Url, { token: stranger.token })).answer).toMatchObject({
      Success: false,
      Code: Code.Forbidden,
      Description: ReadingMessages.RightsGone,
    });
  });

  it('refuses device keys of the wrong kind, size or exponent, and bad parameters', async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    const cases: [unknown, string][] = [
      [spki(rsaPair(1024).publicKey), ReadingMessages.WrongKeySize],
      [spki(rsaPair(2048, 3).publicKey), ReadingMessages.WrongExponent],
      [spki(ec), ReadingMessages.NotRsaKey],
      ['bm90IGEga2V5', ReadingMessages.BadPublicKey],
      ['', ReadingMessages.MissingPublicKey],
    ];
    for (const [PublicKey, message] of cases) {
      const { answer } = await authorize({
        contentexternalid: epubBook.externalId,
        device: { DeviceType: 4, PublicKey },
      });
      expect(answer).toEqual({
        Success: false,
        Data: null,
        Code: Code.BadRequest,
        Description: message,
      });
    }
    const pem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(
      (await authorize({ contentexternalid: epubBook.externalId, device: { PublicKey: pem } }))
        .answer.Success,
    ).toBe(true);
    expect((await authorize({ contentexternalid: '' })).answer.Description).toBe(
      ReadingMessages.MissingContent,
    );
    expect((await authorize({ contentexternalid: 5 })).answer.Description).toBe(
      ReadingMessages.BadAuthorizeParameters,
    );
    const noFile = await insertBook(t, { title: '无文件', nodes: [{ title: '一', page: 1 }] });
    expect((await createLicence(noFile.id)).answer).toMatchObject({
      Success: false,
      Code: Code.NotFound,
      Description: ReadingMessages.NoEdition,
    });
  });
});
