// A CJK font for vertical writing (直排), shipped with the app. Vertical text
// needs a font's vertical metrics (vhea/vmtx/VORG) and its 'vert' forms
// (punctuation set upright in the column's corner); a system font without
// good ones overlaps the glyphs of a column (WenQuanYi Zen Hei, the CJK font
// of many Linux machines, does). The frame registers Noto Sans SC (the app
// fetches it for the frame, which may fetch nothing) only when a book writes
// vertically, and places it before the generic families of the book's own
// font lists: a named font the reader's machine has (宋体 on Windows, Songti
// SC on a Mac) still wins, one it lacks falls back to this one.

/** The family name the frame registers the font under (never a name a machine has). */
export const VERTICAL_FONT_FAMILY = 'Moyue Vertical CJK';

/**
 * Characters the font is used for: CJK punctuation, kana, ideographs and
 * their extensions, compatibility forms, vertical and full-width forms.
 * Latin letters and digits keep the book's own fonts.
 */
export const VERTICAL_FONT_RANGE = [
  'U+2E80-2FDF', // radicals
  'U+3000-30FF', // CJK symbols and punctuation, kana
  'U+3100-31FF', // bopomofo, kanbun, strokes
  'U+3200-4DBF', // enclosed letters, compatibility, extension A
  'U+4E00-9FFF', // unified ideographs
  'U+F900-FAFF', // compatibility ideographs
  'U+FE10-FE1F', // vertical forms
  'U+FE30-FE4F', // compatibility forms
  'U+FF00-FFEF', // full-width forms
  'U+20000-3134F', // extensions B–G
].join(', ');

/** CSS generic families: the book's list falls back to one of these whatever the machine holds. */
const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
]);

/** Keywords that end a font-family list without naming a font. */
const KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);

/**
 * A font-family list with the vertical font before its first generic family
 * (or at its end): `"宋体", serif` → `"宋体", "Moyue Vertical CJK", serif`.
 * A list that is only a keyword (inherit …) or a var() is left as it is.
 */
export function withVerticalFallback(families: string): string {
  const trimmed = families.trim();
  if (KEYWORDS.has(trimmed.toLowerCase()) || /var\(|env\(/i.test(trimmed)) return families;
  if (trimmed.includes(VERTICAL_FONT_FAMILY)) return families;
  const parts = splitFamilies(trimmed);
  const generic = parts.findIndex((part) => GENERIC_FAMILIES.has(part.trim().toLowerCase()));
  const at = generic < 0 ? parts.length : generic;
  parts.splice(at, 0, ` "${VERTICAL_FONT_FAMILY}"`);
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** Splits a family list at the commas outside quotes. */
function splitFamilies(list: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const char of list) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ',') {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

const FONT_FAMILY_DECLARATION = /((?:^|[;{\s])font-family\s*:\s*)([^;{}!]+)/gi;

/**
 * A stylesheet (or style attribute) whose font-family declarations fall back
 * to the vertical font before their generic family. The `font` shorthand is
 * left alone: its family list is the last part, after a size that may hold
 * commas only inside functions, and books declare families with font-family.
 */
export function cssWithVerticalFallback(css: string): string {
  return css.replace(
    FONT_FAMILY_DECLARATION,
    (_whole, property: string, value: string) => `${property}${withVerticalFallback(value)}`,
  );
}

/** Makes the vertical font available to the frame's document from its bytes (the font file as shipped). */
export async function registerVerticalFont(bytes: ArrayBuffer): Promise<FontFace> {
  const face = new FontFace(VERTICAL_FONT_FAMILY, bytes, { unicodeRange: VERTICAL_FONT_RANGE });
  await face.load();
  document.fonts.add(face);
  return face;
}
