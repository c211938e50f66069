import { Alert, Button, Result, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { getHref, paths } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useActivity } from '../api/activity-detail';
import { ActivityCover } from '../components/ActivityCard';
import { ActivityBooks } from '../components/ActivityBooks';
import { JoinButton } from '../components/JoinButton';
import { Leaderboard } from '../components/Leaderboard';
import { STATE_COLORS, audienceText, periodText, stateLabel } from '../components/activity-text';
import '../components/activities.css';

/** The 404 of the activity pages: an unknown or withdrawn activity. */
export function MissingActivity() {
  return (
    <Result
      status="404"
      title="活动不存在或已下线"
      extra={
        <Link to={paths.activity}>
          <Button type="primary">看看其他活动</Button>
        </Link>
      }
    />
  );
}

/** /wrap/readingActivity?id=: an activity's period, theme, rules, book list, joining and leaderboard. */
export function ReadingActivityPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const viewer = useAppStore((state) => state.user?.Id ?? null);
  const { data: activity, isPending, isError } = useActivity(id, viewer);
  if (id === '' || isError) return <MissingActivity />;
  if (isPending) return <Skeleton active />;
  return (
    <div className="activity-page" data-testid="reading-activity">
      <header className="activity-hero">
        <ActivityCover activity={activity} />
        <div className="activity-hero__text">
          <p className="activity-card__tags">
            <Tag color={STATE_COLORS[activity.State]}>{stateLabel(activity.State)}</Tag>
            {activity.IsDemo ? <Tag color="gold">演示</Tag> : null}
            <span>{audienceText(activity)}</span>
          </p>
          <h1>{activity.Title}</h1>
          <p>活动时间：{periodText(activity)}</p>
          <p>
            活动主题：
            <Link to={getHref.activityThemeDetail(activity.Id)}>{activity.Theme}</Link>
          </p>
          <p>
            {activity.ParticipantCount} 人参加 · 读完书单得「{activity.CardTitle}」
          </p>
          <div className="activity-hero__actions">
            <JoinButton activity={activity} />
            {activity.LinkUrl ? (
              <a href={getHref.activityLink(activity.Id)} target="_blank" rel="noopener noreferrer">
                <Button size="large">活动链接</Button>
              </a>
            ) : null}
          </div>
        </div>
      </header>
      {activity.Finished ? (
        <Alert
          type="success"
          showIcon
          message={`恭喜读完书单！「${activity.CardTitle}」已放入个人中心卡包。`}
          action={<Link to={paths.myCard}>立即查看</Link>}
        />
      ) : null}
      <div className="activity-columns">
        <section className="activity-section">
          <h2>活动书单 · {activity.ListTitle}</h2>
          {activity.Joined ? null : (
            <p className="activity-section__hint">参加活动后，这里会显示你每本书的阅读进度。</p>
          )}
          <ActivityBooks books={activity.Books} showProgress={activity.Joined} />
        </section>
        <aside className="activity-side">
          <section className="activity-section">
            <h2>活动规则</h2>
            {activity.Rules.length === 0 ? (
              <p>暂无</p>
            ) : (
              <ol className="activity-rules">
                {activity.Rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ol>
            )}
          </section>
          <section className="activity-section">
            <h2>阅读排行</h2>
            <Leaderboard activityId={String(activity.Id)} />
          </section>
        </aside>
      </div>
    </div>
  );
}
