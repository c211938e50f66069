import { foldCodePoints, highlightTerms } from './chinese-text.ts';

export type Snippet = { text: string; hit: boolean }[];

/** spec: a snippet shows a short excerpt only. */
export const SNIPPET_MAX_CODE_POINTS = 80;
/** How much text precedes the first hit. */
const LEAD = 20;

/**
 * A short excerpt of a passage around the first hit, as fragments marking the
 * keyword, cut by code points (never inside a surrogate pair). Matching works
 * on the folded text (traditional → simplified), highlighting on the original.
 */
export function buildSnippet(
  body: string,
  keyword: string | string[],
  max = SNIPPET_MAX_CODE_POINTS,
  /** false: when no whole term is in the text, mark nothing (a passage found by its chapter's title) */
  charFallback = true,
): Snippet {
  const chars = Array.from(body.replace(/\s+/g, ' ').trim());
  const folded = foldCodePoints(chars.join(''));
  // The highlight terms of the keyword (callers building many snippets pass them once).
  let terms = (typeof keyword === 'string' ? highlightTerms(keyword) : keyword).map((term) =>
    Array.from(term),
  );
  let first = firstHit(folded, terms);
  if (first < 0 && charFallback) {
    // The query matched as separate characters: highlight them one by one.
    terms = [...new Set(terms.flat())].map((char) => [char]);
    first = firstHit(folded, terms);
  }
  const start = first < 0 ? 0 : Math.max(0, Math.min(first - LEAD, chars.length - max));
  const end = Math.min(chars.length, start + max);
  const marks = new Array<boolean>(end - start).fill(false);
  for (let i = start; i < end; i += 1) {
    for (const term of terms) {
      if (i + term.length <= end && term.every((char, k) => folded[i + k] === char)) {
        for (let k = 0; k < term.length; k += 1) marks[i - start + k] = true;
        break;
      }
    }
  }
  const snippet: Snippet = [];
  for (let i = start; i < end; i += 1) {
    const hit = marks[i - start] ?? false;
    const last = snippet.at(-1);
    if (last && last.hit === hit) last.text += chars[i];
    else snippet.push({ text: chars[i] ?? '', hit });
  }
  return snippet;
}

function firstHit(folded: string[], terms: string[][]): number {
  for (let i = 0; i < folded.length; i += 1) {
    for (const term of terms) {
      if (term.length > 0 && term.every((char, k) => folded[i + k] === char)) return i;
    }
  }
  return -1;
}

/** The whole keyword (first) and its words of two or more characters: 思 of 静夜思 alone is no hit. */
export const wholeTerms = (terms: string[]): string[] =>
  terms.filter((term, i) => i === 0 || Array.from(term).length > 1);

/**
 * A chapter title with the keyword's words marked when one of them (whole,
 * not a stray character) is in it; null otherwise (issue 12: a hit found by
 * its chapter's title). `terms` are highlight terms, longest first.
 */
export function titleSnippet(title: string, terms: string[]): Snippet | null {
  const folded = foldCodePoints(title).join('');
  const whole = wholeTerms(terms);
  if (!whole.some((term) => term !== '' && folded.includes(term))) return null;
  return buildSnippet(title, whole, Array.from(title).length, false);
}
