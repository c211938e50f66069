import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../../platform/db.ts';
import type { ObjectStore } from '../../platform/storage/object-store.ts';
import { openObjectStore } from '../../platform/storage/open-object-store.ts';
import type { StorageConfig } from '../../platform/storage/storage-config.ts';
import {
  BookFileRepository,
  type BookMediaType,
  type ContentFileRecord,
} from './book-file.repository.ts';

export type { BookMediaType, ContentFileRecord } from './book-file.repository.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/**
 * One AES-256-GCM message as stored on disk and sent to readers:
 * iv(12) ‖ ciphertext ‖ tag(16). WebCrypto decrypts it with iv = the first
 * 12 bytes and data = the rest.
 */
export function sealMessage(key: Buffer, plaintext: Buffer): Buffer {
  if (key.length !== KEY_BYTES) throw new Error('AES-256-GCM needs a 32-byte key');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

/** The inverse of sealMessage; throws when the key is wrong or a byte was changed. */
export function openMessage(key: Buffer, message: Buffer): Buffer {
  if (message.length < IV_BYTES + TAG_BYTES) throw new Error('sealed message too short');
  const decipher = createDecipheriv('aes-256-gcm', key, message.subarray(0, IV_BYTES));
  decipher.setAuthTag(message.subarray(message.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(message.subarray(IV_BYTES, message.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface BookKeyConfig {
  dataDir: string;
  /** BOOK_MASTER_KEY, base64 of 32 bytes; absent → $DATA_DIR/keys/book-master.key (fs storage only: config refuses s3 without it) */
  bookMasterKey: string | undefined;
}

/** The master key that seals every content key: BOOK_MASTER_KEY, else one generated once into $DATA_DIR/keys/book-master.key (0600). */
export async function loadBookMasterKey(config: BookKeyConfig): Promise<Buffer> {
  if (config.bookMasterKey) return decodeMasterKey(config.bookMasterKey, 'BOOK_MASTER_KEY');
  const file = path.join(config.dataDir, 'keys', 'book-master.key');
  try {
    return decodeMasterKey(await fs.readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': when two processes start at once, one writes and the other reads its key.
    await fs.writeFile(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeMasterKey(await fs.readFile(file, 'utf8'), file);
}

function decodeMasterKey(text: string, source: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error(`${source}: the book master key must be 32 bytes in base64`);
  return key;
}

export interface StoreBookFileInput {
  contentId: number;
  mediaType: BookMediaType;
  /** the plaintext EPUB or PDF */
  bytes: Buffer;
  /** EPUB spine documents or PDF pages */
  unitCount: number;
}

/**
 * Encrypted EPUB/PDF editions (reading design 'Storage'): each file has its
 * own random AES-256 key, sealed with the master key in content_files, and
 * is stored as books/<storage_name> (platform/storage: $DATA_DIR/books with
 * the fs driver, the bucket with s3) as one AES-256-GCM message — sealed
 * here, so the store only ever holds ciphertext.
 */
export class BookFileStore {
  private readonly repository: BookFileRepository;

  constructor(
    db: Executor,
    private readonly objects: ObjectStore,
    private readonly masterKey: Buffer,
  ) {
    if (masterKey.length !== KEY_BYTES) throw new Error('the book master key must be 32 bytes');
    this.repository = new BookFileRepository(db);
  }

  /** Opens the store of the configured storage (loads or creates the master key); objects: an open one to share. */
  static async open(
    db: Executor,
    config: BookKeyConfig & { storage: StorageConfig },
    objects?: ObjectStore,
  ): Promise<BookFileStore> {
    const masterKey = await loadBookMasterKey(config);
    return new BookFileStore(db, objects ?? (await openObjectStore(config.storage)), masterKey);
  }

  /**
   * Encrypts and writes the file, then records it (in tx when given). The same
   * bytes stored again for the same content and type return the existing row.
   * The file is stored before the row: when tx rolls back afterwards, call
   * discard(record) so no file is left without a row.
   */
  async store(input: StoreBookFileInput, tx?: Executor): Promise<ContentFileRecord> {
    if (input.bytes.length === 0) throw new Error('an empty book file cannot be stored');
    if (!Number.isInteger(input.unitCount) || input.unitCount < 1)
      throw new Error('a book file needs at least one unit');
    const sourceSha256 = sha256Hex(input.bytes);
    const existing = await this.repository.findEdition(input.contentId, input.mediaType, tx);
    if (existing?.sourceSha256 === sourceSha256) return existing;

    const contentKey = randomBytes(KEY_BYTES);
    const storageName = randomBytes(16).toString('hex');
    await this.writeFile(storageName, sealMessage(contentKey, input.bytes));
    const row = {
      externalId: `bf-${randomBytes(12).toString('hex')}`,
      storageName,
      byteSize: input.bytes.length,
      unitCount: input.unitCount,
      sealedKey: sealMessage(this.masterKey, contentKey),
      sourceSha256,
    };
    try {
      if (!existing)
        return await this.repository.insert(
          { ...row, contentId: input.contentId, mediaType: input.mediaType },
          tx,
        );
      const replaced = await this.repository.replace(existing.id, row, tx);
      // Within a caller's transaction the old file must outlive a rollback; removeOrphans() sweeps it.
      if (!tx) await this.removeFile(existing.storageName);
      return replaced;
    } catch (error) {
      await this.removeFile(storageName);
      throw error;
    }
  }

  /** Removes the file of a record whose row was rolled back. */
  async discard(record: Pick<ContentFileRecord, 'storageName'>): Promise<void> {
    await this.removeFile(record.storageName);
  }

  /** The content's edition of this type, or (type omitted) its primary edition (contents.media_type), else any. */
  async findEdition(
    contentId: number,
    mediaType?: BookMediaType,
  ): Promise<ContentFileRecord | null> {
    return mediaType
      ? this.repository.findEdition(contentId, mediaType)
      : this.repository.findPrimaryEdition(contentId);
  }

  async findByExternalId(fileExternalId: string): Promise<ContentFileRecord | null> {
    return this.repository.findByExternalId(fileExternalId);
  }

  /** Editions stored from a file with this sha256 (so an importer recognises a file seen before). */
  async findBySourceSha256(sha256: string, tx?: Executor): Promise<ContentFileRecord[]> {
    return this.repository.findBySourceSha256(sha256, tx);
  }

  /** The unsealed 32-byte AES key of the file. */
  contentKey(record: Pick<ContentFileRecord, 'sealedKey'>): Buffer {
    return openMessage(this.masterKey, record.sealedKey);
  }

  /** The stored iv ‖ ciphertext ‖ tag as is (what a full-edition reader downloads). */
  async encryptedBytes(record: Pick<ContentFileRecord, 'storageName'>): Promise<Buffer> {
    const bytes = await this.objects.read(this.keyOf(record.storageName));
    if (!bytes) throw new Error(`book file ${record.storageName} is not in storage`);
    return bytes;
  }

  async readPlaintext(
    record: Pick<ContentFileRecord, 'storageName' | 'sealedKey'>,
  ): Promise<Buffer> {
    return openMessage(this.contentKey(record), await this.encryptedBytes(record));
  }

  /** Deletes stored book files that no row names (left by a crash or a rolled-back replace). */
  async removeOrphans(): Promise<number> {
    const names = await this.objects.list('books');
    const known = await this.repository.storageNames();
    const orphans = names.filter((name) => /^[0-9a-f]{32}$/.test(name) && !known.has(name));
    await Promise.all(orphans.map((name) => this.removeFile(name)));
    return orphans.length;
  }

  /** Whether the file of a record is in storage. */
  async isStored(record: Pick<ContentFileRecord, 'storageName'>): Promise<boolean> {
    return (await this.objects.stat(this.keyOf(record.storageName))) !== null;
  }

  private keyOf(storageName: string): string {
    if (!/^[0-9a-f]{32}$/.test(storageName)) throw new Error('bad book storage name');
    return `books/${storageName}`;
  }

  private async writeFile(storageName: string, bytes: Buffer): Promise<void> {
    await this.objects.put(this.keyOf(storageName), bytes);
  }

  private async removeFile(storageName: string): Promise<void> {
    await this.objects.remove(this.keyOf(storageName));
  }
}
