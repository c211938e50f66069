import {
  GlobalWorkerOptions,
  PDFWorker,
  TextLayer,
  getDocument,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import './pdf-text-layer.css';

// pdf.js with its worker bundled by Vite (served from our own /assets, no CDN).
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * pdf.js's character maps and standard fonts, shipped with the app (vite.config.ts):
 * without them a PDF whose CJK font is not embedded (STSong-Light, UniGB-UCS2-H) draws nothing.
 */
export const PDFJS_RESOURCES = {
  cMapUrl: '/pdfjs/cmaps/',
  cMapPacked: true,
  standardFontDataUrl: '/pdfjs/standard_fonts/',
} as const;

let worker: PDFWorker | null = null;

/** Starts pdf.js's worker ahead of the book (the reader page calls it while the licence flow runs). */
export function warmPdfWorker(): PDFWorker {
  worker ??= new PDFWorker();
  return worker;
}

/** Opens decrypted PDF bytes; no script, eval or XFA form of the file runs. */
export function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(bytes.slice(0)),
    worker: warmPdfWorker(),
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: false,
    ...PDFJS_RESOURCES,
  }).promise;
}

export interface RenderedPage {
  width: number;
  height: number;
  cancel(): void;
  done: Promise<void>;
}

/**
 * Draws one page on a canvas (sharp on high-density screens) with its text
 * layer above it, at `zoom` × the scale that fits `fitWidth`.
 */
export async function renderPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  target: { canvas: HTMLCanvasElement; textLayer: HTMLDivElement },
  fitWidth: number,
  zoom: number,
): Promise<RenderedPage> {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: (fitWidth / base.width) * zoom });
  // At 5× zoom a sharp canvas would pass Chromium's canvas limits: at most 8192 px wide.
  const ratio = Math.min(window.devicePixelRatio || 1, 8192 / viewport.width);
  const { canvas, textLayer } = target;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  const task: RenderTask = page.render({
    canvas,
    viewport,
    transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
  });
  textLayer.replaceChildren();
  textLayer.style.setProperty('--total-scale-factor', String(viewport.scale));
  const text = new TextLayer({
    textContentSource: page.streamTextContent(),
    container: textLayer,
    viewport,
  });
  return {
    width: viewport.width,
    height: viewport.height,
    cancel: () => {
      task.cancel();
      text.cancel();
    },
    done: Promise.all([task.promise, text.render()]).then(() => undefined),
  };
}

export interface PdfSearchHit {
  page: number;
  excerpt: string;
}

const pageTexts = new WeakMap<PDFDocumentProxy, Map<number, string>>();

async function textOf(doc: PDFDocumentProxy, pageNumber: number): Promise<string> {
  let cache = pageTexts.get(doc);
  if (!cache) {
    cache = new Map<number, string>();
    pageTexts.set(doc, cache);
  }
  const known = cache.get(pageNumber);
  if (known !== undefined) return known;
  const content = await (await doc.getPage(pageNumber)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
  cache.set(pageNumber, text);
  return text;
}

/** Finds `query` in every page delivered (whitespace-insensitive), up to `limit` hits. */
export async function searchPdf(
  doc: PDFDocumentProxy,
  query: string,
  limit = 200,
): Promise<PdfSearchHit[]> {
  const needle = query.replace(/\s+/g, '');
  const hits: PdfSearchHit[] = [];
  for (let page = 1; page <= doc.numPages && hits.length < limit; page += 1) {
    const text = (await textOf(doc, page)).replace(/\s+/g, '');
    let at = text.indexOf(needle);
    while (at >= 0 && hits.length < limit) {
      hits.push({
        page,
        excerpt: `${at > 20 ? '…' : ''}${text.slice(Math.max(0, at - 20), at + needle.length + 40)}`,
      });
      at = text.indexOf(needle, at + needle.length);
    }
  }
  return hits;
}
