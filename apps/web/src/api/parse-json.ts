/**
 * spec §7: numbers of 16 or more digits in responses are read as strings, so
 * ids never lose precision. Only integer literals outside strings are touched.
 */
export function parseJsonKeepingBigIntegers(text: string): unknown {
  let out = '';
  let inString = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (inString) {
      out += ch;
      if (ch === '\\') {
        out += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (ch === '"') inString = false;
      i += 1;
      continue;
    }
    if (ch === '"') {
      inString = true;
      out += ch;
      i += 1;
      continue;
    }
    const match = /^-?\d{16,}(?![.eE\d])/.exec(text.slice(i, i + 64));
    if (match && !/[\d.]/.test(text[i - 1] ?? '')) {
      out += `"${match[0]}"`;
      i += match[0].length;
      continue;
    }
    out += ch;
    i += 1;
  }
  return JSON.parse(out);
}
