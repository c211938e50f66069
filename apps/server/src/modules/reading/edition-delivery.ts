import { hkdfSync } from 'node:crypto';
import type { ObjectStore } from '../../platform/storage/object-store.ts';
import { sealMessage, type BookFileStore, type ContentFileRecord } from './book-file.store.ts';
import { buildTrialEdition } from './trial-edition.ts';

type TrialBuilder = typeof buildTrialEdition;

/**
 * The encrypted bytes a reader downloads (reading design 'delivery'): the
 * stored ciphertext of the full edition as is, or the trial edition of N
 * units encrypted with its own key — derived (HKDF) from the content key, so
 * it reveals nothing of the full edition's key — and cached in storage
 * under books/trial/.
 */
export class EditionDelivery {
  private readonly building = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly files: BookFileStore,
    private readonly objects: ObjectStore,
    private readonly build: TrialBuilder = buildTrialEdition,
  ) {}

  /** The AES-256 key of the full edition. */
  fullKey(record: ContentFileRecord): Buffer {
    return this.files.contentKey(record);
  }

  /** The AES-256 key of the trial edition of `units` units of this file. */
  trialKey(record: ContentFileRecord, units: number): Buffer {
    return Buffer.from(
      hkdfSync(
        'sha256',
        this.files.contentKey(record),
        record.externalId,
        `moyue-trial-edition-v1:${units}`,
        32,
      ),
    );
  }

  async fullEdition(record: ContentFileRecord): Promise<Buffer> {
    return this.files.encryptedBytes(record);
  }

  /** iv ‖ ciphertext ‖ tag of the trial edition; built once per (file, units) and cached. */
  async trialEdition(record: ContentFileRecord, units: number): Promise<Buffer> {
    const name = `${record.storageName}-${Math.trunc(units)}`;
    const key = `books/trial/${name}`;
    const cached = await this.objects.read(key);
    if (cached) return cached;
    const pending = this.building.get(name);
    if (pending) return pending;
    const made = this.make(record, units, key).finally(() => this.building.delete(name));
    this.building.set(name, made);
    return made;
  }

  private async make(record: ContentFileRecord, units: number, key: string): Promise<Buffer> {
    const trial = await this.build(record.mediaType, await this.files.readPlaintext(record), units);
    const sealed = sealMessage(this.trialKey(record, units), trial);
    await this.objects.put(key, sealed);
    return sealed;
  }
}
