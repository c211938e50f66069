import { Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useReadingStatistic } from '../api/reading-statistic';
import { formatReadingTime } from '../reading-time';

/** The centre home's reading statistics, with the way to the year report (阅读年报). */
export function ReadingStatsPanel() {
  const stats = useReadingStatistic();
  const data = stats.data;
  const figures: [string, string][] = data
    ? [
        ['今日阅读', formatReadingTime(data.TodaySeconds)],
        ['累计阅读', formatReadingTime(data.TotalSeconds)],
        ['读完', `${data.FinishedBooks} 本`],
        ['在读', `${data.ReadingBooks} 本`],
        ['连续阅读', `${data.CurrentStreak} 天`],
        ['最长连读', `${data.LongestStreak} 天`],
      ]
    : [];
  return (
    <section className="center-panel" data-testid="reading-stats">
      <header className="center-panel__head">
        <h2>
          阅读统计
          {data?.IsDemo && (
            <Tag color="orange" className="reading-stats__demo">
              演示
            </Tag>
          )}
        </h2>
        <Link to={paths.readingReport}>查看阅读年报</Link>
      </header>
      {stats.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : stats.error ? (
        <Empty description={stats.error.message} />
      ) : (
        <dl className="reading-stats">
          {figures.map(([label, value]) => (
            <div key={label} className="reading-stats__item">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
