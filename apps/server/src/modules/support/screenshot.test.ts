import { describe, expect, it } from 'vitest';
import { SupportMessages } from '@moyue/contracts/api/support';
import { readScreenshot, sniffImage } from './screenshot.ts';
import { PNG_1X1, jpegOf, pngOf, webpOf } from './support.test-kit.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');

describe('screenshots are judged by their bytes', () => {
  it('reads the type and size of PNG, JPEG and WebP headers', () => {
    expect(sniffImage(PNG_1X1)).toEqual({ type: 'image/png', width: 1, height: 1 });
    expect(sniffImage(jpegOf(640, 480))).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
    expect(sniffImage(webpOf(390, 844))).toEqual({ type: 'image/webp', width: 390, height: 844 });
  });

  it('accepts a data: URL whatever type it claims', () => {
    expect(readScreenshot(`data:text/plain;base64,${b64(PNG_1X1)}`).image.type).toBe('image/png');
  });

  it('refuses text, truncated images, a huge image and too many pixels with Chinese messages', () => {
    expect(() => readScreenshot(b64(Buffer.from('就是一段文字，不是图片')))).toThrow(
      SupportMessages.ScreenshotType,
    );
    expect(() =>
      readScreenshot(b64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))),
    ).toThrow(SupportMessages.ScreenshotType);
    expect(() => readScreenshot(b64(PNG_1X1.subarray(0, 30)))).toThrow(
      SupportMessages.ScreenshotBroken,
    );
    expect(() => readScreenshot(b64(jpegOf(10, 10).subarray(0, 8)))).toThrow(
      SupportMessages.ScreenshotBroken,
    );
    expect(() => readScreenshot('不是 base64')).toThrow(SupportMessages.ScreenshotBroken);
    expect(() => readScreenshot(b64(pngOf(10, 10, 2 * 1024 * 1024)))).toThrow(
      SupportMessages.ScreenshotTooLarge,
    );
    expect(() => readScreenshot(b64(pngOf(9000, 10)))).toThrow(SupportMessages.ScreenshotTooWide);
    expect(() => readScreenshot(b64(pngOf(0, 10)))).toThrow(SupportMessages.ScreenshotBroken);
  });
});
