import { Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../config/paths';
import { useNotices } from '../api/notices';
import '../components/editorial.css';

/** /wrap/noticeList: the notices (message type 5), newest first, 10 a page. */
export function NoticeListPage() {
  const [cp, setCp] = useState(1);
  const notices = useNotices(cp);
  const items = notices.data?.ItemList ?? [];
  return (
    <div className="editorial-page">
      <h1>最新资讯</h1>
      {notices.isPending ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description="暂无公告" />
      ) : (
        <ul className="editorial-list">
          {items.map((item) => (
            <li key={item.Id} data-testid="notice-item">
              <Link to={getHref.noticeContent(item.Id)}>{item.Title}</Link>
              <p>{item.CreateTime.slice(0, 10)}</p>
            </li>
          ))}
        </ul>
      )}
      {(notices.data?.RecordCount ?? 0) > 10 && (
        <Pagination
          style={{ marginTop: 16 }}
          current={cp}
          total={notices.data?.RecordCount}
          onChange={setCp}
        />
      )}
    </div>
  );
}
