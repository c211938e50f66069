import { Pagination } from 'antd';
import { useState } from 'react';
import { useNotices } from '../api/notices';
import { NoticeLinks } from '../components/NoticeLinks';
import '../components/editorial.css';

/** /wrap/noticeList: the notices (message type 5), newest first, 10 a page. */
export function NoticeListPage() {
  const [cp, setCp] = useState(1);
  // the same query NoticeLinks reads (cached): only its count is wanted here
  const total = useNotices(cp).data?.RecordCount ?? 0;
  return (
    <div className="editorial-page">
      <h1>最新资讯</h1>
      <NoticeLinks cp={cp} />
      {total > 10 && (
        <Pagination style={{ marginTop: 16 }} current={cp} total={total} onChange={setCp} />
      )}
    </div>
  );
}
