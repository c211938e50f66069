import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CenterMessages,
  CenterPaths,
  READING_GAP_CAP_SECONDS,
  type ReadingReport,
  type ReadingStatistic,
} from '@moyue/contracts/api/center';
import { LoginMessages } from '@moyue/contracts/messages';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import {
  refused,
  startEngagementApp,
  type EngagementTestApp,
} from '../engagement/engagement.test-kit.ts';

// Reading statistics and the year report: progress reports make the day's
// reading log; the time between reports (capped) is reading time.
describe.each(TEST_DATABASES)('reading statistics (%s)', (kind) => {
  let e: EngagementTestApp;
  let reader: string;
  let student: string;
  let books: { id: number; title: string }[];
  beforeAll(async () => {
    e = await startEngagementApp(kind);
    reader = await e.signIn('13800000001');
    student = await e.signIn('13800000002');
    books = await e.books();
  }, 300_000);
  afterAll(() => e.close());

  const progress = (book: { id: number }, process: string, token = reader) =>
    e.call(
      'POST',
      '/v1/api/history/create',
      { actionType: '1', objectId: String(book.id), process },
      token,
    );
  /** Moves the last report of today's log of a book back by `seconds`. */
  const waited = (book: { id: number }, seconds: number) =>
    e.t.database.query(
      `UPDATE reading_days SET last_at = last_at - ($2 || ' seconds')::interval
        WHERE content_id = $1 AND user_id = (SELECT id FROM users WHERE mobile_number = '13800000001')`,
      [book.id, String(seconds)],
    );
  const statistic = async (token = reader) =>
    (await e.call<ReadingStatistic>('GET', CenterPaths.ReadingStatistic, {}, token)).Data;
  const report = (params: Record<string, string> = {}, token: string | undefined = reader) =>
    e.call<ReadingReport>('GET', CenterPaths.ReadingReport, params, token);

  it('starts at zero', async () => {
    expect(await statistic()).toEqual({
      TotalSeconds: 0,
      TodaySeconds: 0,
      FinishedBooks: 0,
      ReadingBooks: 0,
      ReadingDays: 0,
      CurrentStreak: 0,
      LongestStreak: 0,
      IsDemo: false,
    });
  });

  it('counts the time between progress reports, each gap up to the cap', async () => {
    const [first, second] = books;
    await progress(first!, '0.1');
    await waited(first!, 100);
    await progress(first!, '0.2');
    await waited(first!, 3_600); // the reader walked away: counted up to the cap
    await progress(first!, '0.3');
    await progress(second!, '0.5'); // a first report counts nothing
    // a detail-page visit (no progress) is not reading
    await e.call(
      'POST',
      '/v1/api/history/create',
      { actionType: '1', objectId: String(books[2]!.id) },
      reader,
    );
    const stats = await statistic();
    expect(stats.TotalSeconds).toBeGreaterThanOrEqual(100 + READING_GAP_CAP_SECONDS);
    expect(stats.TotalSeconds).toBeLessThan(100 + READING_GAP_CAP_SECONDS + 5);
    expect(stats.TodaySeconds).toBe(stats.TotalSeconds);
    expect(stats).toMatchObject({
      ReadingDays: 1,
      CurrentStreak: 1,
      LongestStreak: 1,
      ReadingBooks: 2,
    });
    // another reader's statistics are their own
    expect((await statistic(student)).TotalSeconds).toBe(0);
  });

  it('counts a book finished at 95 % and keeps the streaks of earlier days', async () => {
    await progress(books[1]!, '0.96');
    // the reader also read on the two days before today, and for three days a month ago
    await e.t.database.query(
      `INSERT INTO reading_days (user_id, day, content_id, seconds, process)
       SELECT u.id, ((now() AT TIME ZONE 'UTC') + interval '8 hours')::date - d, $1, 600, 0.4
         FROM users u, unnest(ARRAY[1, 2, 40, 41, 42, 43]) d WHERE u.mobile_number = '13800000001'`,
      [books[0]!.id],
    );
    const stats = await statistic();
    expect(stats).toMatchObject({
      FinishedBooks: 1,
      ReadingBooks: 1,
      ReadingDays: 7,
      CurrentStreak: 3,
      LongestStreak: 4,
    });
  });

  it('reports a year by month, by class and by book', async () => {
    const answer = await report();
    expect(answer.Success).toBe(true);
    const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
    const data = answer.Data;
    expect(data.Year).toBe(year);
    expect(data.Months).toHaveLength(12);
    expect(data.Months.reduce((sum, month) => sum + month.Seconds, 0)).toBe(data.TotalSeconds);
    expect(data.Months.reduce((sum, month) => sum + month.Days, 0)).toBe(data.ReadingDays);
    expect(data.Categories.reduce((sum, row) => sum + row.Seconds, 0)).toBe(data.TotalSeconds);
    expect(data.Categories.every((row) => row.Title !== '')).toBe(true);
    expect(data.TopBooks[0]?.Content.Id).toBe(books[0]!.id);
    expect(data.TopBooks[0]?.Seconds).toBeGreaterThanOrEqual(6 * 600);
    expect(data.BooksRead).toBe(2);
    expect(data.FinishedBooks).toBe(1);
    expect(data.Years).toContain(year);
  });

  it('answers an empty year, and refuses years out of range and anonymous readers', async () => {
    const empty = await report({ year: '2001' });
    expect(empty.Data).toMatchObject({ Year: 2001, TotalSeconds: 0, BooksRead: 0, TopBooks: [] });
    expect(empty.Data.Months.every((month) => month.Seconds === 0)).toBe(true);
    expect(await report({ year: '1999' })).toEqual(refused(400, CenterMessages.ReportYear));
    expect(await report({ year: '3000' })).toEqual(refused(400, CenterMessages.ReportYear));
    expect(await report({ year: '99999999999999999999' })).toEqual(refused(400, '参数错误：year'));
    expect(await report({ year: 'abc' })).toEqual(refused(400, '参数错误：year'));
    expect((await report({ year: '2026\u0000' })).Success).toBe(false);
    expect(await e.call('GET', CenterPaths.ReadingReport, { year: '2026' })).toEqual(
      refused(34, LoginMessages.Expired),
    );
    expect(await e.call('GET', CenterPaths.ReadingStatistic)).toEqual(
      refused(34, LoginMessages.Expired),
    );
  });
});
