import { Empty, Progress } from 'antd';
import { Link } from 'react-router';
import type { ActivityBook } from '@moyue/contracts/api/activities';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';
import { percent } from './activity-text';

/** The activity's book list with the reader's progress on each (shown when they take part). */
export function ActivityBooks({
  books,
  showProgress,
}: {
  books: ActivityBook[];
  showProgress: boolean;
}) {
  if (books.length === 0) return <Empty description="暂无数据！" />;
  return (
    <ol className="activity-books">
      {books.map((book) => {
        const title = decodeHtmlEntities(book.Title);
        return (
          <li key={book.Id} className="activity-book" data-testid="activity-book">
            <Link to={getHref.contentDetail(book)} className="activity-book__cover">
              {book.CoverUrl ? (
                <CoverImage src={book.CoverUrl} alt={title} sizes="66px" />
              ) : (
                <span>{title}</span>
              )}
            </Link>
            <div className="activity-book__body">
              <Link to={getHref.contentDetail(book)} className="activity-book__title">
                {title}
              </Link>
              <span className="activity-book__author">{decodeHtmlEntities(book.Author)}</span>
              {showProgress ? (
                <Progress
                  percent={percent(book.Process)}
                  size="small"
                  status={book.Finished ? 'success' : 'normal'}
                  format={(value) => (book.Finished ? '已读完' : `${value ?? 0}%`)}
                />
              ) : null}
              <Link to={getHref.contentDetail(book)} className="activity-book__read">
                {book.Process > 0 ? '继续阅读' : '去阅读'}
              </Link>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
