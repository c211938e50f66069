import { Link } from 'react-router';
import { formatUnreadCount } from '@moyue/contracts/format-text';
import { paths } from '../../config/paths';

/** spec §2 header links: publishing project, latest news, user centre (my messages is {@link NewsLink}). */
export const USER_LINKS = [
  { label: '出版项目', to: paths.goodsProject },
  { label: '最新资讯', to: paths.noticeList },
  { label: '个人中心', to: paths.center },
] as const;

/** spec §2 the service menu: help centre, contact service, problems and feedback. */
export const SERVICE_LINKS = [
  { key: 'help', label: '帮助中心', to: paths.help },
  { key: 'service', label: '联系客服', to: paths.centerService },
  { key: 'problem', label: '问题反馈', to: paths.myProblem },
] as const;

/**
 * 我的消息 with the unread badge (spec §2: 99+ above 99), drawn in CSS like antd's small
 * Badge, whose code stays out of the header's first render (issues 15, 16).
 */
export function NewsLink({ newsNumber, className }: { newsNumber: number; className?: string }) {
  return (
    <Link to={paths.myNews} data-testid="my-news" className={className}>
      <span className="news-link">
        <span className="site-header__link">我的消息</span>
        {newsNumber > 0 && (
          <sup className="news-link__badge" aria-label={`${formatUnreadCount(newsNumber)} 条未读`}>
            {formatUnreadCount(newsNumber)}
          </sup>
        )}
      </span>
    </Link>
  );
}
