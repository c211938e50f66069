// spec §9 and issue 17: points days are Asia/Shanghai days. China keeps UTC+8
// all year (no daylight saving since 1991), so a fixed offset is exact.
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Asia/Shanghai calendar day of an instant, 'YYYY-MM-DD'. */
export function shanghaiDay(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Shanghai day ('YYYY-MM-DD') begins. */
export function shanghaiDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS);
}

/** The day before a 'YYYY-MM-DD' day. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The first day of a day's month, 'YYYY-MM-01'. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}
