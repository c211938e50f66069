// Reads a PDF with pdfjs-dist (legacy build, for Node): metadata, outline and the text of each page.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { BookFormatError } from './book-format-error.ts';
import { loadPdfJs } from './pdfjs-loader.ts';

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * A PDF whose fonts are not embedded (STSong-Light and the like, common in Chinese
 * PDFs) is drawn by pdf.js with the canvas's fallback families: the server's canvas
 * (@napi-rs/canvas) knows no CJK font of its own and drew tofu boxes on the cover
 * (issue 13). A Simplified Chinese Noto Sans (with Latin and traditional characters),
 * the one the demo corpus embeds in its PDFs (the server's own dependency), answers for
 * those families.
 */
let cjkFallbackRegistered: Promise<void> | null = null;
function registerCjkFallbackFont(): Promise<void> {
  cjkFallbackRegistered ??= (async () => {
    try {
      const { GlobalFonts } = await import('@napi-rs/canvas');
      const file = path.join(
        path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')),
        '..',
        'fonts',
        'NotoSansHans-Regular.otf',
      );
      for (const family of ['serif', 'sans-serif', 'monospace'])
        GlobalFonts.registerFromPath(file, family);
    } catch {
      // no canvas or no font: covers of such PDFs keep the canvas's own fallback
    }
  })();
  return cjkFallbackRegistered;
}

/** What pdf.js's Node canvas factory hands out (an @napi-rs/canvas canvas and its context). */
interface NodeCanvasFactory {
  create(
    width: number,
    height: number,
  ): { canvas: { toBuffer(mimeType: 'image/png'): Uint8Array }; context: unknown };
  destroy(entry: { canvas: unknown; context: unknown }): void;
}

export interface PdfOutlineNode {
  title: string;
  /** 1-based page the entry opens */
  page: number;
  children: PdfOutlineNode[];
}

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  keywords: string;
  creationDate: string | null;
  language: string;
}

export interface OpenedPdf {
  pageCount: number;
  info: PdfInfo;
  outline: PdfOutlineNode[];
  /** The text of a 1-based page, lines joined with '\n'. */
  pageText(page: number): Promise<string>;
  /** The first page drawn as a PNG `width` pixels wide (the cover); null when it cannot be drawn. */
  firstPagePng(width: number): Promise<Buffer | null>;
  close(): Promise<void>;
}

function pdfDate(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(?:D:)?(\d{4})(\d{2})?(\d{2})?/.exec(value) : null;
  if (!match) return null;
  return `${match[1]}-${match[2] ?? '01'}-${match[3] ?? '01'}`;
}

async function outlineOf(doc: PDFDocumentProxy): Promise<PdfOutlineNode[]> {
  const outline = await doc.getOutline();
  type Item = (typeof outline)[number];
  const pageOf = async (item: Item): Promise<number | null> => {
    try {
      const dest = typeof item.dest === 'string' ? await doc.getDestination(item.dest) : item.dest;
      const target: unknown = dest?.[0];
      if (typeof target === 'number') return target + 1;
      if (target && typeof target === 'object')
        return (
          (await doc.getPageIndex(target as Parameters<PDFDocumentProxy['getPageIndex']>[0])) + 1
        );
    } catch {
      // a broken destination leaves the entry out
    }
    return null;
  };
  const walk = async (items: Item[] | undefined): Promise<PdfOutlineNode[]> => {
    const nodes: PdfOutlineNode[] = [];
    for (const item of items ?? []) {
      const children = await walk(item.items);
      const page = (await pageOf(item)) ?? children[0]?.page ?? null;
      const title = item.title.replace(/\s+/g, ' ').trim();
      if (page !== null && title !== '') nodes.push({ title, page, children });
    }
    return nodes;
  };
  return walk(outline ?? undefined);
}

/** Opens a PDF; throws BookFormatError when it is corrupt, truncated, encrypted or has no pages. */
export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  // Loaded on the first PDF, not at start-up (pdfjs-loader.ts: its polyfills).
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    // pdf.js takes ownership of (and detaches) the buffer it is given.
    data: new Uint8Array(bytes),
    cMapUrl: `${pdfjsRoot}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    const name = (error as Error).name;
    if (name === 'PasswordException')
      throw new BookFormatError('the PDF is encrypted (password protected)');
    throw new BookFormatError(`corrupt or truncated PDF (${(error as Error).message})`);
  }
  try {
    if (doc.numPages < 1) throw new BookFormatError('the PDF has no pages');
    const info = (await doc.getMetadata()).info as Record<string, unknown>;
    const text = (key: string) => (typeof info[key] === 'string' ? info[key].trim() : '');
    return {
      pageCount: doc.numPages,
      info: {
        title: text('Title'),
        author: text('Author'),
        subject: text('Subject'),
        keywords: text('Keywords'),
        creationDate: pdfDate(info.CreationDate),
        language: text('Language'),
      },
      outline: await outlineOf(doc),
      async pageText(page) {
        const pdfPage = await doc.getPage(page);
        const content = await pdfPage.getTextContent();
        let result = '';
        for (const item of content.items) {
          if (!('str' in item)) continue;
          result += item.str;
          if (item.hasEOL) result += '\n';
        }
        pdfPage.cleanup();
        return result;
      },
      async firstPagePng(width) {
        // pdf.js draws in Node on its own canvas factory (@napi-rs/canvas, its optional
        // dependency, prebuilt); without it the importer keeps a generated cover.
        try {
          const factory = (doc as unknown as { canvasFactory?: NodeCanvasFactory }).canvasFactory;
          if (!factory) return null;
          await registerCjkFallbackFont();
          const page = await doc.getPage(1);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: width / base.width });
          const { canvas, context } = factory.create(
            Math.ceil(viewport.width),
            Math.ceil(viewport.height),
          );
          // Typed for the DOM's canvas, which the server's types do not know.
          await page.render({
            canvas: canvas as never,
            canvasContext: context as never,
            viewport,
          }).promise;
          const png = canvas.toBuffer('image/png');
          factory.destroy({ canvas, context });
          page.cleanup();
          return Buffer.from(png);
        } catch {
          return null;
        }
      },
      async close() {
        await task.destroy();
      },
    };
  } catch (error) {
    await task.destroy();
    throw error;
  }
}
