import { Link, useSearchParams } from 'react-router';
import { Result, Skeleton } from 'antd';
import { contentDetailPath } from '@moyue/contracts/api/catalog';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { ApiError } from '../../../api/api-error';
import { useContentDetail } from '../api/get-content-detail';
import { useViewerKey } from '../viewer';
import './details.css';

/**
 * /wrap/details/askChapter?id= (spec §2, a child of details): questions about a
 * book's chapters. The item is real; the dialogue itself belongs to the AI
 * issue, so the frame says so and leads back to the detail page.
 */
export function AskChapterPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const detail = useContentDetail({ id }, useViewerKey());
  if (!id) return <Result status="404" title="资源不存在或已下架" />;
  if (detail.isError)
    return (
      <Result
        status="warning"
        title={detail.error instanceof ApiError ? detail.error.description : '加载失败，请稍后再试'}
      />
    );
  if (!detail.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const title = decodeHtmlEntities(detail.data.Title);
  return (
    <section className="detail-side__block" data-testid="ask-chapter-page">
      <h2>章节问答 · 《{title}》</h2>
      <Result
        status="info"
        title="章节问答正在建设中"
        subTitle="按章节向 AI 提问的功能即将开放，现在可以先阅读本书或查看目录。"
        extra={
          <Link to={contentDetailPath(detail.data.ObjectType, detail.data.Id)}>返回详情页</Link>
        }
      />
    </section>
  );
}
