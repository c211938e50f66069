import {
  createHash,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { PublicKey } from '@moyue/contracts/api/card-certificate';

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The platform's card-certificate key: Ed25519, its seed derived from the
 * master key (BOOK_MASTER_KEY or the generated key file) with HKDF, like the
 * licence and grant secrets — every process sharing the master key signs
 * with the same key, and the key never needs a file of its own.
 */
export class CardSigner {
  private readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly keyId: string;
  readonly published: PublicKey;

  constructor(masterKey: Buffer) {
    const seed = Buffer.from(
      hkdfSync('sha256', masterKey, 'moyue', 'card-certificate-ed25519-v1', 32),
    );
    this.privateKey = createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    this.publicKey = createPublicKey(this.privateKey);
    const spki = this.publicKey.export({ format: 'der', type: 'spki' });
    this.keyId = createHash('sha256').update(spki).digest('hex').slice(0, 16);
    this.published = {
      Algorithm: 'Ed25519',
      KeyId: this.keyId,
      PublicKeyPem: this.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    };
  }

  /** The signature (base64) of the UTF-8 bytes of a payload. */
  sign(payload: string): string {
    return sign(null, Buffer.from(payload, 'utf8'), this.privateKey).toString('base64');
  }

  /** Whether a signature (base64) is this key's over the payload; never throws. */
  verify(payload: string, signature: string): boolean {
    if (!/^[A-Za-z0-9+/]{86}==$/.test(signature)) return false;
    try {
      return verify(
        null,
        Buffer.from(payload, 'utf8'),
        this.publicKey,
        Buffer.from(signature, 'base64'),
      );
    } catch {
      return false;
    }
  }
}
