import { codePointLength } from './text.ts';

/** Characters per page when page numbers are assigned. */
export const PAGE_CHARS = 500;

/** Splits a text into parts of at most `max` code points, preferring line, then sentence boundaries. */
export function splitText(text: string, max = PAGE_CHARS): string[] {
  if (codePointLength(text) <= max) return [text];
  const pieces: string[] = [];
  for (const line of text.split('\n')) {
    if (codePointLength(line) <= max) {
      pieces.push(line);
      continue;
    }
    for (const sentence of line.split(/(?<=[。！？；!?;])/u)) {
      const points = Array.from(sentence);
      for (let start = 0; start < points.length; start += max)
        pieces.push(points.slice(start, start + max).join(''));
    }
  }
  const parts: string[] = [];
  let current = '';
  let currentLength = 0;
  for (const piece of pieces) {
    if (piece === '') continue;
    const length = codePointLength(piece);
    if (current !== '' && currentLength + 1 + length > max) {
      parts.push(current);
      current = '';
      currentLength = 0;
    }
    currentLength += current === '' ? length : 1 + length;
    current = current === '' ? piece : `${current}\n${piece}`;
  }
  if (current !== '') parts.push(current);
  return parts;
}
