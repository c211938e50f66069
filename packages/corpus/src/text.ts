import * as OpenCC from 'opencc-js';

const toSimplifiedConverter = OpenCC.Converter({ from: 't', to: 'cn' });

/** Traditional → simplified (mainland) for titles, authors and abstracts. */
export function toSimplified(text: string): string {
  return text === '' ? text : toSimplifiedConverter(text);
}

/** Cuts to at most `max` code points (never splits a surrogate pair), adding '…' when cut. */
export function cutCodePoints(text: string, max: number): string {
  const points = Array.from(text);
  if (points.length <= max) return text;
  return points.slice(0, Math.max(0, max - 1)).join('') + '…';
}

const CHINESE_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 12 → 十二, 20 → 二十, 105 → 一百零五 (enough for chapter and volume numbers). */
export function chineseNumber(value: number): string {
  if (value < 10) return CHINESE_DIGITS[value] ?? String(value);
  if (value < 20) return '十' + (value % 10 === 0 ? '' : (CHINESE_DIGITS[value % 10] ?? ''));
  if (value < 100) {
    const ones = value % 10;
    return (
      (CHINESE_DIGITS[Math.floor(value / 10)] ?? '') +
      '十' +
      (ones === 0 ? '' : (CHINESE_DIGITS[ones] ?? ''))
    );
  }
  if (value < 1000) {
    const rest = value % 100;
    const head = (CHINESE_DIGITS[Math.floor(value / 100)] ?? '') + '百';
    if (rest === 0) return head;
    return (
      head +
      (rest < 10
        ? '零' + chineseNumber(rest)
        : rest < 20
          ? '一' + chineseNumber(rest)
          : chineseNumber(rest))
    );
  }
  return String(value);
}
