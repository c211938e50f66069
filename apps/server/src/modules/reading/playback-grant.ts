import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { PLAYBACK_PATH } from '@moyue/contracts/api/playback';

/**
 * The grant of an audio file's HLS playlist (spec §7 playback authorisation,
 * issue 18): one file, one reader, one device, a short expiry; unforgeable
 * (HMAC-SHA256 with a key derived from the master key — not the licence or
 * lesson-file key). hls.js fetches the playlist and its segments unsigned,
 * so the grant travels in the address and the route checks the session and
 * device cookies against it, and the file's lock, on every request.
 */
export interface PlaybackGrant {
  fileId: number;
  userId: number;
  deviceId: number;
  /** epoch seconds */
  expiresAt: number;
}

/** Base life of a grant; the file's own length is added so a chapter plays to its end. */
export const PLAYBACK_GRANT_BASE_SECONDS = 10 * 60;

const MAC_BYTES = 32;

export function playbackGrantSecret(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, 'moyue', 'playback-grant-hmac-v1', MAC_BYTES));
}

const mac = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest();

export function encodePlaybackGrant(secret: Buffer, grant: PlaybackGrant): string {
  const payload = Buffer.from(
    JSON.stringify([1, grant.fileId, grant.userId, grant.deviceId, grant.expiresAt]),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The playlist address of a grant. */
export const playlistUrl = (token: string): string => `${PLAYBACK_PATH}/${token}/index.m3u8`;
/** The address of segment `index` under a grant. */
export const segmentUrl = (token: string, index: number): string =>
  `${PLAYBACK_PATH}/${token}/${index}.ts`;

/** The grant of a token, or null when it is malformed, tampered with or expired. */
export function readPlaybackGrant(
  secret: Buffer,
  token: string,
  nowSeconds: number,
): PlaybackGrant | null {
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
  if (!Array.isArray(fields) || fields.length !== 5 || fields[0] !== 1) return null;
  const [, fileId, userId, deviceId, expiresAt] = fields as unknown[];
  const isId = (value: unknown): value is number =>
    Number.isSafeInteger(value) && Number(value) > 0;
  if (!isId(fileId) || !isId(userId) || !isId(deviceId) || !isId(expiresAt)) return null;
  if (expiresAt <= nowSeconds) return null;
  return { fileId, userId, deviceId, expiresAt };
}
