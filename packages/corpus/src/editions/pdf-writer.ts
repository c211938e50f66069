// Writes real PDFs with pdfkit and a CJK font from the npm registry (@embedpdf/fonts-sc, Noto Sans Hans).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

export interface PdfOutlineInput {
  title: string;
  /** 1-based page */
  page: number;
  children: PdfOutlineInput[];
}

/** A heading (a TOC node starting here) or a paragraph of text. */
export interface PdfBlock {
  heading: boolean;
  text: string;
}

export interface PdfPageInput {
  /** In reading order. */
  blocks: PdfBlock[];
}

export interface PdfBookInput {
  title: string;
  author?: string;
  subject?: string;
  keywords?: string;
  /** Fixed, so the same book gives the same bytes. */
  creationDate?: Date;
  pages: PdfPageInput[];
  outline: PdfOutlineInput[];
  /** The font: Noto Sans Hans 'sc' (GB2312) or Hant 'tc' (Big5); by default the one that covers more of the text. */
  script?: Script;
  /** Encrypts the PDF with these passwords (fixtures of a refused import). */
  userPassword?: string;
  ownerPassword?: string;
}

const PAGE_SIZE: [number, number] = [420, 595]; // A5
const MARGIN = 36;
const BODY_SIZE = 10.5;
const MIN_SIZE = 6;
const MIN_SIZE_RUN_ON = 3;

const FONTS = {
  // Noto Sans Hans (GB2312) and Noto Sans Hant (Big5), OFL, from the npm registry
  sc: { module: '@embedpdf/fonts-sc', file: 'NotoSansHans-Regular.otf' },
  tc: { module: '@embedpdf/fonts-tc', file: 'NotoSansHant-Regular.otf' },
} as const;
type Script = keyof typeof FONTS;
const fontBytes = new Map<Script, Buffer>();
const fontGlyphs = new Map<Script, Font>();
/** The conventional mark (geta) for a character the font cannot show. */
const MISSING = '〓';

/** Where the font file of a script lies (also drawn into the demo course videos). */
export function cjkFontPath(script: keyof typeof FONTS): string {
  // the packages export only dist/index.*; their fonts lie beside dist
  const entry = createRequire(import.meta.url).resolve(FONTS[script].module);
  return path.join(entry, '..', '..', 'fonts', FONTS[script].file);
}

/** The font file of a script, read once. */
function cjkFont(script: keyof typeof FONTS): Buffer {
  let bytes = fontBytes.get(script);
  if (!bytes) {
    bytes = fs.readFileSync(cjkFontPath(script));
    fontBytes.set(script, bytes);
  }
  return bytes;
}

function glyphsOf(script: Script): Font {
  let font = fontGlyphs.get(script);
  if (!font) {
    font = createFont(cjkFont(script)) as Font;
    fontGlyphs.set(script, font);
  }
  return font;
}

/**
 * The font that can show more of the text (the simplified one covers GB2312,
 * the traditional one Big5), and the text with what it still lacks as 〓.
 */
function fitScript(
  texts: string[],
  wanted: Script | undefined,
): { script: Script; show: (text: string) => string } {
  const characters = new Set<string>();
  for (const text of texts)
    for (const char of text) if (char.codePointAt(0)! > 0x2e7f) characters.add(char);
  const missingIn = (script: Script) => {
    const font = glyphsOf(script);
    return new Set(
      [...characters].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!)),
    );
  };
  let script: Script = wanted ?? 'sc';
  let missing = missingIn(script);
  if (!wanted && missing.size > 0) {
    const other = missingIn('tc');
    if (other.size < missing.size) [script, missing] = ['tc', other];
  }
  return {
    script,
    show: (text) =>
      missing.size === 0
        ? text
        : Array.from(text, (char) => (missing.has(char) ? MISSING : char)).join(''),
  };
}

