import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_WIDTHS } from '@moyue/contracts/cover-widths';
import { coverSvg } from '@moyue/book-format/cover';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';

// issue 16: covers at the widths of spec §9 (150, 230, 266, 300; quality 90), WebP or the
// original kind by the Accept header, resized once and kept; any other width refused.

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const NO_WEBP_ACCEPT = 'image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

/** A photograph-like cover as an EPUB carries it: 900×1260, noisy, JPEG q90 (~600 KB). */
const photoCover = (format: 'jpeg' | 'png' | 'webp', alpha = false) => {
  const image = sharp({
    create: {
      width: 900,
      height: 1260,
      channels: alpha ? 4 : 3,
      background: { r: 40, g: 60, b: 90, alpha: 0.5 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  });
  return (format === 'jpeg' ? image.jpeg({ quality: 90 }) : image[format]()).toBuffer();
};

/** A PNG whose header claims 30000×30000 pixels in a few hundred bytes: a decompression bomb. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8; // bit depth; colour type 0 (grey)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(30_001 * 8))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(TEST_DATABASES)('GET /files/public/:name?w= (%s)', (kind) => {
  let t: TestApp;
  let jpeg: { bytes: Buffer; url: string; sha256: string };
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'none' });
    const bytes = await photoCover('jpeg');
    const stored = await t.app.moyue.files.storePublic(bytes, 'image/jpeg');
    jpeg = { bytes, ...stored };
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each(COVER_WIDTHS)(
    'serves the cover %i px wide as WebP to a browser that takes it',
    async (width) => {
      const response = await get(`${jpeg.url}?w=${width}`, { accept: CHROME_ACCEPT });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers.vary).toMatch(/\bAccept\b/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toBe(`"${jpeg.sha256}-w${width}-webp"`);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const image = await sharp(response.rawPayload).metadata();
      expect(image).toMatchObject({
        format: 'webp',
        width,
        height: Math.round((width * 1260) / 900),
      });
      expect(response.rawPayload.length).toBeLessThan(jpeg.bytes.length / 10);
    },
  );

  it('serves a JPEG to a browser that does not name WebP, under the same address', async () => {
    const response = await get(`${jpeg.url}?w=230`, { accept: NO_WEBP_ACCEPT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.vary).toMatch(/\bAccept\b/i);
    expect(response.headers.etag).toBe(`"${jpeg.sha256}-w230-fallback"`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 230,
    });
    // image/webp;q=0 is a refusal, and no Accept at all is no WebP either
    const refused = await get(`${jpeg.url}?w=230`, { accept: 'image/webp;q=0, image/*' });
    expect(refused.headers['content-type']).toBe('image/jpeg');
    const none = await get(`${jpeg.url}?w=230`);
    expect(none.headers['content-type']).toBe('image/jpeg');
  });

  it('keeps a PNG a PNG, and never sends a WebP original to a browser without WebP', async () => {
    const png = await t.app.moyue.files.storePublic(await photoCover('png', true), 'image/png');
    const asPng = await get(`${png.url}?w=150`, { accept: NO_WEBP_ACCEPT });
    expect(asPng.headers['content-type']).toBe('image/png');
    expect(await sharp(asPng.rawPayload).metadata()).toMatchObject({ format: 'png', width: 150 });
    const webp = await t.app.moyue.files.storePublic(await photoCover('webp'), 'image/webp');
    const fromWebp = await get(`${webp.url}?w=150`, { accept: NO_WEBP_ACCEPT });
    expect(fromWebp.statusCode).toBe(200);
    expect(fromWebp.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(fromWebp.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 150,
    });
  });

  it('sends a drawn SVG cover as it is: a vector is smaller than any of its pictures', async () => {
    const svg = coverSvg({
      title: '红楼梦',
      author: '曹雪芹',
      dynasty: '清',
      publisher: '墨阅文库',
      slug: 'hlm',
    });
    const stored = await t.app.moyue.files.storePublic(svg, 'image/svg+xml');
    for (const accept of [CHROME_ACCEPT, NO_WEBP_ACCEPT]) {
      const response = await get(`${stored.url}?w=300`, { accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toBe(svg);
      expect(response.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('refuses every other width with 400 and names the widths there are', async () => {
    for (const w of ['200', '149', '301', '3000', '0', '-150', '150.0', 'abc', '']) {
      const response = await get(`${jpeg.url}?w=${encodeURIComponent(w)}`, {
        accept: CHROME_ACCEPT,
      });
      expect(response.statusCode, w).toBe(400);
      expect(response.json(), w).toEqual({
        Success: false,
        Code: 400,
        Description: '图片宽度只可为 150、230、266、300',
        Data: null,
      });
      expect(response.headers['cache-control'] ?? '', w).not.toContain('immutable');
    }
    const tooLong = await get(`${jpeg.url}?w=${'1'.repeat(20)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it('answers 404 for a width of a file that is not stored', async () => {
    const response = await get(`/files/public/${'b'.repeat(64)}.jpg?w=150`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Success: false, Code: 404 });
  });

  it('resizes once: the second request reads the kept copy (even with the original gone)', async () => {
    const bytes = await photoCover('jpeg', false);
    const cover = await t.app.moyue.files.storePublic(
      Buffer.concat([bytes, Buffer.from('once')]), // bytes of its own: no other test sized it
      'image/jpeg',
    );
    const first = await get(`${cover.url}?w=266`, { accept: CHROME_ACCEPT });
    expect(first.statusCode).toBe(200);
    const kept = `derived/${cover.sha256.slice(0, 2)}/${cover.sha256}-w266-webp`;
    expect((await t.app.moyue.objects.stat(kept))?.byteSize).toBe(first.rawPayload.length);
    // Without its original nothing could be resized again: the answer can only be the copy.
    await t.app.moyue.objects.remove(`files/${cover.sha256.slice(0, 2)}/${cover.sha256}`);
    expect((await get(cover.url)).statusCode).toBe(404);
    const second = await get(`${cover.url}?w=266`, { accept: CHROME_ACCEPT });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    // a width never asked for had nothing kept and cannot be made now
    expect((await get(`${cover.url}?w=150`, { accept: CHROME_ACCEPT })).statusCode).toBe(404);
  });

  it('removes the kept copies with a file that is discarded (an import rolled back)', async () => {
    const bytes = Buffer.concat([await photoCover('jpeg'), Buffer.from('discarded')]);
    const cover = await t.app.moyue.files.storePublic(bytes, 'image/jpeg');
    expect((await get(`${cover.url}?w=150`, { accept: CHROME_ACCEPT })).statusCode).toBe(200);
    expect((await get(`${cover.url}?w=150`, { accept: NO_WEBP_ACCEPT })).statusCode).toBe(200);
    const folder = `derived/${cover.sha256.slice(0, 2)}`;
    const kept = async () =>
      (await t.app.moyue.objects.list(folder)).filter((name) => name.startsWith(cover.sha256));
    expect((await kept()).sort()).toEqual([
      `${cover.sha256}-w150-fallback`,
      `${cover.sha256}-w150-webp`,
    ]);
    await t.app.moyue.files.discard(cover.sha256);
    expect(await kept()).toEqual([]);
    expect((await get(`${cover.url}?w=150`, { accept: CHROME_ACCEPT })).statusCode).toBe(404);
  });

  it('answers 304 with no body to a browser that holds the same bytes', async () => {
    const sized = await get(`${jpeg.url}?w=150`, { accept: CHROME_ACCEPT });
    const again = await get(`${jpeg.url}?w=150`, {
      accept: CHROME_ACCEPT,
      'if-none-match': sized.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(sized.headers.etag);
    // the other kind of the same width is other bytes: no 304 for it
    const otherKind = await get(`${jpeg.url}?w=150`, {
      accept: NO_WEBP_ACCEPT,
      'if-none-match': sized.headers.etag as string,
    });
    expect(otherKind.statusCode).toBe(200);
    const whole = await get(jpeg.url);
    expect(whole.headers.etag).toBe(`"${jpeg.sha256}"`);
    expect(whole.rawPayload.equals(jpeg.bytes)).toBe(true);
    const wholeAgain = await get(jpeg.url, { 'if-none-match': `"${jpeg.sha256}"` });
    expect(wholeAgain.statusCode).toBe(304);
  });

  describe('hostile files: a clear refusal, and the server goes on', () => {
    const refused = async (bytes: Buffer, mimeType: string) => {
      const stored = await t.app.moyue.files.storePublic(bytes, mimeType);
      const response = await get(`${stored.url}?w=150`, { accept: CHROME_ACCEPT });
      expect(response.statusCode).toBe(422);
      expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
      // asked again, the same refusal (remembered, not decoded again)
      const again = await get(`${stored.url}?w=150`, { accept: CHROME_ACCEPT });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual(response.json());
      return response.json<{ Success: boolean; Code: number; Description: string }>();
    };

    it('refuses a file that is no picture', async () => {
      expect(await refused(Buffer.from('%PDF-1.7 not a cover at all'), 'image/jpeg')).toMatchObject(
        {
          Success: false,
          Code: 400,
          Description: '图片无法读取，不能按宽度提供',
        },
      );
    });

    it('refuses a corrupt (truncated) JPEG', async () => {
      const half = jpeg.bytes.subarray(0, jpeg.bytes.length >> 1);
      expect(await refused(half, 'image/jpeg')).toMatchObject({
        Code: 400,
        Description: '图片无法读取，不能按宽度提供',
      });
    });

    it('refuses a decompression bomb from its header', async () => {
      const started = Date.now();
      expect(await refused(pngBomb(), 'image/png')).toMatchObject({
        Code: 400,
        Description: '图片像素过多，不能按宽度提供',
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('still serves good covers after them', async () => {
      const response = await get(`${jpeg.url}?w=300`, { accept: CHROME_ACCEPT });
      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 300 });
    });
  });
});
