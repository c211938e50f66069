/**
 * Reading time as the centre shows it: '2小时15分钟', '35分钟', '不足1分钟',
 * '0分钟'; from 10 hours on the whole hours only ('123小时'), so a figure fits a phone's column.
 */
export function formatReadingTime(seconds: number): string {
  if (seconds <= 0) return '0分钟';
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return '不足1分钟';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes}分钟`;
  if (hours >= 10) return `${hours}小时`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}

/** Hours with one decimal, for chart axes. */
export const toHours = (seconds: number): number => Math.round((seconds / 3600) * 10) / 10;
