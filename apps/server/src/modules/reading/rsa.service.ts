import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

/** spec §9: RSA 2048 bits, exponent 65537 (hash SHA-512 is chosen where the key is used). */
export const RSA_MODULUS_BITS = 2048;
export const RSA_PUBLIC_EXPONENT = 65537;

/** spec §7 /rsa/create: a key pair for browsers that cannot make one with WebCrypto. */
export async function createRsaKeyPair(): Promise<{ privateKeyPem: string; publicKeyPem: string }> {
  const { privateKey, publicKey } = await generate('rsa', {
    modulusLength: RSA_MODULUS_BITS,
    publicExponent: RSA_PUBLIC_EXPONENT,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}
