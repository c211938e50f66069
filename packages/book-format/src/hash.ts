import { createHash } from 'node:crypto';

/** A deterministic unsigned 32-bit number from a text and a salt. */
export function hashNumber(text: string, salt = ''): number {
  return createHash('sha256').update(salt).update('\u0000').update(text).digest().readUInt32BE(0);
}
