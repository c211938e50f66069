import { useState } from 'react';
import { Button, Pagination, Skeleton } from 'antd';
import { COMMENT_PAGE_SIZE } from '@moyue/contracts/limits';
import { formatTimeDisplay } from '@moyue/contracts/format-time';
import { EmptyMessages } from '@moyue/contracts/messages';
import { useComments } from '../api/comments';
import { ScoreStars } from '../components/ScoreStars';
import { UserFace } from '../components/UserFace';
import { OpenedOnce } from '../../../components/OpenedOnce';
import { lazyWidget } from '../../../lib/lazy-widget';
import { useViewerKey } from '../viewer';
import '../components/comments.css';

// The comment form (antd Modal, Input) loads when a reader first writes one (issue 16).
const CommentDialog = lazyWidget(
  async () => (await import('../components/CommentDialog')).CommentDialog,
);

/**
 * spec §2 user comments: average score, the comments (plain text) with their
 * stars, '暂无评论', pagination only when the count exceeds the page size (20).
 */
export function CommentsTab({ objectId, objectType }: { objectId: number; objectType: number }) {
  const viewer = useViewerKey();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const comments = useComments(objectId, page, viewer);
  const data = comments.data;
  const now = new Date();
  return (
    <div className="detail-tab comment-list" data-testid="comments-tab">
      <div className="comment-list__head">
        {data && data.RecordCount > 0 && (
          <span className="comment-list__average" data-testid="comment-average">
            综合评分 <strong>{data.AvgScore.toFixed(1)}</strong>
            <ScoreStars score={data.AvgScore} size="small" />
            <small>{data.RecordCount}条评论</small>
          </span>
        )}
        <Button type="primary" ghost onClick={() => setWriting(true)} data-testid="write-comment">
          写评论
        </Button>
      </div>
      {comments.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : !data || data.ItemList.length === 0 ? (
        <p className="detail-empty">{EmptyMessages.Comments}</p>
      ) : (
        <ul>
          {data.ItemList.map((comment) => (
            <li key={comment.Id} className="comment-item" data-testid="comment-item">
              <UserFace face={comment.UserInfo.UserFace} name={comment.UserInfo.RealName} />
              <div className="comment-item__body">
                <div className="comment-item__meta">
                  <strong>{comment.UserInfo.RealName}</strong>
                  <ScoreStars score={comment.Score} size="small" />
                  <time>{formatTimeDisplay(comment.CreateTime, now)}</time>
                </div>
                <p className="comment-item__text">{comment.Contents}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.RecordCount > COMMENT_PAGE_SIZE && (
        <Pagination
          className="comment-list__pagination"
          current={page}
          pageSize={COMMENT_PAGE_SIZE}
          total={data.RecordCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
      <OpenedOnce open={writing}>
        <CommentDialog
          objectId={objectId}
          objectType={objectType}
          open={writing}
          onClose={() => setWriting(false)}
        />
      </OpenedOnce>
    </div>
  );
}
