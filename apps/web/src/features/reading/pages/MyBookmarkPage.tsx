import { Button, Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { getHref } from '../../../config/paths';
import { useBookmarkedBooks } from '../api/bookmarks';
import { BookCover } from '../components/BookCover';
import '../components/center.css';

const PAGE_SIZE = 12;

/** /wrap/center/myBookmark: the books the reader has bookmarks in, the latest first. */
export function MyBookmarkPage() {
  const [cp, setCp] = useState(1);
  const { data, isPending, error } = useBookmarkedBooks(cp, PAGE_SIZE);
  return (
    <section className="reading-center" data-testid="my-bookmark-page">
      <h2>我的书签</h2>
      {isPending ? <Spin /> : null}
      {error ? <Empty description={error.message} /> : null}
      {data && data.RecordCount === 0 ? <Empty description="暂无数据！" /> : null}
      <ul className="reading-center-list">
        {(data?.ItemList ?? []).map((book) => (
          <li key={book.ObjectId} className="reading-center-item">
            <BookCover url={book.CoverUrl} title={book.Title} />
            <div className="reading-center-body">
              <h3>{decodeHtmlEntities(book.Title)}</h3>
              <p>{book.Author}</p>
              <p>
                {book.Count} 个书签 · 最近 {book.LastTime}
              </p>
            </div>
            <div className="reading-center-actions">
              <Link to={getHref.myBookmarkLists(book.ObjectId)}>
                <Button type="primary">查看书签</Button>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {data && data.RecordCount > PAGE_SIZE ? (
        <Pagination
          current={cp}
          pageSize={PAGE_SIZE}
          total={data.RecordCount}
          onChange={setCp}
          showSizeChanger={false}
        />
      ) : null}
    </section>
  );
}
