import { Button, Empty, Pagination, Popconfirm, Skeleton } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useState } from 'react';
import { Link } from 'react-router';
import { BOOKSHELF_PAGE_SIZE } from '@moyue/contracts/api/engagement';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { BookshelfMessages } from '@moyue/contracts/messages';
import { getHref, paths } from '../../../config/paths';
import { useBookshelfList } from '../api/bookshelf-list';
import { useRemoveFromBookshelf } from '../api/remove-from-bookshelf';
import { ShelfCover } from '../components/ShelfCover';
import './bookshelf.css';

/** /wrap/center/bookShelf: the books the reader put on the shelf, latest first, 20 a page. */
export function BookShelfPage() {
  const [cp, setCp] = useState(1);
  const shelf = useBookshelfList({ cp, ps: BOOKSHELF_PAGE_SIZE });
  const remove = useRemoveFromBookshelf();
  const { message } = useFeedback();
  const items = shelf.data?.ItemList ?? [];
  const total = shelf.data?.RecordCount ?? 0;

  const takeOff = (objectId: number) =>
    remove.mutate(objectId, {
      onSuccess: () => void message.success(BookshelfMessages.Removed),
      onError: (error) => void message.warning(error.message),
    });

  return (
    <section className="bookshelf" data-testid="bookshelf-page">
      <header className="bookshelf__head">
        <h2>我的书架</h2>
        {total > 0 && <span className="bookshelf__count">共 {total} 本</span>}
      </header>
      {shelf.isPending ? (
        <Skeleton active />
      ) : shelf.error ? (
        <Empty description={shelf.error.message} />
      ) : items.length === 0 ? (
        <Empty description="书架还是空的">
          <Link to={paths.resuResSearch}>
            <Button type="primary">去书城看看</Button>
          </Link>
        </Empty>
      ) : (
        <ul className="bookshelf__list">
          {items.map((item) => {
            const title = decodeHtmlEntities(item.Content.Title);
            return (
              <li key={item.Id} className="bookshelf__item" data-testid="bookshelf-item">
                <Link to={getHref.bookDetail(item.Content.Id)} className="bookshelf__book">
                  <ShelfCover url={item.Content.CoverUrl} title={item.Content.Title} />
                  <span className="bookshelf__title">{title}</span>
                </Link>
                {item.Content.Author && (
                  <span className="bookshelf__author">
                    {decodeHtmlEntities(item.Content.Author)}
                  </span>
                )}
                <span className="bookshelf__time">{item.CreateTime.slice(0, 10)} 加入</span>
                <Popconfirm
                  title={`把《${title}》移出书架？`}
                  okText="移出"
                  cancelText="取消"
                  onConfirm={() => takeOff(item.ObjectId)}
                >
                  <Button size="small" type="link" className="bookshelf__remove">
                    移出书架
                  </Button>
                </Popconfirm>
              </li>
            );
          })}
        </ul>
      )}
      {total > BOOKSHELF_PAGE_SIZE && (
        <Pagination
          className="bookshelf__pager"
          current={cp}
          pageSize={BOOKSHELF_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setCp}
        />
      )}
    </section>
  );
}
