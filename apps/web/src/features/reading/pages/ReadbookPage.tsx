import { Button, Empty, Pagination, Progress, Spin } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { FOOTPRINT_PAGE_SIZE } from '@moyue/contracts/limits';
import { getHref, paths } from '../../../config/paths';
import { useReadingFootprint } from '../api/reading-footprint';
import { BookCover } from '../components/BookCover';
import { openReaderFor } from '../open-reader';
import '../components/center.css';

/**
 * /wrap/center/readbook and /wrap/center/BrowseTheFootprint: the books read
 * lately with their progress (history/list actionType 1, spec §9 page size 12).
 */
export function ReadbookPage() {
  const { pathname } = useLocation();
  const [cp, setCp] = useState(1);
  const { data, isPending, error } = useReadingFootprint(cp, FOOTPRINT_PAGE_SIZE);
  const title = pathname === paths.browseTheFootprint ? '浏览足迹' : '最近阅读';
  return (
    <section className="reading-center" data-testid="readbook-page">
      <h2>{title}</h2>
      {isPending ? <Spin /> : null}
      {error ? <Empty description={error.message} /> : null}
      {data && data.RecordCount === 0 ? <Empty description="暂无数据！" /> : null}
      <ul className="reading-center-list">
        {(data?.ItemList ?? []).map((item) =>
          item.Content ? (
            <li key={item.Id} className="reading-center-item">
              <BookCover url={item.Content.CoverUrl} title={item.Content.Title} />
              <div className="reading-center-body">
                <h3>
                  <Link to={getHref.bookDetail(item.Content.Id)}>
                    {decodeHtmlEntities(item.Content.Title)}
                  </Link>
                </h3>
                <p>最近阅读 {item.CreateTime}</p>
                <Progress
                  percent={Math.round((item.Process ?? 0) * 100)}
                  size="small"
                  // a finished book shows 100%, not only a tick
                  format={(percent) => `${percent ?? 0}%`}
                  aria-label="阅读进度"
                />
              </div>
              <div className="reading-center-actions">
                <Button type="primary" onClick={() => openReaderFor(item.Content!.Id)}>
                  继续阅读
                </Button>
              </div>
            </li>
          ) : null,
        )}
      </ul>
      {data && data.RecordCount > FOOTPRINT_PAGE_SIZE ? (
        <Pagination
          current={cp}
          pageSize={FOOTPRINT_PAGE_SIZE}
          total={data.RecordCount}
          onChange={setCp}
          showSizeChanger={false}
        />
      ) : null}
    </section>
  );
}
