import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEpub } from '@moyue/corpus/editions/epub-writer';
import {
  AUTHORIZE_URL,
  ReadingMessages,
  type AuthorizeData,
  type LicenceCreateData,
} from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { BookFileStore, loadBookMasterKey } from './book-file.store.ts';
import { encodeLicenceToken, licenceIdSecret, type LicenceClaims } from './licence-token.ts';
import { insertBook, insertReader, readerCall, type FixtureBook } from './reading.fixtures.ts';

// The LicenceId of POST /Licence/Create is what the POST to AuthorizeUrl
// accepts, and only for the user, device, content and edition it was made for,
// until it expires; every refusal issues nothing (no Url, no wrapped key).

const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'der' }).toString('base64');
const keys = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 65537 });

const epub = (marker: string) =>
  Buffer.from(
    buildEpub({
      version: 3,
      identifier: `urn:test:${marker}`,
      title: marker,
      chapters: [1, 2, 3].map((n) => ({
        id: `c${n}`,
        title: `第${n}章`,
        parentId: null,
        paragraphs: [`${marker}-${n} 正文`],
      })),
    }),
  );

/** The claims of a LicenceId (its payload is readable; only the server can sign one). */
function claimsOf(licenceId: string): unknown[] {
  return JSON.parse(Buffer.from(licenceId.split('.')[0]!, 'base64url').toString()) as unknown[];
}

