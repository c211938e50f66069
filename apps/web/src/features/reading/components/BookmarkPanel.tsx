import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { Link } from 'react-router';
import type { Bookmark } from '@moyue/contracts/api/bookmarks';
import { ApiError } from '../../../api/api-error';
import { getHref } from '../../../config/paths';
import {
  bookmarksQueryOptions,
  createBookmark,
  deleteBookmarks,
  useBookmarks,
  type BookmarkPlace,
} from '../api/bookmarks';

export interface BookmarkPanelProps {
  contentId: string;
  loggedIn: boolean;
  returnTo: string;
  /** the place shown now, or null before the first page */
  current: BookmarkPlace | null;
  onOpen: (bookmark: Bookmark) => void;
}

const percent = (process: number) => `${Math.round(process * 100)}%`;

/** The reader's bookmarks in this book: add the current place, open or delete one. */
export function BookmarkPanel({
  contentId,
  loggedIn,
  returnTo,
  current,
  onOpen,
}: BookmarkPanelProps) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { data, isPending } = useBookmarks(contentId, loggedIn);
  if (!loggedIn)
    return (
      <p className="reader-empty">
        <Link to={getHref.login(returnTo)}>登录</Link>后可添加书签
      </p>
    );
  const refresh = () => queryClient.invalidateQueries(bookmarksQueryOptions(contentId));
  const add = async () => {
    if (!current) return;
    try {
      await createBookmark({ ...current, objectId: contentId });
      void message.success('已添加书签');
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.description);
    }
  };
  const remove = async (id: number) => {
    try {
      await deleteBookmarks([id]);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.description);
    }
  };
  const items = data?.ItemList ?? [];
  return (
    <div className="reader-bookmarks">
      <Button type="primary" block disabled={!current} onClick={() => void add()}>
        为当前位置添加书签
      </Button>
      {!isPending && items.length === 0 ? <p className="reader-empty">暂无书签</p> : null}
      <ul>
        {items.map((bookmark) => (
          <li key={bookmark.Id}>
            <button type="button" className="reader-bookmark" onClick={() => onOpen(bookmark)}>
              <strong>{bookmark.ChapterTitle || `位置 ${percent(bookmark.Process)}`}</strong>
              <span>{bookmark.Excerpt}</span>
              <small>
                {percent(bookmark.Process)} · {bookmark.CreateTime}
              </small>
            </button>
            <Button
              type="text"
              aria-label="删除书签"
              icon={<DeleteOutlined />}
              onClick={() => void remove(bookmark.Id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
