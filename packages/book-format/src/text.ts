// The text rules of a stored book's lines, the same for imported and generated books.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const HAN = /\p{Script=Han}/gu;

/** Replaces lone surrogates so every string is valid UTF-8 (PostgreSQL rejects them). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

// Control characters other than tab and newline have no place in a book's text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** Cleans one line of source text: well-formed, trimmed, no control characters. */
export function cleanLine(text: string): string {
  return wellFormed(text).replace(CONTROL, '').trim();
}

export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

export function hanCount(text: string): number {
  return text.match(HAN)?.length ?? 0;
}
