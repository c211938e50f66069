import { jieba } from '../../platform/jieba.ts';
import * as OpenCC from 'opencc-js';

// Chinese text for PostgreSQL full-text search with the 'simple' configuration:
// the app folds and segments, the database only stores and matches tokens.

const traditionalToSimplified = OpenCC.Converter({ from: 't', to: 'cn' });

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
/** Digits with dashes or spaces that look like an ISBN (10 to 18 digits); kept as one token. */
const ISBN_LIKE = /\d[\d\s-]{8,24}[\dXx]/g;
/** spec §9 ISBNs run 10 to 18 characters with the check character. */
const ISBN_DIGITS = /^[\dX]{10,18}$/;

/** Traditional → simplified, full-width → half-width, lower case: the one form we index and query. */
export function foldText(text: string): string {
  if (text === '') return text;
  return traditionalToSimplified(text.normalize('NFKC')).toLowerCase();
}

const foldedCharCache = new Map<string, string>();
/**
 * Folds one code point at a time, so position i of the answer is code point i
 * of the input (phrase-level conversions could change lengths). Used to place
 * highlights on the original text.
 */
export function foldCodePoints(text: string): string[] {
  return Array.from(text, (char) => {
    let folded = foldedCharCache.get(char);
    if (folded === undefined) {
      folded = Array.from(foldText(char)).length === 1 ? foldText(char) : char.toLowerCase();
      if (foldedCharCache.size < 50_000) foldedCharCache.set(char, folded);
    }
    return folded;
  });
}

/** ISBN-like runs of the text as bare digits (with X). */
function isbnTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(ISBN_LIKE)) {
    const digits = match[0].replace(/[^\dXx]/g, '').toUpperCase();
    if (ISBN_DIGITS.test(digits)) tokens.push(digits.toLowerCase());
  }
  return tokens;
}

/** jieba's search-mode words of folded text, without punctuation or spaces. */
function wordTokens(folded: string): string[] {
  const words: string[] = [];
  for (const word of jieba.cutForSearch(folded, true)) {
    for (const part of word.split(NOT_WORD)) if (part) words.push(part);
  }
  return words;
}

/** The adjacent pairs of a run of Han characters (明月光 → 明月, 月光). */
function bigrams(chars: string[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(chars[i]! + chars[i + 1]!);
  return pairs;
}

/**
 * The token string of a text for `to_tsvector('simple', …)`: every Han
 * character and every pair of adjacent Han characters (CJK bigrams: any
 * substring of two or more characters is found by exact index lookups, with
 * no position recheck, whatever jieba makes of the text), then jieba's longer
 * words (they rank exact words higher), latin and digit words, and whole ISBNs.
 */
export function indexTokens(text: string): string {
  if (!text) return '';
  const folded = foldText(text);
  const chars: string[] = [];
  const pairs: string[] = [];
  for (const run of folded.match(HAN_RUN) ?? []) {
    const runChars = Array.from(run);
    chars.push(...runChars);
    pairs.push(...bigrams(runChars));
  }
  const words = wordTokens(folded).filter((word) => !isShortHan(word));
  return [...chars, ...pairs, ...words, ...isbnTokens(folded)].join(' ');
}

/** One or two Han characters: already indexed as a character or a bigram. */
const isShortHan = (word: string) => {
  const length = Array.from(word).length;
  return length <= 2 && HAN.test(word);
};

/** A lexeme quoted for to_tsquery; our tokens hold only letters and digits, so quoting is enough. */
const lexeme = (token: string, weights: string) =>
  `'${token.replace(/'/g, "''").replace(/\\/g, '\\\\')}'${weights ? `:${weights}` : ''}`;

/**
 * The lexemes a keyword must all match, folded like the index: each run of
 * Han characters is its character (one) or the pairs of its adjacent
 * characters (two or more) — a substring search, with rare false positives
 * where the pairs occur apart; latin and digit words and ISBNs are
 * themselves. Pairs are taken over the whole run, not over jieba's words: a
 * word jieba splits (东去 → 东 / 去) must still match as the pair.
 */
export function queryLexemes(keyword: string): string[] {
  const folded = foldText(keyword);
  const lexemes = new Set<string>();
  for (const isbn of isbnTokens(folded)) lexemes.add(isbn);
  for (const part of folded.replace(ISBN_LIKE, ' ').split(NOT_WORD)) {
    for (const piece of part.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? []) {
      if (!HAN.test(piece)) {
        // latin and digits: the words jieba makes of them, as the index has them
        for (const word of wordTokens(piece)) lexemes.add(word);
        continue;
      }
      const chars = Array.from(piece);
      if (chars.length === 1) lexemes.add(piece);
      else for (const pair of bigrams(chars)) lexemes.add(pair);
    }
  }
  return [...lexemes];
}

/**
 * The tsquery text (for `to_tsquery('simple', …)`) of a keyword: the AND of
 * its lexemes (queryLexemes). Built only from tokens of letters and digits,
 * never from raw input, so no operator a user types reaches the parser.
 * `weights` ('B', 'AB') restricts matches to those fields. '' when the
 * keyword has no tokens.
 */
export function queryText(keyword: string, weights = ''): string {
  return queryLexemes(keyword)
    .map((token) => lexeme(token, weights))
    .join(' & ');
}

/** The words of a keyword to highlight, longest first (folded). */
export function highlightTerms(keyword: string): string[] {
  const folded = foldCodePoints(keyword.replace(NOT_WORD, '')).join('');
  const terms = new Set<string>();
  if (folded) terms.add(folded);
  for (const word of jieba.cutForSearch(foldCodePoints(keyword).join(''), true)) {
    for (const part of word.split(NOT_WORD)) if (part) terms.add(part);
  }
  return [...terms].sort((a, b) => Array.from(b).length - Array.from(a).length);
}

/** Cuts by code points, never inside a surrogate pair. */
export function sliceCodePoints(text: string, start: number, end?: number): string {
  return Array.from(text).slice(start, end).join('');
}

/** Escapes % _ and \ for a LIKE pattern (used with the default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
