// Where each file of an audio book lies in its e-book's text (issue 18:
// 'continue listening from where you read'). Offsets count the e-book's
// non-whitespace characters (code points) in passage order — the measure of
// unit_characters, so a reading Process converts to the same scale.

export interface TextRange {
  /** first character (inclusive) */
  start: number;
  /** last character + 1 */
  end: number;
}

const HAN = /\p{Script=Han}/u;
const SPACE = /\s/u;
/** A run this long of a chapter's characters must be found in the book to place it. */
const ANCHOR = 6;
/** How far into a chapter the anchor may start (a spoken title or author before the text). */
const MAX_LEAD = 40;

interface HanIndex {
  /** the book's Han characters, folded */
  chars: string[];
  /** each one's offset in the non-whitespace stream */
  offsets: number[];
  /** non-whitespace characters in all */
  length: number;
}

function indexBook(passages: readonly string[], fold: (char: string) => string): HanIndex {
  const chars: string[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const body of passages)
    for (const char of body) {
      if (SPACE.test(char)) continue;
      if (HAN.test(char)) {
        chars.push(fold(char));
        offsets.push(offset);
      }
      offset += 1;
    }
  return { chars, offsets, length: offset };
}

function findRun(haystack: string[], needle: string[], from: number): number {
  outer: for (let i = Math.max(0, from); i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The range of each chapter's text in the book, in order (a chapter is
 * looked for after the one before it); null for a chapter not found. Only
 * Han characters are compared, each folded by `fold` (e.g. traditional →
 * simplified), so punctuation and script differences do not matter.
 */
export function alignChapters(
  passages: readonly string[],
  chapters: readonly string[],
  fold: (char: string) => string = (char) => char,
): (TextRange | null)[] {
  const book = indexBook(passages, fold);
  let cursor = 0;
  return chapters.map((text) => {
    const han = Array.from(text)
      .filter((char) => HAN.test(char))
      .map(fold);
    if (han.length === 0) return null;
    const anchor = Math.min(ANCHOR, han.length);
    for (let lead = 0; lead <= Math.min(MAX_LEAD, han.length - anchor); lead++) {
      const at = findRun(book.chars, han.slice(lead, lead + anchor), cursor);
      if (at < 0) continue;
      const last = Math.min(at + han.length - lead, book.chars.length) - 1;
      cursor = last + 1;
      return { start: book.offsets[at]!, end: book.offsets[last]! + 1 };
    }
    return null;
  });
}

/** The characters before each unit and in all, from the characters of each unit. */
function prefix(unitCharacters: readonly number[]): number[] {
  const sums = [0];
  for (const count of unitCharacters) sums.push(sums.at(-1)! + Math.max(0, count));
  return sums;
}

/** The character a reading Process (0..1 over the units) stands at. */
export function characterAt(process: number, unitCharacters: readonly number[]): number {
  const units = unitCharacters.length;
  if (units === 0) return 0;
  const sums = prefix(unitCharacters);
  const position = Math.min(Math.max(process, 0), 1) * units;
  const unit = Math.min(Math.floor(position), units - 1);
  return Math.round(sums[unit]! + (position - unit) * Math.max(0, unitCharacters[unit]!));
}

/** The reading Process (0..1 over the units) of a character. */
export function processAt(character: number, unitCharacters: readonly number[]): number {
  const units = unitCharacters.length;
  if (units === 0) return 0;
  const sums = prefix(unitCharacters);
  const total = sums.at(-1)!;
  if (total <= 0) return 0;
  const at = Math.min(Math.max(character, 0), total);
  let unit = 0;
  while (unit < units - 1 && sums[unit + 1]! <= at) unit += 1;
  const within = unitCharacters[unit]! > 0 ? (at - sums[unit]!) / unitCharacters[unit]! : 0;
  return Math.min(1, (unit + Math.min(1, within)) / units);
}
