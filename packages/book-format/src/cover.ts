import { hashNumber } from './hash.ts';

/** What a generated cover shows: title, byline and publisher; the slug picks its colours. */
export interface CoverBook {
  title: string;
  author: string;
  dynasty: string;
  publisher: string;
  slug: string;
}

export const COVER_FONT_STACK = "'Noto Serif SC','Songti SC','SimSun','WenQuanYi Zen Hei',serif";

/** Traditional Chinese colour pairs: cover cloth, label/ink accent, and seal. */
const PALETTES = [
  { cloth: '#1f3a5f', accent: '#c9a86a', label: '#f4ecd8', ink: '#2b2b2b', seal: '#b23a2e' }, // 靛青
  { cloth: '#5b2c2c', accent: '#d9b26f', label: '#f6efe0', ink: '#2a1d1d', seal: '#c0392b' }, // 绛紫
  { cloth: '#2f4f3a', accent: '#c8b27a', label: '#f3eedc', ink: '#1f2a22', seal: '#a83226' }, // 松绿
  { cloth: '#3d3b52', accent: '#b9a77b', label: '#efeadf', ink: '#25243a', seal: '#b5382b' }, // 黛蓝
  { cloth: '#7a5a2f', accent: '#2e2a24', label: '#f7f0de', ink: '#2e2a24', seal: '#a93a2b' }, // 秋香
  { cloth: '#44505a', accent: '#d6c08f', label: '#f2ede1', ink: '#222a30', seal: '#b83b2d' }, // 苍灰
  { cloth: '#8c2f2b', accent: '#e3c27a', label: '#f8f1e3', ink: '#3a1c1a', seal: '#5e1f1b' }, // 朱红
  { cloth: '#1e4d4f', accent: '#d2b57c', label: '#f1ecdf', ink: '#1a2c2d', seal: '#b13c2e' }, // 石青
] as const;

export type Palette = (typeof PALETTES)[number];

export function paletteFor(seed: string): Palette {
  return PALETTES[hashNumber(seed, 'palette') % PALETTES.length] ?? PALETTES[0];
}

/** Escapes text for XML element content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/** Splits text into vertical columns of at most `maxPerColumn` characters (at most two columns). */
/** Brackets and commas take their vertical presentation forms when set top to bottom. */
const VERTICAL_FORMS: Readonly<Record<string, string>> = {
  '（': '︵',
  '）': '︶',
  '(': '︵',
  ')': '︶',
  '〔': '︹',
  '〕': '︺',
  '《': '︽',
  '》': '︾',
  '「': '﹁',
  '」': '﹂',
  '—': '︱',
};

function columnsOf(text: string, maxPerColumn: number): string[][] {
  const points = Array.from(text.replace(/\s+/gu, ''))
    .map((char) => VERTICAL_FORMS[char] ?? char)
    .slice(0, maxPerColumn * 2);
  if (points.length <= maxPerColumn) return [points];
  const half = Math.ceil(points.length / 2);
  return [points.slice(0, half), points.slice(half)];
}

/** One character per row, top to bottom; the first column is the rightmost, as Chinese vertical text reads. */
function verticalText(
  columns: readonly string[][],
  rightX: number,
  top: number,
  size: number,
  attributes: string,
): string {
  return columns
    .map((column, index) => {
      const x = rightX - index * (size + 6);
      const spans = column
        .map(
          (char, row) =>
            `<tspan x="${x}" y="${top + (row + 1) * (size + 2)}">${xmlEscape(char)}</tspan>`,
        )
        .join('');
      return `<text text-anchor="middle" ${attributes} font-size="${size}">${spans}</text>`;
    })
    .join('');
}

/** A generated thread-bound-book cover, 300×420, colours stable per slug. */
export function coverSvg(book: CoverBook): string {
  const palette = paletteFor(book.slug);
  const titleLength = Array.from(book.title).length;
  const titleSize = titleLength <= 6 ? 30 : titleLength <= 9 ? 24 : 20;
  const titleColumns = columnsOf(book.title, Math.floor(250 / (titleSize + 2)));
  const labelWidth = titleColumns.length * (titleSize + 6) + 18;
  const labelHeight =
    Math.max(...titleColumns.map((column) => column.length)) * (titleSize + 2) + 28;
  const labelX = 250 - labelWidth;
  const byline = `${book.dynasty ? `〔${book.dynasty}〕` : ''}${book.author}`;
  const font = `font-family="${COVER_FONT_STACK}"`;
  const stitches = [60, 150, 270, 360]
    .map(
      (y) =>
        `<circle cx="272" cy="${y}" r="3" fill="${palette.accent}"/><line x1="272" y1="${y}" x2="300" y2="${y}" stroke="${palette.accent}" stroke-width="1.5"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 420" width="300" height="420" role="img" aria-label="${xmlEscape(book.title)}">`,
    `<rect width="300" height="420" fill="${palette.cloth}"/>`,
    `<rect x="12" y="12" width="250" height="396" fill="none" stroke="${palette.accent}" stroke-width="1" opacity="0.6"/>`,
    `<line x1="272" y1="0" x2="272" y2="420" stroke="${palette.accent}" stroke-width="1" opacity="0.8"/>`,
    stitches,
    `<rect x="${labelX}" y="28" width="${labelWidth}" height="${labelHeight}" fill="${palette.label}" stroke="${palette.accent}" stroke-width="2"/>`,
    verticalText(
      titleColumns,
      250 - 9 - (titleSize + 6) / 2,
      36,
      titleSize,
      `${font} font-weight="700" fill="${palette.ink}"`,
    ),
    verticalText(
      columnsOf(byline, 16),
      Math.min(labelX - 22, 60),
      36,
      15,
      `${font} fill="${palette.label}" opacity="0.92"`,
    ),
    `<rect x="40" y="318" width="40" height="40" rx="3" fill="${palette.seal}"/>`,
    `<text x="60" y="335" text-anchor="middle" ${font} font-size="14" fill="${palette.label}">墨阅</text>`,
    `<text x="60" y="352" text-anchor="middle" ${font} font-size="14" fill="${palette.label}">藏本</text>`,
    `<text x="137" y="392" text-anchor="middle" ${font} font-size="13" fill="${palette.label}" opacity="0.9">${xmlEscape(book.publisher)}</text>`,
    '</svg>',
  ].join('');
}
