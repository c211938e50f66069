import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import type { ActivitySummary } from '@moyue/contracts/api/activities';
import { getHref } from '../../../config/paths';
import { STATE_COLORS, audienceText, periodText, stateLabel } from './activity-text';

/** The cover of an activity: its picture, else its theme set in type. */
export function ActivityCover({ activity }: { activity: ActivitySummary }) {
  return activity.CoverUrl ? (
    <img className="activity-cover" src={activity.CoverUrl} alt={activity.Title} />
  ) : (
    <span className={`activity-cover is-text is-state-${activity.State}`} aria-hidden="true">
      <span>{activity.Theme}</span>
      <small>阅读活动</small>
    </span>
  );
}

/** One activity in a list: state, theme, period, book list and a way in. */
export function ActivityCard({ activity }: { activity: ActivitySummary }) {
  return (
    <article className="activity-card" data-testid="activity-card">
      <Link to={getHref.readingActivity(activity.Id)} className="activity-card__cover">
        <ActivityCover activity={activity} />
      </Link>
      <div className="activity-card__body">
        <h3>
          <Link to={getHref.readingActivity(activity.Id)}>{activity.Title}</Link>
        </h3>
        <p className="activity-card__tags">
          <Tag color={STATE_COLORS[activity.State]}>{stateLabel(activity.State)}</Tag>
          {activity.IsDemo ? <Tag color="gold">演示</Tag> : null}
          {activity.Joined ? <Tag color="cyan">已参加</Tag> : null}
          <span>{audienceText(activity)}</span>
        </p>
        <p className="activity-card__meta">活动时间：{periodText(activity)}</p>
        <p className="activity-card__meta">
          主题：{activity.Theme} · 书单《{activity.ListTitle}》共 {activity.BookCount} 本 ·{' '}
          {activity.ParticipantCount} 人参加
        </p>
        <p className="activity-card__meta">奖励：{activity.CardTitle}</p>
        <div className="activity-card__actions">
          <Link to={getHref.readingActivity(activity.Id)}>
            <Button type="primary" size="small">
              {activity.State === 3 ? '查看活动' : '进入活动'}
            </Button>
          </Link>
          {activity.LinkUrl ? (
            // spec §2: /activityLink opens in a new window
            <a href={getHref.activityLink(activity.Id)} target="_blank" rel="noopener noreferrer">
              <Button size="small">活动链接</Button>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
