import { Link, useSearchParams } from 'react-router';
import { Result, Skeleton } from 'antd';
import { contentDetailPath } from '@moyue/contracts/api/catalog';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { ApiError } from '../../../api/api-error';
import { useContentDetail } from '../../../api/content-detail';
import { useViewerKey } from '../../../hooks/use-viewer-key';
import { AiPanel } from '../components/AiPanel';
import { BookFinder } from '../components/BookFinder';
import { askChapterHref } from '../components/assistant-links';

/**
 * /wrap/chatbook?id= and /wrap/aichat?id= (spec §2): the dialogue with one
 * book beside its word cloud; without id, the books to talk to.
 */
export function ChatBookPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const book = useContentDetail({ id }, useViewerKey());
  if (!id) return <BookFinder keyword="" />;
  if (book.isError)
    return (
      <Result
        status="warning"
        title={book.error instanceof ApiError ? book.error.description : '加载失败，请稍后再试'}
      />
    );
  if (!book.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const title = decodeHtmlEntities(book.data.Title);
  return (
    <section className="detail-side__block" data-testid="chat-book-page">
      <h2>
        AI 伴读 ·{' '}
        <Link to={contentDetailPath(book.data.ObjectType, book.data.Id)}>《{title}》</Link>
      </h2>
      <p>
        <Link to={askChapterHref(book.data.Id)}>按章节提问</Link>
      </p>
      <AiPanel book={{ ...book.data, Title: title }} />
    </section>
  );
}
