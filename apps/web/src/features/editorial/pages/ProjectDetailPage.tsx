import { Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { getHref } from '../../../config/paths';
import { useTopic } from '../api/topics';
import { ArticleBody } from '../components/ArticleBody';
import '../components/editorial.css';

/** /wrap/ProjectDetail?id=: a topic's text and image and its linked books, courses and audio. */
export function ProjectDetailPage() {
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const topic = useTopic(id);
  if (id && topic.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!topic.data) return <Result status="404" title="专题不存在或已下线" />;
  const data = topic.data;
  return (
    <article className="editorial-page" style={{ maxWidth: 1100 }} data-testid="topic-detail">
      <div className="topic-hero">
        {data.CoverUrl && <img src={data.CoverUrl} alt="" />}
        <div>
          <h1>{data.Title}</h1>
          <div className="editorial-meta">{data.Summary}</div>
          <ArticleBody body={data.Body} />
        </div>
      </div>
      <h3>专题资源（{data.ContentList.length}）</h3>
      <div className="topic-items">
        {data.ContentList.map((item) => (
          <Link
            key={item.Id}
            data-testid="topic-item"
            to={
              item.ObjectType === 107 ? getHref.lessonsDetail(item.Id) : getHref.bookDetail(item.Id)
            }
          >
            {item.CoverUrl ? (
              <img src={item.CoverUrl} alt="" />
            ) : (
              <div className="topic-items__blank" />
            )}
            <strong>{item.Title}</strong>
            <span>{item.Author}</span>
          </Link>
        ))}
      </div>
    </article>
  );
}
