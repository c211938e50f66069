import { NotificationOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { HomeNotice } from '@moyue/contracts/api/rankings';
import { getHref, paths } from '../../../config/paths';

/** spec §2/§9 head notice: the newest notice (messageType 5, the first of 10), from home/index. */
export function HeadNotice({ notice }: { notice: HomeNotice | null }) {
  if (!notice) return null;
  return (
    <div className="head-notice" data-testid="head-notice" role="note" aria-label="公告">
      <NotificationOutlined className="head-notice__icon" aria-hidden />
      <span className="head-notice__label">公告</span>
      <Link to={getHref.noticeContent(notice.Id)} className="head-notice__title">
        {notice.Title}
      </Link>
      <span className="head-notice__date">{notice.CreateTime.slice(0, 10)}</span>
      <Link to={paths.noticeList} className="head-notice__more">
        更多
      </Link>
    </div>
  );
}
