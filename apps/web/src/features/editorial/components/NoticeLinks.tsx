import { Empty, Spin } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../../config/paths';
import { useNotices } from '../api/notices';

/** One page of notices (10, newest first) as links to /wrap/noticeContent. */
export function NoticeLinks({ cp = 1 }: { cp?: number }) {
  const notices = useNotices(cp);
  const items = notices.data?.ItemList ?? [];
  if (notices.isPending) return <Spin />;
  if (items.length === 0) return <Empty description="暂无公告" />;
  return (
    <ul className="editorial-list">
      {items.map((item) => (
        <li key={item.Id} data-testid="notice-item">
          <Link to={getHref.noticeContent(item.Id)}>{item.Title}</Link>
          <p>{item.CreateTime.slice(0, 10)}</p>
        </li>
      ))}
    </ul>
  );
}
