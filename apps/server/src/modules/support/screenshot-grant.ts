import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { SupportPaths } from '@moyue/contracts/api/support';

/**
 * A screenshot's address: an <img> loads it without the signed parameters,
 * so the address carries a grant — the report's id and an expiry, MACed with
 * a key derived from the master key (like the playback and lesson-file
 * grants). It is handed only to the report's author and to editors.
 */
export const SCREENSHOT_GRANT_SECONDS = 60 * 60;

export function screenshotGrantSecret(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, 'moyue', 'problem-screenshot-hmac-v1', 32));
}

const mac = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest().toString('base64url');

/** The address of a report's screenshot for the next hour. */
export function screenshotUrl(secret: Buffer, problemId: number, nowSeconds: number): string {
  const payload = `${problemId}-${nowSeconds + SCREENSHOT_GRANT_SECONDS}`;
  return `${SupportPaths.ProblemScreenshot}/${payload}.${mac(secret, payload)}`;
}

/** The report id of a grant, or null when it is malformed, forged or expired. */
export function readScreenshotGrant(
  secret: Buffer,
  token: string,
  nowSeconds: number,
): number | null {
  const match = /^((\d{1,10})-(\d{1,12}))\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return null;
  const given = Buffer.from(match[4]);
  const expected = Buffer.from(mac(secret, match[1]));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(match[3]) <= nowSeconds) return null;
  return Number(match[2]);
}
