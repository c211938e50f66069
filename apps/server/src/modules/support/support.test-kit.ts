// Images for the screenshot tests: real headers, built byte by byte.

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of the given size: signature, IHDR, a padding chunk of padBytes, IEND. */
export function pngOf(width: number, height: number, padBytes = 0): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  ihdr[17] = 6;
  const pad = Buffer.alloc(12 + padBytes);
  pad.writeUInt32BE(padBytes, 0);
  pad.write('tEXt', 4, 'latin1');
  const iend = Buffer.from('0000000049454e44ae426082', 'hex');
  return Buffer.concat([PNG_1X1.subarray(0, 8), ihdr, pad, iend]);
}

/** A baseline JPEG header (SOI, APP0, SOF0 of width×height) and EOI. */
export function jpegOf(width: number, height: number): Buffer {
  const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  const sof = Buffer.from('ffc0001108000000000301220002110103110100', 'hex').subarray(0, 19);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from('ffd8', 'hex'), app0, sof, Buffer.from('ffd9', 'hex')]);
}

/** A lossless WebP header (RIFF, WEBP, VP8L of width×height). */
export function webpOf(width: number, height: number): Buffer {
  const body = Buffer.alloc(18);
  body.write('VP8L', 0, 'latin1');
  body.writeUInt32LE(10, 4);
  body[8] = 0x2f;
  body.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 9);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + body.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, body]);
}
