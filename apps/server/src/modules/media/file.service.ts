import type { Readable } from 'node:stream';
import type { FileStore } from '../../platform/file-store.ts';
import {
  COVER_COPY_NAMES,
  CoverWidths,
  type SizedCover,
  type WantedCover,
} from './cover-widths.ts';
import type { FileRepository } from './file.repository.ts';

const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** A public file's record: what its URL names. */
export interface PublicFile {
  sha256: string;
  mimeType: string;
}

/** Stores files by content and serves the public ones (covers, banners). */
export class FileService {
  private readonly covers: CoverWidths;

  constructor(
    private readonly store: FileStore,
    private readonly repository: FileRepository,
  ) {
    this.covers = new CoverWidths(store);
  }

  /** Stores bytes that anyone may see; returns the sha256 and the public URL. */
  async storePublic(
    bytes: Buffer | string,
    mimeType: string,
  ): Promise<{ sha256: string; url: string }> {
    const blob = await this.store.put(bytes);
    await this.repository.upsert({
      sha256: blob.sha256,
      mimeType,
      byteSize: blob.byteSize,
      isPublic: true,
    });
    return { sha256: blob.sha256, url: publicFileUrl(blob.sha256, mimeType) };
  }

  /** Stores bytes that only an authorised route serves (lesson files); returns the sha256. */
  async storePrivate(bytes: Buffer | string, mimeType: string): Promise<string> {
    const blob = await this.store.put(bytes);
    await this.repository.upsert({
      sha256: blob.sha256,
      mimeType,
      byteSize: blob.byteSize,
      isPublic: false,
    });
    return blob.sha256;
  }

  /** Whether a file is stored (has its record). */
  async has(sha256: string): Promise<boolean> {
    return (await this.repository.find(sha256)) !== null;
  }

  /**
   * Removes a file stored for work that was then undone (an import rolled
   * back): its record and its blob — for a file that was new to that work
   * only; a record that something still refers to is kept.
   */
  async discard(sha256: string): Promise<void> {
    if (await this.repository.deleteUnreferenced(sha256)) {
      await this.store.remove(sha256);
      await this.store.removeDerived(sha256, COVER_COPY_NAMES);
    }
  }

  /** A public file by its URL name (<sha256>.<ext>), or null (unknown, or not public: those go through authorisation). */
  async findPublic(name: string): Promise<PublicFile | null> {
    const match = /^([0-9a-f]{64})\.([a-z]+)$/.exec(name);
    if (!match?.[1]) return null;
    const record = await this.repository.find(match[1]);
    if (!record?.isPublic || EXTENSIONS[record.mimeType] !== match[2]) return null;
    return { sha256: record.sha256, mimeType: record.mimeType };
  }

  /**
   * A public file as a stream from storage (never held whole in memory per request: a large
   * cover served to many readers at once, issue 13), or null when its bytes are gone.
   */
  async openPublic(file: PublicFile): Promise<{ stream: Readable; byteSize: number } | null> {
    const body = await this.store.body(file.sha256);
    if (!body) return null;
    return { stream: await body.open(), byteSize: body.byteSize };
  }

  /** A public picture at one width of spec §9 (issue 16): resized on the first request, then kept. */
  async openPublicAtWidth(wanted: WantedCover): Promise<SizedCover> {
    return this.covers.open(wanted);
  }
}

export function publicFileUrl(sha256: string, mimeType: string): string {
  return `/files/public/${sha256}.${EXTENSIONS[mimeType] ?? 'bin'}`;
}
