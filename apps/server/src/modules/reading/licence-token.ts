import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * What a book-file Url carries (reading design 'Entitlement, licences and
 * delivery'): the licence, the user (or none), the device, the content item,
 * the file, the edition (full, or a trial of N units) and the expiry — made
 * unforgeable with an HMAC keyed by a server secret.
 */
export interface LicenceClaims {
  licenceId: string;
  userId: number | null;
  deviceId: number;
  contentId: number;
  fileId: number;
  /** 'full', or the number of trial units */
  edition: 'full' | number;
  /** epoch seconds */
  expiresAt: number;
}

const MAC_BYTES = 32;

/** The token secret, derived from the book master key (so it is persisted with it and shared by every process). */
export function licenceTokenSecret(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, 'moyue', 'licence-token-hmac-v1', MAC_BYTES));
}

/**
 * The secret of LicenceIds (POST /Licence/Create), another key than the
 * book-file Urls': a LicenceId is never a Url, nor a Url a LicenceId.
 */
export function licenceIdSecret(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, 'moyue', 'licence-id-hmac-v1', MAC_BYTES));
}

/** Signs and encodes the claims: base64url(JSON) '.' base64url(HMAC-SHA256). */
export function encodeLicenceToken(secret: Buffer, claims: LicenceClaims): string {
  const payload = Buffer.from(
    JSON.stringify([
      1,
      claims.licenceId,
      claims.userId,
      claims.deviceId,
      claims.contentId,
      claims.fileId,
      claims.edition,
      claims.expiresAt,
    ]),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** A token read: its claims, or why it is refused (expired is told apart from forged or malformed). */
export type LicenceTokenReading =
  | { status: 'valid'; claims: LicenceClaims }
  | { status: 'expired'; claims: LicenceClaims }
  | { status: 'invalid' };

/** Reads a token: authentic and unexpired, authentic but expired, or invalid (malformed, tampered). */
export function readLicenceToken(
  secret: Buffer,
  token: string,
  nowSeconds: number,
): LicenceTokenReading {
  const invalid = { status: 'invalid' } as const;
  if (token.length > 1000) return invalid;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return invalid;
  const given = Buffer.from(match[2], 'base64url');
  const expected = mac(secret, match[1]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  if (!Array.isArray(fields) || fields[0] !== 1 || fields.length !== 8) return invalid;
  const [, licenceId, userId, deviceId, contentId, fileId, edition, expiresAt] =
    fields as unknown[];
  const isId = (value: unknown): value is number =>
    Number.isSafeInteger(value) && Number(value) > 0;
  if (
    typeof licenceId !== 'string' ||
    !(userId === null || isId(userId)) ||
    !isId(deviceId) ||
    !isId(contentId) ||
    !isId(fileId) ||
    !(edition === 'full' || isId(edition)) ||
    typeof expiresAt !== 'number'
  )
    return invalid;
  const claims: LicenceClaims = {
    licenceId,
    userId,
    deviceId,
    contentId,
    fileId,
    edition,
    expiresAt,
  };
  return expiresAt <= nowSeconds ? { status: 'expired', claims } : { status: 'valid', claims };
}

/** The claims of an authentic token that has not expired; null otherwise (malformed, tampered, expired). */
export function decodeLicenceToken(
  secret: Buffer,
  token: string,
  nowSeconds: number,
): LicenceClaims | null {
  const reading = readLicenceToken(secret, token, nowSeconds);
  return reading.status === 'valid' ? reading.claims : null;
}

function mac(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}
