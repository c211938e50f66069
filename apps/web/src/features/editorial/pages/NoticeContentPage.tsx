import { Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useNotice } from '../api/notices';
import { ArticleBody } from '../components/ArticleBody';
import { MissingEntry } from '../components/MissingEntry';
import { NoticeLinks } from '../components/NoticeLinks';
import '../components/editorial.css';

/** /wrap/noticeContent?id=: one notice; without a known id the latest ones instead. */
export function NoticeContentPage() {
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const notice = useNotice(id);
  if (id && notice.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!notice.data)
    return (
      <MissingEntry
        title={id ? '这条公告不存在或已撤下' : '未指定要查看的公告'}
        hint="以下是最新发布的公告，也可以查看全部资讯。"
        back={{ to: paths.noticeList, label: '查看全部资讯' }}
      >
        <NoticeLinks />
      </MissingEntry>
    );
  return (
    <article className="editorial-page">
      <h1>{notice.data.Title}</h1>
      <div className="editorial-meta">发布于 {notice.data.CreateTime}</div>
      <ArticleBody body={notice.data.Contents} />
    </article>
  );
}
