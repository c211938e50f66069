import { createPublicKey, publicEncrypt, constants, type KeyObject } from 'node:crypto';
import { LICENCE_RSA, ReadingMessages } from '@moyue/contracts/api/reading';
import { badRequest } from '../../platform/errors.ts';

/**
 * The reader's public key from authorzieParameters (SPKI, base64 DER or PEM),
 * refused unless it is RSA, 2048 bits, exponent 65537 (spec §9).
 */
export function readDevicePublicKey(text: string | undefined): KeyObject {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') throw badRequest(ReadingMessages.MissingPublicKey);
  let key: KeyObject;
  try {
    key = trimmed.startsWith('-----BEGIN')
      ? createPublicKey(trimmed)
      : createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw badRequest(ReadingMessages.BadPublicKey);
  }
  // 'rsa' only: RSA-PSS keys (another type) cannot do OAEP.
  if (key.asymmetricKeyType !== 'rsa') throw badRequest(ReadingMessages.NotRsaKey);
  const details = key.asymmetricKeyDetails;
  if (details?.modulusLength !== LICENCE_RSA.modulusLength)
    throw badRequest(ReadingMessages.WrongKeySize);
  if (details.publicExponent !== BigInt(LICENCE_RSA.publicExponent))
    throw badRequest(ReadingMessages.WrongExponent);
  return key;
}

/** RSA-OAEP with SHA-512 (never PKCS#1 v1.5): the AES key, for the reader's private key only. */
export function wrapKey(publicKey: KeyObject, aesKey: Buffer): string {
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha512' },
    aesKey,
  ).toString('base64');
}
