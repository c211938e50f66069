import {
  CATEGORY_TITLE_CUT_LENGTH,
  CATEGORY_TITLE_MAX_LENGTH,
  SHARE_SUMMARY_MAX_LENGTH,
  SHARE_TITLE_MAX_LENGTH,
  UNREAD_BADGE_MAX,
} from './ui-constants.ts';

/** Cuts to n characters by code point, so a character outside the BMP (e.g. 𫐐) is never split. */
export function cutByCodePoints(text: string, n: number): string {
  const points = Array.from(text);
  return points.length <= n ? text : points.slice(0, Math.max(0, n)).join('');
}

/** spec §2: category titles longer than 13 characters are cut to 12 plus an ellipsis. */
export function truncateCategoryTitle(title: string): string {
  return Array.from(title).length > CATEGORY_TITLE_MAX_LENGTH
    ? `${cutByCodePoints(title, CATEGORY_TITLE_CUT_LENGTH)}…`
    : title;
}

/** spec §9: share title cut to 30 characters. */
export const shareTitle = (title: string): string => cutByCodePoints(title, SHARE_TITLE_MAX_LENGTH);
/** spec §9: share summary cut to 80 characters. */
export const shareSummary = (summary: string): string =>
  cutByCodePoints(summary, SHARE_SUMMARY_MAX_LENGTH);

/** spec §3: keywords are separated by the full-width comma. */
export const splitKeywords = (keywords: string): string[] =>
  keywords
    .split('，')
    .map((word) => word.trim())
    .filter(Boolean);

/** spec §2: unread count shows 99+ above 99. */
export const formatUnreadCount = (count: number): string =>
  count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.max(0, Math.floor(count)));

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  times: '×',
  divide: '÷',
  deg: '°',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  sect: '§',
  para: '¶',
  yen: '¥',
  cent: '¢',
  pound: '£',
};

/**
 * spec §3: Title and Abstracts are decoded from HTML entities (named and numeric).
 * The result is plain text and must be rendered as text.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});/g,
    (whole, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X'
            ? parseInt(body.slice(2), 16)
            : parseInt(body.slice(1), 10);
        if (
          !Number.isFinite(code) ||
          code <= 0 ||
          code > 0x10ffff ||
          (code >= 0xd800 && code <= 0xdfff)
        )
          return whole;
        return String.fromCodePoint(code);
      }
      return NAMED_ENTITIES[body] ?? whole;
    },
  );
}
