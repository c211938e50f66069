import { Link, useNavigate, useSearchParams } from 'react-router';
import { Result, Select, Skeleton } from 'antd';
import { contentDetailPath } from '@moyue/contracts/api/catalog';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { ApiError } from '../../../api/api-error';
import { useAppStore } from '../../../stores/app-store';
import { useContentDetail } from '../../../api/content-detail';
import { useViewerKey } from '../../../hooks/use-viewer-key';
import { flattenChapters, useChapters } from '../api/get-chapters';
import { BookDialogue } from '../components/BookDialogue';
import { askChapterHref } from '../components/assistant-links';
import '../components/assistant.css';

/**
 * /wrap/details/askChapter?id=&tocId= (spec §2, a child of details):
 * questions about one chapter of a book. The answer searches only that
 * chapter and its sections; a locked chapter is named, never quoted.
 */
export function AskChapterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const tocId = Number(params.get('tocId') ?? '') || undefined;
  const viewer = String(useAppStore((state) => state.user?.Id) ?? 'anon');
  const book = useContentDetail({ id }, useViewerKey());
  const chapters = useChapters(book.data?.Id ?? 0, viewer);
  if (!id) return <Result status="404" title="资源不存在或已下架" />;
  if (book.isError)
    return (
      <Result
        status="warning"
        title={book.error instanceof ApiError ? book.error.description : '加载失败，请稍后再试'}
      />
    );
  if (!book.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const title = decodeHtmlEntities(book.data.Title);
  const options = flattenChapters(chapters.data?.ItemList ?? []).map(({ node, depth }) => ({
    value: node.Id,
    label: `${'　'.repeat(depth)}${node.Title}${node.IsLock ? '（未开放试读）' : ''}`,
  }));
  const chapter = options.find((option) => option.value === tocId);
  return (
    <section className="detail-side__block" data-testid="ask-chapter-page">
      <h2>
        章节问答 ·{' '}
        <Link to={contentDetailPath(book.data.ObjectType, book.data.Id)}>《{title}》</Link>
      </h2>
      <Select
        className="ai-chapter-select"
        style={{ minWidth: 280, marginBottom: 16 }}
        placeholder="选择章节（不选则问全书）"
        allowClear
        showSearch
        optionFilterProp="label"
        loading={chapters.isPending}
        value={tocId}
        options={options}
        onChange={(value: number | undefined) =>
          void navigate(askChapterHref(book.data.Id, value), { replace: true })
        }
        aria-label="章节"
        data-testid="ai-chapter-select"
      />
      <BookDialogue
        key={tocId ?? 'book'}
        book={{ ...book.data, Title: title }}
        tocId={tocId}
        placeholder={
          chapter
            ? `关于「${chapter.label.trim()}」的问题`
            : '请输入您的问题，例如：这一章讲了什么？'
        }
      />
    </section>
  );
}
