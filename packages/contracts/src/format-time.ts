const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;
/** Asia/Shanghai (+08:00, no daylight saving): server and browser show the same wall-clock time. */
export const CHINA_UTC_OFFSET_MINUTES = 480;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

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
  const shifted = new Date(date.getTime() + offsetMinutes * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
    dayNumber: Math.floor(shifted.getTime() / DAY_MS),
  };
}

/**
 * Reads a wire date-time. 'YYYY-MM-DD HH:mm[:ss]' or 'YYYY-MM-DD' without a
 * zone is wall-clock time at the given offset (China time by default); ISO
 * strings with Z or an offset, epoch milliseconds and Dates are taken as
 * they are. Null when it is not a valid date.
 */
export function parseDateTime(
  value: Date | string | number,
  offsetMinutes = CHINA_UTC_OFFSET_MINUTES,
): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(
    value.trim(),
  );
  if (local) {
    const [y, mo, d, h = 0, mi = 0, s = 0] = local.slice(1).map((part) => Number(part ?? 0));
    const utc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h, mi, s);
    const check = new Date(utc);
    if (
      check.getUTCMonth() !== (mo ?? 1) - 1 ||
      check.getUTCDate() !== d ||
      h > 23 ||
      mi > 59 ||
      s > 59
    )
      return null;
    return new Date(utc - offsetMinutes * MINUTE_MS);
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** 'YYYY-MM-DD HH:mm' in the given offset (China time by default). */
export function formatDateTime(date: Date, offsetMinutes = CHINA_UTC_OFFSET_MINUTES): string {
  const t = wallClock(date, offsetMinutes);
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hours)}:${pad(t.minutes)}`;
}

/**
 * spec §4 time display, by calendar day in the given offset (China time by
 * default): the same day HH:mm; the day before 昨天; 2 to 6 days before the
 * weekday name (星期一…星期日); else, and for times in the future, the full
 * date and time (YYYY-MM-DD HH:mm). An unreadable value gives ''.
 */
export function formatTimeDisplay(
  value: Date | string | number,
  now: Date,
  offsetMinutes = CHINA_UTC_OFFSET_MINUTES,
): string {
  const date = parseDateTime(value, offsetMinutes);
  if (!date) return '';
  const then = wallClock(date, offsetMinutes);
  const today = wallClock(now, offsetMinutes);
  const daysAgo = today.dayNumber - then.dayNumber;
  if (daysAgo === 0) return `${pad(then.hours)}:${pad(then.minutes)}`;
  if (daysAgo === 1) return '昨天';
  if (daysAgo > 1 && daysAgo < 7)
    return WEEKDAYS[then.weekday] ?? formatDateTime(date, offsetMinutes);
  return formatDateTime(date, offsetMinutes);
}
