import { Empty, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { CoverCard } from '../../../components/cover-card/CoverCard';
import { getHref } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useActivity } from '../api/activity-detail';
import { STATE_COLORS, periodText, stateLabel } from '../components/activity-text';
import { MissingActivity } from './ReadingActivityPage';
import '../components/activities.css';

/** /wrap/activityThemeDetail?id=: an activity's theme — the editor's text and the themed book list. */
export function ActivityThemeDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const viewer = useAppStore((state) => state.user?.Id ?? null);
  const { data: activity, isPending, isError } = useActivity(id, viewer);
  if (id === '' || isError) return <MissingActivity />;
  if (isPending) return <Skeleton active />;
  const paragraphs = activity.ThemeText.split('\n').filter((line) => line.trim() !== '');
  return (
    <div className="activity-page" data-testid="activity-theme">
      <header className="activity-theme__head">
        <p className="activity-card__tags">
          <Tag color={STATE_COLORS[activity.State]}>{stateLabel(activity.State)}</Tag>
          {activity.IsDemo ? <Tag color="gold">演示</Tag> : null}
        </p>
        <h1>主题：{activity.Theme}</h1>
        <p>
          所属活动：<Link to={getHref.readingActivity(activity.Id)}>{activity.Title}</Link> ·{' '}
          {periodText(activity)}
        </p>
      </header>
      <section className="activity-section">
        <h2>编辑的话</h2>
        {paragraphs.length === 0 ? (
          <p>暂无简介...</p>
        ) : (
          paragraphs.map((line) => (
            <p key={line} className="activity-theme__text">
              {line}
            </p>
          ))
        )}
      </section>
      <section className="activity-section">
        <h2>
          主题书单《{activity.ListTitle}》 · 共 {activity.Books.length} 本
        </h2>
        {activity.ListDescription ? <p>{activity.ListDescription}</p> : null}
        {activity.Books.length === 0 ? (
          <Empty description="暂无数据！" />
        ) : (
          <div className="cover-grid">
            {activity.Books.map((book) => (
              <CoverCard key={book.Id} content={book} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
