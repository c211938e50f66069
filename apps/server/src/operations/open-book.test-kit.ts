import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  AUTHORIZE_URL,
  type AuthorizeData,
  type LicenceCreateData,
} from '@moyue/contracts/api/reading';
import type { Envelope } from '@moyue/contracts/envelope';
import type { Database } from '../platform/db.ts';
import { bindDevice, signedRequest, type TestDevice } from '../testing/test-app.ts';

/** The reader's RSA key, made once (spec §9: RSA 2048, e 65537). */
let readerKeys: { publicKey: KeyObject; privateKey: KeyObject } | undefined;
const keys = () => (readerKeys ??= generateKeyPairSync('rsa', { modulusLength: 2048 }));

/** An EPUB edition of the seeded catalogue: its content id and external id. */
export async function anEpubEdition(
  database: Database,
): Promise<{ contentId: string; externalId: string }> {
  const [row] = await database.query<{ id: string | number; external_id: string }>(
    `SELECT c.id, c.external_id FROM content_files f JOIN contents c ON c.id = f.content_id
      WHERE f.media_type = 'epub' ORDER BY c.id LIMIT 1`,
  );
  if (!row) throw new Error('the catalogue has no EPUB edition');
  return { contentId: String(row.id), externalId: row.external_id };
}

/**
 * Opens a book as an anonymous reader does (issue 21: 'the books still
 * open'): /Licence/Create, the authorisation with the reader's public key,
 * the download, then unwrap and decrypt. Answers the EPUB bytes of its trial
 * edition, or throws with the step that failed.
 */
export async function openBookThroughApp(
  app: FastifyInstance,
  book: { contentId: string; externalId: string },
): Promise<Buffer> {
  const device: TestDevice = await bindDevice(app);
  const call = async <T>(method: 'GET' | 'POST', path: string, params: Record<string, string>) => {
    const response = await signedRequest(app, device, method, path, params, {
      ip: '192.0.2.78',
    });
    return { response, answer: response.json<Envelope<T>>() };
  };
  const licence = await call<LicenceCreateData>('POST', '/Licence/Create', {
    contentId: book.contentId,
  });
  if (!licence.answer.Success) throw new Error(`licence: ${licence.response.body}`);
  const authorized = await call<AuthorizeData>('POST', AUTHORIZE_URL, {
    authorzieParameters: JSON.stringify({
      isOnline: true,
      organizationExternalId: null,
      device: {
        DeviceType: 4,
        PublicKey: keys().publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      },
      userinfo: { NickName: '', ExternalId: '' },
      LicenceId: licence.answer.Data.LicenceId,
      contentexternalid: book.externalId,
      DataFileExternalId: licence.answer.Data.FileExternalId,
    }),
  });
  if (!authorized.answer.Success) throw new Error(`authorize: ${authorized.response.body}`);
  const file = await signedRequest(
    app,
    device,
    'GET',
    authorized.answer.Data.Url,
    {},
    {
      ip: '192.0.2.78',
    },
  );
  if (file.statusCode !== 200) throw new Error(`download: ${file.statusCode} ${file.body}`);
  const key = privateDecrypt(
    { key: keys().privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha512' },
    Buffer.from(authorized.answer.Data.WrappedKey, 'base64'),
  );
  const message = file.rawPayload;
  const decipher = createDecipheriv('aes-256-gcm', key, message.subarray(0, 12));
  decipher.setAuthTag(message.subarray(message.length - 16));
  return Buffer.concat([
    decipher.update(message.subarray(12, message.length - 16)),
    decipher.final(),
  ]);
}
