import {
  CenterMessages,
  READING_REPORT_FIRST_YEAR,
  type ReadingReport,
  type ReadingStatistic,
} from '@moyue/contracts/api/center';
import { badRequest } from '../../platform/errors.ts';
import { presentMonths, presentTopBook, OTHER_CLASS } from './reading-stats.presenter.ts';
import type { ReadingStatsRepository, StreakRow } from './reading-stats.repository.ts';

/** Books the year report names. */
const TOP_BOOKS = 5;
/** Classes the year report names; the rest add up under 其他. */
const TOP_CLASSES = 8;

const longest = (runs: readonly StreakRow[]): number =>
  runs.reduce((most, run) => Math.max(most, run.days), 0);

/** Reading statistics and the year report (阅读年报), added up from the reading log. */
export class ReadingStatsService {
  constructor(
    private readonly repository: ReadingStatsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async statistic(userId: number): Promise<ReadingStatistic> {
    const [totals, runs, days] = await Promise.all([
      this.repository.totals(userId),
      this.repository.streaks(userId),
      this.repository.today(),
    ]);
    // the current streak is the run that ends today, or yesterday (today not read yet)
    const current = runs.find(
      (run) => run.lastDay === days.today || run.lastDay === days.yesterday,
    );
    return {
      TotalSeconds: totals.totalSeconds,
      TodaySeconds: totals.todaySeconds,
      FinishedBooks: totals.finishedBooks,
      ReadingBooks: totals.readingBooks,
      ReadingDays: totals.readingDays,
      CurrentStreak: current?.days ?? 0,
      LongestStreak: longest(runs),
      IsDemo: totals.demo,
    };
  }

  /** 阅读年报 of a year (default: this Shanghai year), from READING_REPORT_FIRST_YEAR to this year. */
  async report(userId: number, year: number | undefined): Promise<ReadingReport> {
    const thisYear = new Date(this.now().getTime() + 8 * 3_600_000).getUTCFullYear();
    const wanted = year ?? thisYear;
    if (wanted < READING_REPORT_FIRST_YEAR || wanted > thisYear)
      throw badRequest(CenterMessages.ReportYear);
    const from = `${wanted}-01-01`;
    const to = `${wanted}-12-31`;
    const [totals, runs, months, classes, top, years] = await Promise.all([
      this.repository.yearTotals(userId, from, to),
      this.repository.streaks(userId, { from, to }),
      this.repository.months(userId, from, to),
      this.repository.classes(userId, from, to),
      this.repository.topBooks(userId, from, to, TOP_BOOKS),
      this.repository.years(userId),
    ]);
    const named = classes.filter((row) => row.title !== null).slice(0, TOP_CLASSES);
    const rest = classes.filter((row) => !named.includes(row));
    const other = rest.reduce(
      (sum, row) => ({ seconds: sum.seconds + row.seconds, books: sum.books + row.books }),
      { seconds: 0, books: 0 },
    );
    return {
      Year: wanted,
      TotalSeconds: totals.totalSeconds,
      ReadingDays: totals.readingDays,
      BooksRead: totals.booksRead,
      FinishedBooks: totals.finishedBooks,
      LongestStreak: longest(runs),
      Months: presentMonths(months),
      Categories: [
        ...named.map((row) => ({
          Title: row.title ?? OTHER_CLASS,
          Seconds: row.seconds,
          Books: row.books,
        })),
        ...(other.books > 0
          ? [{ Title: OTHER_CLASS, Seconds: other.seconds, Books: other.books }]
          : []),
      ],
      TopBooks: top.map(presentTopBook),
      Years: years.includes(wanted) ? years : [wanted, ...years].sort((a, b) => b - a),
      IsDemo: totals.demo,
    };
  }
}
