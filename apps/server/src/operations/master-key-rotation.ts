import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../platform/db.ts';
import { openMessage, sealMessage } from '../modules/reading/book-file.store.ts';
import { CardSigner } from '../modules/points/card-signing.ts';

export interface RotationOutcome {
  /** book file keys sealed again under the new key */
  resealed: number;
  /** book file keys the new key already opened (an earlier, interrupted or repeated run) */
  alreadyRotated: number;
  /** card certificates signed again with the new key's card key */
  resigned: number;
  /** card certificates already signed with the new key, or not valid under the old one (left as they are) */
  certificatesLeft: number;
}

const opens = (key: Buffer, sealed: Buffer): boolean => {
  try {
    openMessage(key, sealed);
    return true;
  } catch {
    return false;
  }
};

/**
 * Moves everything the book master key protects in the database to a new key
 * (docs/operations.md 'Rotate BOOK_MASTER_KEY'), in one transaction: every
 * book file key (content_files.sealed_key) is unsealed with the old key and
 * sealed with the new one; every card certificate valid under the old key's
 * card key is signed again with the new one. The files themselves keep their
 * content keys, so no book file is rewritten. Idempotent: a row the new key
 * already opens is left alone, so a run can be repeated after a crash. A
 * file key neither key opens stops the rotation (nothing is changed).
 */
export async function rotateMasterKey(
  database: Database,
  keys: { from: Buffer; to: Buffer },
): Promise<RotationOutcome> {
  if (keys.from.equals(keys.to)) throw new Error('the new master key is the current one');
  const oldSigner = new CardSigner(keys.from);
  const newSigner = new CardSigner(keys.to);
  return database.db.transaction(async (tx) => {
    const outcome: RotationOutcome = {
      resealed: 0,
      alreadyRotated: 0,
      resigned: 0,
      certificatesLeft: 0,
    };
    const files = await selectRows<{ id: string | number; sealed_key: Uint8Array }>(
      tx,
      sql`SELECT id, sealed_key FROM content_files ORDER BY id FOR UPDATE`,
    );
    for (const file of files) {
      const sealed = Buffer.from(file.sealed_key);
      if (opens(keys.to, sealed)) {
        outcome.alreadyRotated += 1;
        continue;
      }
      if (!opens(keys.from, sealed))
        throw new Error(`content file ${file.id}: its key opens with neither master key`);
      const resealed = sealMessage(keys.to, openMessage(keys.from, sealed));
      await tx.execute(
        sql`UPDATE content_files SET sealed_key = ${resealed} WHERE id = ${file.id}`,
      );
      outcome.resealed += 1;
    }
    const certificates = await selectRows<{
      id: string;
      payload: string;
      signature: string;
      key_id: string;
    }>(
      tx,
      sql`SELECT id, payload, signature, key_id FROM card_certificates ORDER BY id FOR UPDATE`,
    );
    for (const certificate of certificates) {
      const valid =
        certificate.key_id === oldSigner.keyId &&
        oldSigner.verify(certificate.payload, certificate.signature);
      if (!valid) {
        outcome.certificatesLeft += 1;
        continue;
      }
      await tx.execute(
        sql`UPDATE card_certificates
               SET signature = ${newSigner.sign(certificate.payload)}, key_id = ${newSigner.keyId}
             WHERE id = ${certificate.id}`,
      );
      outcome.resigned += 1;
    }
    return outcome;
  });
}
