import { Button, Empty, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { CoverCard } from '../../../components/cover-card/CoverCard';
import { getHref, paths } from '../../../config/paths';
import { useReadingList } from '../api/get-reading-list';
import '../reading-lists.css';

/** /wrap/recommendList/bookshelfDetail?id=: one reading list and its books. */
export function ReadingListDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const { data, isLoading, isError } = useReadingList(id);
  if (isLoading) return <Skeleton active />;
  if (!data || isError)
    return (
      <Result
        status="404"
        title="书单不存在或已删除"
        extra={
          <Link to={paths.recommendList}>
            <Button type="primary">看看其他书单</Button>
          </Link>
        }
      />
    );
  return (
    <div className="reading-list-detail" data-testid="reading-list-detail">
      <header className="reading-list-detail__head">
        <h1>{data.Title}</h1>
        <p className="reading-list-detail__meta">
          {data.CreatorName ? `${data.CreatorName} 老师推荐 · ` : ''}
          {data.OrganizationTitle ? `${data.OrganizationTitle} · ` : ''}共 {data.ContentCount} 种 ·{' '}
          {data.ViewCount} 次浏览
        </p>
        {data.Description ? <p className="reading-list-detail__text">{data.Description}</p> : null}
        {data.IsMine ? (
          <Link to={getHref.recommendBook(data.Id)}>
            <Button>编辑书单</Button>
          </Link>
        ) : null}
      </header>
      {data.Contents.length === 0 ? (
        <Empty description="书单还没有书" />
      ) : (
        <div className="cover-grid">
          {data.Contents.map((content) => (
            <CoverCard key={content.Id} content={content} />
          ))}
        </div>
      )}
    </div>
  );
}
