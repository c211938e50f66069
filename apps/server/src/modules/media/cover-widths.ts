import { COVER_WIDTHS, type CoverWidth } from '@moyue/contracts/cover-widths';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { ImageResizeError, resizeImage, type ResizeTarget } from './image-resize.ts';

/** A stored picture at one spec width, whole (a few KB), ready to send. */
export interface SizedCover {
  bytes: Buffer;
  mimeType: string;
  /** strong: one per blob, width and target, whose bytes never change once made */
  etag: string;
}

/** Where a refusal is told (the request's log). */
export interface WarningLog {
  warn: (details: object, message: string) => void;
}

/** A public blob at one width, for a browser that takes WebP or not. */
export interface WantedCover {
  blob: { sha256: string; mimeType: string };
  width: CoverWidth;
  target: ResizeTarget;
  log: WarningLog;
}

const TARGETS: readonly ResizeTarget[] = ['webp', 'fallback'];

/** The names of every copy kept of one blob (for removing them with it). */
export const COVER_COPY_NAMES = COVER_WIDTHS.flatMap((width) =>
  TARGETS.map((target) => copyName(width, target)),
);

function copyName(width: CoverWidth, target: ResizeTarget): string {
  return `w${width}-${target}`;
}

/** The ETag of a blob at a width for a target, known before its bytes are read (a 304 reads nothing). */
export const coverEtag = (sha256: string, width: CoverWidth, target: ResizeTarget): string =>
  `"${sha256}-${copyName(width, target)}"`;

const UNREADABLE = '图片无法读取，不能按宽度提供';
const TOO_LARGE = '图片像素过多，不能按宽度提供';

/**
 * Covers at the widths of spec §9 (issue 16): each blob is resized once per width and target,
 * and the copy kept in the file store (derived/…), so every later request — in this process or
 * any other sharing the store — is one read. Only the spec's widths exist, so the copies of a
 * blob are at most eight and nobody can make the server resize at will.
 */
export class CoverWidths {
  /** Copies being made: a second request for one waits for the first instead of resizing too. */
  private readonly making = new Map<string, Promise<SizedCover>>();
  /** Blobs that failed to resize (at any width): refused again without decoding them again (bounded). */
  private readonly failures = new Map<string, AppError>();

  constructor(
    private readonly store: FileStore,
    private readonly failuresKept = 1_000,
  ) {}

  /** The blob at the width for the target, made and kept on the first request. */
  async open(wanted: WantedCover): Promise<SizedCover> {
    const { blob, width, target } = wanted;
    const name = copyName(width, target);
    const kept = await this.store.readDerived(blob.sha256, name);
    if (kept) {
      const mimeType = mimeTypeOf(kept, blob.mimeType);
      return { bytes: kept, mimeType, etag: coverEtag(blob.sha256, width, target) };
    }
    const failure = this.failures.get(blob.sha256);
    if (failure) throw failure;
    const key = `${blob.sha256}-${name}`;
    let making = this.making.get(key);
    if (!making) {
      making = this.make(wanted, name).finally(() => this.making.delete(key));
      this.making.set(key, making);
    }
    return making;
  }

  private async make({ blob, width, target, log }: WantedCover, name: string): Promise<SizedCover> {
    const original = await this.store.read(blob.sha256);
    if (!original) throw new AppError(Code.NotFound, '文件不存在', 404);
    let resized: { bytes: Buffer; mimeType: string };
    try {
      resized = await resizeImage(original, width, target);
    } catch (error) {
      if (!(error instanceof ImageResizeError)) throw error;
      log.warn({ sha256: blob.sha256, width, reason: error.message }, 'cover not resized');
      const refusal = new AppError(
        Code.BadRequest,
        error.reason === 'too-large' ? TOO_LARGE : UNREADABLE,
        422,
      );
      if (this.failures.size >= this.failuresKept) this.failures.clear();
      this.failures.set(blob.sha256, refusal);
      throw refusal;
    }
    // Never more bytes than the original: a small cover, or a vector (a drawn SVG cover is
    // ~2 KB, its 300-px WebP ~5 KB), stays as it is — unless a WebP would reach a browser
    // that did not ask for one.
    const keepOriginal =
      original.length <= resized.bytes.length &&
      (target === 'webp' || blob.mimeType !== 'image/webp');
    const sized = keepOriginal ? { bytes: original, mimeType: blob.mimeType } : resized;
    await this.store.putDerived(blob.sha256, name, sized.bytes);
    return { ...sized, etag: coverEtag(blob.sha256, width, target) };
  }
}

/** The kind of a kept copy from its first bytes: what resizing wrote, or else the original's kind. */
function mimeTypeOf(bytes: Buffer, originalMimeType: string): string {
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.toString('latin1', 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  return originalMimeType;
}
