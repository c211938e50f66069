import { CenterMessages, type MyCommentListData } from '@moyue/contracts/api/center';
import {
  COMMENT_BURST_LIMIT,
  COMMENT_BURST_WINDOW_MINUTES,
  EngagementMessages,
  type CommentCreateParams,
  type CommentItem,
  type CommentListData,
  type CommentListParams,
} from '@moyue/contracts/api/engagement';
import { Code } from '@moyue/contracts/codes';
import { COMMENT_MAX_LENGTH, MAX_COMMENT_SCORE, MIN_COMMENT_SCORE } from '@moyue/contracts/limits';
import { CommentMessages } from '@moyue/contracts/messages';
import { AppError, badRequest } from '../../platform/errors.ts';
import { presentComment, presentMyComment, roundScore } from './comment.presenter.ts';
import type { CommentRepository } from './comment.repository.ts';
import type { ContentRefs } from './content.repository.ts';
import { charLength, plainText } from './plain-text.ts';

/** Comments and scores of a content item (spec §3 Comment, §5, §7). */
export class CommentService {
  constructor(
    private readonly repository: CommentRepository,
    private readonly contents: ContentRefs,
  ) {}

  async list(params: CommentListParams): Promise<CommentListData> {
    const content = await this.contents.require(params.objectId);
    const page = await this.repository.page(content.id, (params.cp - 1) * params.ps, params.ps);
    return {
      AvgScore: roundScore(page.average),
      ItemList: page.items.map(presentComment),
      RecordCount: page.total,
    };
  }

  /** spec §5: text required, at most 200 characters; score 1 to 5. Stored as plain text. */
  async create(userId: number, params: CommentCreateParams): Promise<CommentItem> {
    const contents = plainText(params.contents);
    if (contents === '') throw badRequest(CommentMessages.Empty);
    if (charLength(contents) > COMMENT_MAX_LENGTH) throw badRequest(CommentMessages.TooLong);
    const score = params.score;
    if (!Number.isInteger(score) || score < MIN_COMMENT_SCORE || score > MAX_COMMENT_SCORE)
      throw badRequest(CommentMessages.ScoreRange);
    const content = await this.contents.require(params.objectId);
    const row = await this.repository.create(
      { userId, contentId: content.id, objectType: content.objectType, score, contents },
      { limit: COMMENT_BURST_LIMIT, minutes: COMMENT_BURST_WINDOW_MINUTES },
    );
    if (row === 'limited')
      throw new AppError(Code.TooManyRequests, EngagementMessages.CommentTooFrequent, 429);
    return presentComment(row);
  }

  /** mycomment: the reader's own comments, newest first. */
  async mine(userId: number, page: { cp: number; ps: number }): Promise<MyCommentListData> {
    const { total, items } = await this.repository.mine(userId, (page.cp - 1) * page.ps, page.ps);
    return { ItemList: items.map(presentMyComment), RecordCount: total };
  }

  /** Deletes the reader's own comment; one already gone is success again (a retried click). */
  async delete(userId: number, id: number): Promise<null> {
    if ((await this.repository.deleteOwn(userId, id)) === 'not-yours')
      throw new AppError(Code.Forbidden, CenterMessages.CommentNotYours, 403);
    return null;
  }
}
