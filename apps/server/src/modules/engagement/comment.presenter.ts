import type { CommentItem } from '@moyue/contracts/api/engagement';
import type { CommentRow } from './comment.repository.ts';
import { presentEngagementUser } from './engagement.presenter.ts';

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
