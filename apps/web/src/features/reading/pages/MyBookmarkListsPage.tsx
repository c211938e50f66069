import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Popconfirm, Spin } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { Link, useSearchParams } from 'react-router';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { ApiError } from '../../../api/api-error';
import { getHref, paths } from '../../../config/paths';
import { bookmarksQueryOptions, deleteBookmarks, useBookmarks } from '../api/bookmarks';
import '../components/center.css';

/** /wrap/center/myBookmarkLists?id=: one book's bookmarks; each opens the reader at its place. */
export function MyBookmarkListsPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useBookmarks(id);
  const remove = async (bookmarkId: number) => {
    try {
      await deleteBookmarks([bookmarkId]);
      await queryClient.invalidateQueries(bookmarksQueryOptions(id));
    } catch (reason) {
      if (reason instanceof ApiError) void message.error(reason.description);
    }
  };
  const content = data?.Content;
  return (
    <section className="reading-center" data-testid="my-bookmark-lists-page">
      <h2>
        <Link to={paths.myBookmark}>我的书签</Link>
        {content ? ` / ${decodeHtmlEntities(content.Title)}` : ''}
      </h2>
      {isPending && id ? <Spin /> : null}
      {error ? <Empty description={error.message} /> : null}
      {!id || (data && data.RecordCount === 0) ? <Empty description="暂无数据！" /> : null}
      <ul className="reading-center-list">
        {(data?.ItemList ?? []).map((bookmark) => (
          <li key={bookmark.Id} className="reading-center-item">
            <div className="reading-center-body">
              <h3>{bookmark.ChapterTitle || `位置 ${Math.round(bookmark.Process * 100)}%`}</h3>
              {bookmark.Excerpt ? (
                <p className="reading-center-excerpt">{bookmark.Excerpt}</p>
              ) : null}
              <p>
                {bookmark.MediaType === 'pdf' ? `第${bookmark.Location}页 · ` : ''}
                {Math.round(bookmark.Process * 100)}% · {bookmark.CreateTime}
              </p>
            </div>
            <div className="reading-center-actions">
              {content ? (
                <a
                  href={getHref.reader(bookmark.MediaType, {
                    id: content.Id,
                    contentexternalid: content.ExternalId,
                    objectType: content.ObjectType,
                    process: bookmark.Process,
                  })}
                  target="_blank"
                  rel="noopener"
                >
                  <Button type="primary">继续阅读</Button>
                </a>
              ) : null}
              <Popconfirm title="删除这个书签？" onConfirm={() => void remove(bookmark.Id)}>
                <Button>删除</Button>
              </Popconfirm>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
