import sharp from 'sharp';
import { COVER_QUALITY } from '@moyue/contracts/cover-widths';

// Each cover is resized once per width and kept (cover-widths.ts): libvips' own cache of
// decoded images would only hold memory.
sharp.cache(false);

/**
 * The most pixels a picture to resize may have (40 megapixels, ~6300×6300; an EPUB cover is
 * rarely a tenth of it): a decompression bomb — a small file that claims a huge picture — is
 * refused from its header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** What resizing makes: WebP for a browser that takes it, else the source's own kind. */
export type ResizeTarget = 'webp' | 'fallback';

/** Why a stored picture cannot be resized. */
export class ImageResizeError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'ImageResizeError';
  }
}

/**
 * The picture `width` px wide (never wider than it is: a small cover is re-encoded, not
 * enlarged), upright (EXIF orientation), metadata stripped, at spec §9 quality 90: WebP, or
 * for 'fallback' JPEG from a JPEG, PNG from a PNG, and PNG (alpha) or JPEG from the rest
 * (a WebP or SVG source for a browser without WebP).
 */
export async function resizeImage(
  input: Buffer,
  width: number,
  target: ResizeTarget,
): Promise<{ bytes: Buffer; mimeType: string }> {
  try {
    // failOn 'warning': a truncated or corrupt JPEG is refused, not drawn half grey.
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' } as const;
    const metadata = await sharp(input, options).metadata();
    // A vector is drawn at the density that gives the width, not drawn small and enlarged.
    const density =
      metadata.format === 'svg' && metadata.width && metadata.width < width
        ? Math.min(72 * (width / metadata.width), 2400)
        : undefined;
    const image = sharp(input, { ...options, ...(density ? { density } : {}) })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    const format =
      target === 'webp'
        ? 'webp'
        : metadata.format === 'jpeg' || metadata.format === 'png'
          ? metadata.format
          : metadata.hasAlpha
            ? 'png'
            : 'jpeg';
    switch (format) {
      case 'webp':
        return {
          bytes: await image.webp({ quality: COVER_QUALITY }).toBuffer(),
          mimeType: 'image/webp',
        };
      case 'jpeg':
        return {
          bytes: await image.jpeg({ quality: COVER_QUALITY, mozjpeg: true }).toBuffer(),
          mimeType: 'image/jpeg',
        };
      case 'png':
        return {
          bytes: await image.png({ compressionLevel: 9 }).toBuffer(),
          mimeType: 'image/png',
        };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ImageResizeError(/pixel limit/i.test(message) ? 'too-large' : 'unreadable', message);
  }
}
