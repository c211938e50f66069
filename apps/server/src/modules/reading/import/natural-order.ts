// Natural order of file names (issue 18): 第2集 before 第10集, 02 before 10,
// 第二集 before 第十集 — digits, Arabic or Chinese, compared by value.

const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** 十 → 10, 二十三 → 23, 一百零五 → 105 (Chinese numerals up to the thousands). */
export function chineseNumber(text: string): number {
  let total = 0;
  let digit = 0;
  for (const char of text) {
    const unit = UNITS[char];
    if (unit) {
      total += (digit || 1) * unit;
      digit = 0;
    } else digit = DIGITS[char] ?? 0;
  }
  return total + digit;
}

// Only a run that reads as a number: a lone 一 inside a word (一首) is a number too, which
// keeps 第一首 before 第二首; words without numerals are untouched.
const withArabic = (name: string) =>
  name.replace(/[零〇一二两三四五六七八九十百千]+/gu, (match) => String(chineseNumber(match)));

const collator = new Intl.Collator('zh-Hans-CN', { numeric: true, sensitivity: 'base' });

/** Natural order of names: numbers (Arabic or Chinese) by value, then the names themselves. */
export const naturalCompare = (a: string, b: string): number =>
  collator.compare(withArabic(a), withArabic(b)) || collator.compare(a, b);
