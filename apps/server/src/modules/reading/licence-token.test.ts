import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decodeLicenceToken,
  encodeLicenceToken,
  licenceTokenSecret,
  type LicenceClaims,
} from './licence-token.ts';

const secret = licenceTokenSecret(randomBytes(32));
const claims: LicenceClaims = {
  licenceId: 'abc',
  userId: null,
  deviceId: 7,
  contentId: 42,
  fileId: 9,
  edition: 3,
  expiresAt: 2_000,
};

describe('licence tokens', () => {
  it('round-trips the claims until they expire', () => {
    const token = encodeLicenceToken(secret, claims);
    expect(decodeLicenceToken(secret, token, 1_999)).toEqual(claims);
    expect(decodeLicenceToken(secret, token, 2_000)).toBeNull();
  });

  it('refuses a token of another secret, an edited payload and a cut signature', () => {
    const token = encodeLicenceToken(secret, claims);
    expect(decodeLicenceToken(licenceTokenSecret(randomBytes(32)), token, 0)).toBeNull();
    const [payload, mac] = token.split('.') as [string, string];
    const edited = Buffer.from(JSON.stringify([1, 'abc', null, 7, 42, 9, 'full', 2_000])).toString(
      'base64url',
    );
    expect(decodeLicenceToken(secret, `${edited}.${mac}`, 0)).toBeNull();
    expect(decodeLicenceToken(secret, `${payload}.${mac.slice(0, 40)}`, 0)).toBeNull();
    expect(decodeLicenceToken(secret, '', 0)).toBeNull();
  });

  it('derives the same secret from the same master key', () => {
    const master = randomBytes(32);
    expect(licenceTokenSecret(master).equals(licenceTokenSecret(master))).toBe(true);
  });
});
