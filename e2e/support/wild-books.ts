import type { BrowserContext } from 'playwright-core';
import { buildEpub } from '@moyue/corpus/editions/epub-writer';

// Books as publishers and tools make them (issue 13), built in code: a
// vertical, right-to-left Chinese EPUB whose stylesheet names 宋体, and a PDF
// whose CJK font (STSong-Light) is not embedded.

export const WILD_BOOKS = {
  vertical: { title: '道德经（直排）', phrase: '道可道非常道', firstLine: '道可道，非常道' },
  pdf: { title: '滕王阁序', phrase: '落霞与孤鹜齐飞' },
} as const;

const VERSES = [
  '道可道，非常道；名可名，非常名。无名天地之始，有名万物之母。',
  '故常无欲，以观其妙；常有欲，以观其徼。此两者同出而异名，同谓之玄。玄之又玄，众妙之门。',
  '天下皆知美之为美，斯恶已；皆知善之为善，斯不善已。故有无相生，难易相成，长短相形，高下相倾。',
  '是以圣人处无为之事，行不言之教，万物作焉而不辞，生而不有，为而不恃，功成而弗居。',
];

/** 直排: vertical-rl in CSS (with the -epub- and -webkit- names), spine page-progression-direction="rtl", 宋体. */
export function verticalRtlEpub(): Uint8Array {
  return buildEpub({
    version: 3,
    identifier: 'urn:uuid:moyue-e2e-vertical-rtl',
    title: WILD_BOOKS.vertical.title,
    author: '老子',
    language: 'zh-CN',
    pageProgressionDirection: 'rtl',
    style: `@charset "utf-8";
html { -epub-writing-mode: vertical-rl; -webkit-writing-mode: vertical-rl; writing-mode: vertical-rl; }
body { font-family: "宋体", "SimSun", "Songti SC", serif; line-height: 1.8; }
h2 { font-family: "黑体", sans-serif; }
p { text-indent: 2em; margin: 0; }
`,
    chapters: Array.from({ length: 3 }, (_, i) => ({
      id: `c${i + 1}`,
      title: `第${'一二三'[i]}章`,
      parentId: null,
      paragraphs: Array.from({ length: 40 }, (_, p) => VERSES[(p + i) % VERSES.length]!),
    })),
  });
}

/** The app's vertical font (Noto Sans SC, a hashed asset of the build): for books that write vertically only. */
const VERTICAL_FONT_FILE = /^\/assets\/NotoSansHans-Regular-[\w-]+\.otf$/;

export interface FontFetch {
  url: string;
  status: number;
  cacheControl: string;
}

/** Every fetch of the vertical font in the context from now on, as answered. */
export function watchVerticalFont(ctx: BrowserContext): FontFetch[] {
  const fetches: FontFetch[] = [];
  ctx.on('response', (response) => {
    if (!VERTICAL_FONT_FILE.test(new URL(response.url()).pathname)) return;
    const headers = response.headers();
    fetches.push({
      url: response.url(),
      status: response.status(),
      cacheControl: headers['cache-control'] ?? '',
    });
  });
  return fetches;
}

/**
 * One page whose text is in STSong-Light, a CJK font the PDF does not embed
 * (Type0, UniGB-UCS2-H, no FontFile): pdf.js needs its CMaps to draw it.
 * Written by hand, as the import tests' hostile-book-fixtures.ts does.
 */
export function nonEmbeddedFontPdf(): Uint8Array {
  const text = WILD_BOOKS.pdf.phrase;
  const hex = [...text].map((c) => (c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')).join('');
  const content = `BT /F1 48 Tf 40 300 Td <${hex}> Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 400] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
