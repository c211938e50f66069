const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;
/** Asia/Shanghai: server and browser show the same wall-clock time. */
export const CHINA_UTC_OFFSET_MINUTES = 480;

const pad = (n: number) => String(n).padStart(2, '0');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  weekday: number;
  dayNumber: number;
}

function wallClock(date: Date, offsetMinutes: number): WallClock {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
    dayNumber: Math.floor(shifted.getTime() / 86_400_000),
  };
}

/**
 * spec §4 time display: within the same day HH:mm; yesterday 昨天; within a
 * week the weekday name; else the full date and time (YYYY-MM-DD HH:mm).
 */
export function formatTimeDisplay(
  date: Date,
  now: Date,
  offsetMinutes = CHINA_UTC_OFFSET_MINUTES,
): string {
  const then = wallClock(date, offsetMinutes);
  const today = wallClock(now, offsetMinutes);
  const daysAgo = today.dayNumber - then.dayNumber;
  const time = `${pad(then.hours)}:${pad(then.minutes)}`;
  if (daysAgo === 0) return time;
  if (daysAgo === 1) return '昨天';
  if (daysAgo > 1 && daysAgo < 7) return WEEKDAYS[then.weekday] ?? time;
  return `${then.year}-${pad(then.month)}-${pad(then.day)} ${time}`;
}
