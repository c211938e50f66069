import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { TOC_FILE_PATH } from '@moyue/contracts/api/reading';

/**
 * The Url of an unlocked lesson file (spec §3 File.Url): an expiring grant
 * for one file and one reader, unforgeable (HMAC-SHA256 with a key derived
 * from the book master key). A browser opens it without signing (a download
 * link, a <video> source), so the grant travels in the address; the route
 * still decides the lock again before it serves a byte.
 */
export interface TocFileGrant {
  fileId: number;
  /** the reader it was granted to; null for an anonymous reader */
  userId: number | null;
  /** epoch seconds */
  expiresAt: number;
}

/** How long a granted Url holds: a lesson watched after a long pause asks for the list again. */
export const TOC_FILE_URL_TTL_SECONDS = 6 * 3600;

const MAC_BYTES = 32;

/** The grant secret: another key than the licence tokens', so a file Url is never a licence. */
export function tocFileUrlSecret(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, 'moyue', 'toc-file-url-hmac-v1', MAC_BYTES));
}

const mac = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest();

/** The token of a grant: base64url(JSON) '.' base64url(HMAC). */
export function encodeTocFileGrant(secret: Buffer, grant: TocFileGrant): string {
  const payload = Buffer.from(
    JSON.stringify([1, grant.fileId, grant.userId, grant.expiresAt]),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The address of a granted file. */
export const tocFileUrl = (secret: Buffer, grant: TocFileGrant): string =>
  `${TOC_FILE_PATH}/${encodeTocFileGrant(secret, grant)}`;

/** The grant of a token, or null when it is malformed, tampered with or expired. */
export function readTocFileGrant(
  secret: Buffer,
  token: string,
  nowSeconds: number,
): TocFileGrant | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = mac(secret, match[1]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 4 || fields[0] !== 1) return null;
  const [, fileId, userId, expiresAt] = fields as unknown[];
  const isId = (value: unknown): value is number =>
    Number.isSafeInteger(value) && Number(value) > 0;
  if (!isId(fileId) || !(userId === null || isId(userId)) || !isId(expiresAt)) return null;
  if (expiresAt <= nowSeconds) return null;
  return { fileId, userId, expiresAt };
}
