/** A play or read count the way Chinese sites show it: 9999, 1.2万, 3.5亿. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  if (count < 10_000) return String(Math.floor(count));
  const [unit, size] = count < 100_000_000 ? ['万', 10_000] : ['亿', 100_000_000];
  const value = Math.floor((count / size) * 10) / 10;
  return `${value.toFixed(1).replace(/\.0$/, '')}${unit}`;
}

/** The date part of an UpdateTime 'YYYY-MM-DD HH:mm:ss' (UTC+8), '' when missing. */
export const formatUpdateDate = (updateTime: string): string =>
  /^\d{4}-\d{2}-\d{2}/.exec(updateTime)?.[0] ?? '';
