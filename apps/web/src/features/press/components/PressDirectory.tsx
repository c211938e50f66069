import { useState } from 'react';
import { Empty, Input, Pagination, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';
import { usePressList } from '../api/get-press-list';

const PAGE_SIZE = 12;

/** The presses as cards with their newest covers, searchable by name (pressResource). */
export function PressDirectory({ title }: { title: string }) {
  const [keyword, setKeyword] = useState('');
  const [cp, setCp] = useState(1);
  const list = usePressList({ keyword, cp, ps: PAGE_SIZE });
  const items = list.data?.ItemList ?? [];
  const total = list.data?.RecordCount ?? 0;
  return (
    <section className="press-directory" data-testid="press-directory">
      <header className="press-directory__head">
        <h1>{title}</h1>
        <Input.Search
          allowClear
          placeholder="输入出版社名称"
          maxLength={50}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCp(1);
          }}
          className="press-directory__search"
        />
      </header>
      {list.isPending ? (
        <Skeleton active />
      ) : list.error ? (
        <Empty description={list.error.message} />
      ) : items.length === 0 ? (
        <Empty description={keyword ? '没有找到相关出版社' : '暂无出版社'} />
      ) : (
        <ul className="press-directory__list">
          {items.map((press) => (
            <li key={press.Id} className="press-card" data-testid="press-card">
              <Link to={getHref.press(press.Id)} className="press-card__link">
                <span className="press-card__covers" aria-hidden>
                  {press.Books.map((book) =>
                    book.CoverUrl ? (
                      <CoverImage key={book.Id} src={book.CoverUrl} alt="" sizes="78px" />
                    ) : null,
                  )}
                </span>
                <span className="press-card__title">
                  <span className="press-card__name">{press.Title}</span>
                  {press.IsDemo && <Tag className="press-banner__demo">演示</Tag>}
                </span>
                <span className="press-card__intro">{press.Introduction}</span>
                <span className="press-card__facts">
                  图书 {press.BookCount} 种 · {press.FollowNumber} 人关注
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          className="press-pager"
          current={cp}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setCp}
        />
      )}
    </section>
  );
}
