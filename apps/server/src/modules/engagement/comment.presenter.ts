import type { MyComment } from '@moyue/contracts/api/center';
import type { CommentItem } from '@moyue/contracts/api/engagement';
import type { CommentRow, MyCommentRow } from './comment.repository.ts';
import { presentContentCard, presentEngagementUser } from './engagement.presenter.ts';

/** A stored comment → spec §3 Comment; Contents stays the plain text as typed. */
export const presentComment = (row: CommentRow): CommentItem => ({
  Id: Number(row.id),
  UserInfo: presentEngagementUser(row),
  Score: Number(row.score),
  CreateTime: row.createTime,
  Contents: row.contents,
});

/** The mean score with one decimal (0 without comments). */
export const roundScore = (average: number): number => Math.round(average * 10) / 10;

/** One of the reader's own comments (mycomment) with the item it is on. */
export const presentMyComment = (row: MyCommentRow): MyComment => ({
  Id: Number(row.commentId),
  Score: Number(row.score),
  CreateTime: row.createTime,
  Contents: row.contents,
  Content: presentContentCard(row),
});
