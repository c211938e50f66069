// The file is Noto Sans SC (Noto Sans Hans, OFL-1.1) as @embedpdf/fonts-sc
// ships it: Vite copies it into the build as a hashed asset, which the server
// caches for a year (platform/spa.ts). vite.config.ts maps the package's fonts/
// folder, which its exports map does not list.
import verticalFontUrl from '@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf?url';

/**
 * The EPUB frame's vertical font (frame/vertical-font.ts), fetched from the
 * app's own origin when the frame asks (only for books that write
 * vertically); null when it cannot be had, and the frame then keeps the
 * reader's own fonts.
 */
export async function fetchVerticalFont(): Promise<ArrayBuffer | null> {
  try {
    const response = await fetch(verticalFontUrl);
    return response.ok ? await response.arrayBuffer() : null;
  } catch {
    return null;
  }
}
