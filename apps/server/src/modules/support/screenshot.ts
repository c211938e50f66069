import { SupportLimits, SupportMessages, type ScreenshotType } from '@moyue/contracts/api/support';
import { badRequest } from '../../platform/errors.ts';

/** What the bytes of an uploaded screenshot are, read from the bytes (never the file's name). */
export interface SniffedImage {
  type: ScreenshotType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function sniffPng(bytes: Buffer): SniffedImage | 'broken' | null {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  // The first chunk must be IHDR (13 bytes) and the file must end with IEND.
  if (bytes.length < 8 + 25 + 12 || bytes.toString('latin1', 12, 16) !== 'IHDR') return 'broken';
  if (bytes.readUInt32BE(8) !== 13) return 'broken';
  if (bytes.toString('latin1', bytes.length - 8, bytes.length - 4) !== 'IEND') return 'broken';
  return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Start-of-frame markers carry the size: SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function sniffJpeg(bytes: Buffer): SniffedImage | 'broken' | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  // Walk the marker segments to the frame header; a truncated or garbled file never gets there.
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return 'broken';
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return 'broken'; // image data before any frame header
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return 'broken';
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return 'broken';
      return {
        type: 'image/jpeg',
        height: bytes.readUInt16BE(at + 5),
        width: bytes.readUInt16BE(at + 7),
      };
    }
    at += 2 + length;
  }
  return 'broken';
}

function sniffWebp(bytes: Buffer): SniffedImage | 'broken' | null {
  if (bytes.length < 12) return null;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    return null;
  if (bytes.readUInt32LE(4) + 8 !== bytes.length || bytes.length < 30) return 'broken';
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X')
    return {
      type: 'image/webp',
      width: 1 + bytes.readUIntLE(24, 3),
      height: 1 + bytes.readUIntLE(27, 3),
    };
  if (chunk === 'VP8 ') {
    // key frame start code 9d 01 2a, then 14-bit width and height
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return 'broken';
    return {
      type: 'image/webp',
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return 'broken';
    const bits = bytes.readUInt32LE(21);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return 'broken';
}

/** The image type and size of the bytes; null when they are no PNG, JPEG or WebP at all. */
export function sniffImage(bytes: Buffer): SniffedImage | 'broken' | null {
  return sniffPng(bytes) ?? sniffJpeg(bytes) ?? sniffWebp(bytes);
}

/**
 * Decodes an uploaded screenshot (base64, or a data: URL whose stated type is
 * ignored) and checks it by content: a PNG, JPEG or WebP image whose header
 * decodes, at most 2 MB and 8000 px a side. Throws the Chinese refusal.
 */
export function readScreenshot(encoded: string): { bytes: Buffer; image: SniffedImage } {
  const base64 = encoded.replace(/^data:[^,]{0,100},/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64) || base64.length === 0)
    throw badRequest(SupportMessages.ScreenshotBroken);
  if (Math.floor((base64.length * 3) / 4) > SupportLimits.ScreenshotBytes + 2)
    throw badRequest(SupportMessages.ScreenshotTooLarge);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SupportLimits.ScreenshotBytes)
    throw badRequest(SupportMessages.ScreenshotTooLarge);
  const image = sniffImage(bytes);
  if (image === null) throw badRequest(SupportMessages.ScreenshotType);
  if (image === 'broken' || image.width < 1 || image.height < 1)
    throw badRequest(SupportMessages.ScreenshotBroken);
  if (image.width > SupportLimits.ScreenshotSide || image.height > SupportLimits.ScreenshotSide)
    throw badRequest(SupportMessages.ScreenshotTooWide);
  return { bytes, image };
}