describe.each(TEST_DATABASES)('LicenceId of /Licence/Create in the authorisation (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let otherDevice: TestDevice;
  let book: FixtureBook;
  let otherBook: FixtureBook;
  let reader: { userId: number; token: string };
  let stranger: { userId: number; token: string };
  let sign: (claims: LicenceClaims) => string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    device = await bindDevice(t.app);
    otherDevice = await bindDevice(t.app);
    const nodes = [1, 2, 3].map((n) => ({ title: `第${n}章`, page: n, spineIndex: n }));
    book = await insertBook(t, { title: '许可之书', allowReadPercentage: 40, nodes });
    otherBook = await insertBook(t, { title: '另一本书', allowReadPercentage: 40, nodes });
    const files = await BookFileStore.open(t.database.db, t.config);
    await files.store({ contentId: book.id, mediaType: 'epub', bytes: epub('A'), unitCount: 3 });
    await files.store({
      contentId: otherBook.id,
      mediaType: 'epub',
      bytes: epub('B'),
      unitCount: 3,
    });
    reader = await insertReader(t, '13900000301');
    stranger = await insertReader(t, '13900000302');
    const secret = licenceIdSecret(await loadBookMasterKey(t.config));
    sign = (claims) => encodeLicenceToken(secret, claims);
  });
  afterAll(() => t.close());

  const createLicence = async (
    contentId: number,
    options: { token?: string; device?: TestDevice } = {},
  ) =>
    (
      await readerCall<LicenceCreateData>(
        t,
        options.device ?? device,
        'POST',
        '/Licence/Create',
        { contentId: String(contentId) },
        { token: options.token },
      )
    ).answer.Data;
  const authorize = (
    LicenceId: string | undefined,
    options: {
      token?: string | undefined;
      device?: TestDevice;
      content?: FixtureBook;
      publicKey?: string;
    } = {},
  ) =>
    readerCall<AuthorizeData>(
      t,
      options.device ?? device,
      'POST',
      AUTHORIZE_URL,
      {
        authorzieParameters: JSON.stringify({
          contentexternalid: (options.content ?? book).externalId,
          isOnline: true,
          device: { DeviceType: 4, PublicKey: options.publicKey ?? spki(keys.publicKey) },
          ...(LicenceId === undefined ? {} : { LicenceId }),
        }),
      },
      { token: options.token },
    );
  const refusal = (code: number, description: string) => ({
    Success: false,
    Data: null,
    Code: code,
    Description: description,
  });

  it('authorises with the licence of the same reader and device, and names it in the answer', async () => {
    const licence = await createLicence(book.id, { token: reader.token });
    expect(licence.LicenceId).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const { answer } = await authorize(licence.LicenceId, { token: reader.token });
    expect(answer.Success).toBe(true);
    expect(answer.Data).toMatchObject({
      LicenceId: licence.LicenceId,
      ExpireTime: licence.ExpireTime,
      FileExternalId: licence.FileExternalId,
      IsTrial: true,
      TrialUnits: 1,
    });
    // The file Url is bound to the same licence.
    const url = answer.Data.Url.split('/').pop()!;
    const fileClaims = JSON.parse(
      Buffer.from(url.split('.')[0]!, 'base64url').toString(),
    ) as unknown[];
    expect(fileClaims[1]).toBe(claimsOf(licence.LicenceId)[1]);
  });

  it('refuses an authorisation without a licence', async () => {
    expect((await authorize(undefined)).answer).toEqual(
      refusal(Code.BadRequest, ReadingMessages.MissingLicence),
    );
  });

  it('refuses a tampered LicenceId: an edited payload, a cut signature, a made-up one, a file Url', async () => {
    const { LicenceId } = await createLicence(book.id);
    const [payload, mac] = LicenceId.split('.') as [string, string];
    const edited = claimsOf(LicenceId);
    edited[6] = 'full';
    const fileUrl = (await authorize(LicenceId)).answer.Data.Url.split('/').pop()!;
    for (const forged of [
      `${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${mac}`,
      // the last character changed (one in 16 MACs already ends in A: never the MAC itself)
      `${payload}.${mac.slice(0, 42)}${mac.endsWith('A') ? 'E' : 'A'}`,
      `${payload}.${'A'.repeat(43)}`,
      'not-a-licence',
      fileUrl,
    ]) {
      expect((await authorize(forged)).answer).toEqual(
        refusal(Code.Forbidden, ReadingMessages.LicenceIdInvalid),
      );
    }
  });

  it("refuses another user's and another device's licence", async () => {
    const strangers = await createLicence(book.id, { token: stranger.token });
    const anonymous = await createLicence(book.id);
    const onOtherDevice = await createLicence(book.id, {
      token: reader.token,
      device: otherDevice,
    });
    for (const [licence, token] of [
      [strangers.LicenceId, reader.token],
      [anonymous.LicenceId, reader.token],
      [strangers.LicenceId, undefined],
      [onOtherDevice.LicenceId, reader.token],
    ] as const) {
      expect((await authorize(licence, { token })).answer).toEqual(
        refusal(Code.Forbidden, ReadingMessages.LicenceIdNotYours),
      );
    }
  });

  it('refuses an expired licence, and a licence of another content item', async () => {
    const { LicenceId } = await createLicence(book.id);
    const [, licenceId, userId, deviceId, contentId, fileId, edition] = claimsOf(LicenceId);
    const claims = {
      licenceId: licenceId as string,
      userId: userId as null,
      deviceId: deviceId as number,
      contentId: contentId as number,
      fileId: fileId as number,
      edition: edition as number,
    };
    const expired = sign({ ...claims, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await authorize(expired)).answer).toEqual(
      refusal(Code.Forbidden, ReadingMessages.LicenceExpired),
    );
    // Still valid a second later: the expiry is what refuses it.
    const alive = sign({ ...claims, expiresAt: Math.floor(Date.now() / 1000) + 60 });
    expect((await authorize(alive)).answer.Success).toBe(true);
    expect((await authorize(LicenceId, { content: otherBook })).answer).toEqual(
      refusal(Code.Forbidden, ReadingMessages.LicenceOtherContent),
    );
  });

  it('refuses a licence once the rights it was made for changed', async () => {
    const trial = await createLicence(book.id, { token: stranger.token });
    await t.database.query(`INSERT INTO orders (user_id, content_id) VALUES ($1, $2)`, [
      stranger.userId,
      book.id,
    ]);
    const full = await createLicence(book.id, { token: stranger.token });
    expect(full.IsTrial).toBe(false);
    expect((await authorize(trial.LicenceId, { token: stranger.token })).answer).toEqual(
      refusal(Code.Forbidden, ReadingMessages.LicenceStale),
    );
    await t.database.query(`DELETE FROM orders WHERE user_id = $1`, [stranger.userId]);
    expect((await authorize(full.LicenceId, { token: stranger.token })).answer).toEqual(
      refusal(Code.Forbidden, ReadingMessages.RightsGone),
    );
  });

  it('refuses a device key of the wrong size even with a valid licence, issuing nothing', async () => {
    const { LicenceId } = await createLicence(book.id);
    const small = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
    expect((await authorize(LicenceId, { publicKey: spki(small.publicKey) })).answer).toEqual(
      refusal(Code.BadRequest, ReadingMessages.WrongKeySize),
    );
  });
});
