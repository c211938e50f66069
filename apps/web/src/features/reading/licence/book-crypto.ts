import { fromBase64 } from './device-keys';

/** AES-GCM: iv (12 bytes) ‖ ciphertext ‖ tag (16 bytes), as the server stores and sends a book file. */
const IV_BYTES = 12;

/** Unwraps the book key with the private key (RSA-OAEP SHA-512) and decrypts the file in the browser. */
export async function decryptBook(
  encrypted: ArrayBuffer,
  wrappedKey: string,
  privateKey: CryptoKey,
): Promise<ArrayBuffer> {
  const key = await crypto.subtle.unwrapKey(
    'raw',
    fromBase64(wrappedKey),
    privateKey,
    { name: 'RSA-OAEP' },
    { name: 'AES-GCM' },
    false,
    ['decrypt'],
  );
  const bytes = new Uint8Array(encrypted);
  return crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
    key,
    bytes.subarray(IV_BYTES),
  );
}
