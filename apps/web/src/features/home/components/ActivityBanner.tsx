import { TrophyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { HomeActivity } from '@moyue/contracts/api/rankings';

/** spec §2 home activity banner: the reading activity open now, with its card and end date. */
export function ActivityBanner({ activity }: { activity: HomeActivity | null }) {
  if (!activity) return null;
  return (
    <Link to={activity.Url} className="activity-banner" data-testid="activity-banner">
      <TrophyOutlined className="activity-banner__icon" aria-hidden />
      <span className="activity-banner__text">
        <strong>
          {activity.Title}
          {activity.IsDemo ? <em className="activity-banner__demo">演示</em> : null}
        </strong>
        <span>
          {activity.Theme || `读完书单得「${activity.CardTitle}」`} · 截止 {activity.EndDate}
        </span>
      </span>
      <span className="activity-banner__go">立即参加</span>
    </Link>
  );
}
