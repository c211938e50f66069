import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useNotice } from '../api/notices';
import { ArticleBody } from '../components/ArticleBody';
import '../components/editorial.css';

/** /wrap/noticeContent?id=: one notice. */
export function NoticeContentPage() {
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const notice = useNotice(id);
  if (id && notice.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!notice.data) return <Result status="404" title="公告不存在" />;
  return (
    <article className="editorial-page">
      <h1>{notice.data.Title}</h1>
      <div className="editorial-meta">发布于 {notice.data.CreateTime}</div>
      <ArticleBody body={notice.data.Contents} />
    </article>
  );
}
