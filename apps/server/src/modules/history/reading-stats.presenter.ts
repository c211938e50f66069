import type { ReadingReport } from '@moyue/contracts/api/center';
import { presentContentCard } from '../engagement/index.ts';
import type { MonthRow, TopBookRow } from './reading-stats.repository.ts';

/** The year report's class of items filed under no 中图法 class (and of the classes past the top). */
export const OTHER_CLASS = '其他';

/** Twelve months, January first, the months without reading as zeros. */
export function presentMonths(rows: readonly MonthRow[]): ReadingReport['Months'] {
  return Array.from({ length: 12 }, (_, index) => {
    const row = rows.find((month) => Number(month.month) === index + 1);
    return { Month: index + 1, Seconds: row?.seconds ?? 0, Days: row?.days ?? 0 };
  });
}

export const presentTopBook = (row: TopBookRow): ReadingReport['TopBooks'][number] => ({
  Content: presentContentCard(row),
  Seconds: row.seconds,
});