/** Builds the PDF; input page n is PDF page n (text shrinks to fit, never flows onto a new page). */
export async function buildPdf(input: PdfBookInput): Promise<Uint8Array> {
  if (input.pages.length === 0) throw new Error(`pdf ${input.title}: no pages`);
  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margin: MARGIN,
    autoFirstPage: false,
    // kept in memory so that outline entries can be added on their pages afterwards
    bufferPages: true,
    compress: true,
    info: {
      Title: input.title,
      Author: input.author ?? '',
      Subject: input.subject ?? '',
      Keywords: input.keywords ?? '',
      Producer: 'Moyue',
      Creator: 'Moyue',
      CreationDate: input.creationDate ?? new Date('2026-01-01T00:00:00Z'),
    },
    lang: 'zh-CN',
    ...(input.userPassword || input.ownerPassword
      ? {
          pdfVersion: '1.7' as const,
          ...(input.userPassword ? { userPassword: input.userPassword } : {}),
          ...(input.ownerPassword ? { ownerPassword: input.ownerPassword } : {}),
        }
      : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const { script, show } = fitScript(
    input.pages.flatMap((page) => page.blocks.map((block) => block.text)),
    input.script,
  );
  doc.registerFont('cjk', cjkFont(script));
  const width = PAGE_SIZE[0] - 2 * MARGIN;
  const height = PAGE_SIZE[1] - 2 * MARGIN - 24;
  input.pages.forEach((page, index) => {
    doc.addPage();
    doc.font('cjk');
    let blocks = page.blocks.map((block) => ({ ...block, text: show(block.text) }));
    let size = BODY_SIZE;
    const options = (block: PdfBlock) =>
      block.heading
        ? { width, align: 'center' as const, lineGap: size * 0.3 }
        : { width, lineGap: size * 0.4 };
    const fontSizeOf = (block: PdfBlock) => (block.heading ? size * 1.25 : size);
    const gapOf = (block: PdfBlock) => (block.heading ? size * 0.8 : size * 0.15);
    const heightOf = (block: PdfBlock) =>
      doc.fontSize(fontSizeOf(block)).heightOfString(block.text, options(block)) + gapOf(block);
    const measure = () => blocks.reduce((sum, block) => sum + heightOf(block), 0);
    while (size > MIN_SIZE && measure() > height) size -= 0.5;
    if (measure() > height) {
      // Many short verse lines: run them on, separated by ideographic spaces, rather than lose any.
      blocks = blocks.map((block) => ({ ...block, text: block.text.replace(/\n/g, '　') }));
      size = BODY_SIZE;
      while (size > MIN_SIZE_RUN_ON && measure() > height) size -= 0.5;
    }
    // Each block at a measured place, so what was measured is what is drawn.
    let y = MARGIN;
    for (const block of blocks) {
      const blockHeight = heightOf(block);
      doc
        .fontSize(fontSizeOf(block))
        .text(block.text, MARGIN, y + (block.heading ? gapOf(block) / 2 : 0), options(block));
      y += blockHeight;
    }
    // the folio sits in the bottom margin: without this pdfkit would open a new page for it
    doc.page.margins.bottom = 0;
    doc.fontSize(8).text(String(index + 1), MARGIN, PAGE_SIZE[1] - MARGIN, {
      width,
      align: 'center',
      lineBreak: false,
    });
  });
  if (doc.bufferedPageRange().count !== input.pages.length)
    throw new Error(
      `pdf ${input.title}: a page overflowed (${doc.bufferedPageRange().count} pages)`,
    );
  // Outline entries point at their pages (pdfkit's outline targets the page current when added).
  addOutline(doc, doc.outline, input.outline);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function addOutline(
  doc: PDFKit.PDFDocument,
  parent: PDFKit.PDFOutline,
  entries: PdfOutlineInput[],
): void {
  for (const entry of entries) {
    doc.switchToPage(entry.page - 1);
    const item = parent.addItem(entry.title);
    addOutline(doc, item, entry.children);
  }
}
