import { Empty, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReadingReport } from '@moyue/contracts/api/center';
import { paths } from '../../../config/paths';
import { useReadingReport } from '../api/reading-report';
import { ReadingCharts } from '../components/ReadingCharts';
import { RecordRow } from '../components/RecordRow';
import { formatReadingTime } from '../reading-time';
import './records.css';
import './reading-report.css';

function Figures({ report }: { report: ReadingReport }) {
  const figures: [string, string][] = [
    ['阅读时长', formatReadingTime(report.TotalSeconds)],
    ['阅读天数', `${report.ReadingDays} 天`],
    ['读过', `${report.BooksRead} 本`],
    ['读完', `${report.FinishedBooks} 本`],
    ['最长连读', `${report.LongestStreak} 天`],
  ];
  return (
    <dl className="report-figures" data-testid="report-figures">
      {figures.map(([label, value]) => (
        <div key={label} className="report-figures__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /wrap/center/readingReport (beyond the spec): 阅读年报 — a year's reading
 * time, days, books and streak, hours by month and by class (charts), and the
 * books read longest, all added up on the server from the reading history.
 */
export function ReadingReportPage() {
  const [year, setYear] = useState<number | undefined>(undefined);
  const report = useReadingReport(year);
  const data = report.data;
  return (
    <section className="records reading-report" data-testid="reading-report-page">
      <header className="records__head">
        <h2>{data ? `${data.Year} 阅读年报` : '阅读年报'}</h2>
        {data?.IsDemo && <Tag color="orange">含演示数据</Tag>}
        {data && data.Years.length > 1 && (
          <Select
            className="reading-report__year"
            size="small"
            value={data.Year}
            onChange={setYear}
            options={data.Years.map((value) => ({ value, label: `${value} 年` }))}
            aria-label="选择年份"
          />
        )}
      </header>
      {report.error ? (
        <Empty description={report.error.message} />
      ) : !data ? (
        <Skeleton active />
      ) : data.TotalSeconds === 0 ? (
        <Empty description="暂无数据！">
          <p className="records__hint">这一年还没有阅读记录，打开一本书读起来吧</p>
          <Link to={paths.resuResSearch}>去书城看看</Link>
        </Empty>
      ) : (
        <>
          <Figures report={data} />
          <ReadingCharts report={data} />
          <section className="report-panel">
            <h3>读得最久的书</h3>
            <ol className="records__list">
              {data.TopBooks.map((book) => (
                <RecordRow key={book.Content.Id} content={book.Content} testId="report-book">
                  <p className="record-row__text">阅读 {formatReadingTime(book.Seconds)}</p>
                </RecordRow>
              ))}
            </ol>
          </section>
        </>
      )}
    </section>
  );
}
