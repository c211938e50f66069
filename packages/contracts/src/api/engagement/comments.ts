import { z } from 'zod';
import { COMMENT_PAGE_SIZE } from '../../limits.ts';
import { ContentIdSchema } from '../catalog.ts';
import { freeTextSchema } from '../form-fields.ts';
import { FREE_TEXT_BOUND, EngagementUserSchema } from './shared.ts';

// Engagement calls: comments (spec §7; api/engagement.ts gathers them with EngagementPaths).

/** A reader may post this many comments in COMMENT_BURST_WINDOW_MINUTES (a retried one is not counted twice). */
export const COMMENT_BURST_LIMIT = 10;
export const COMMENT_BURST_WINDOW_MINUTES = 10;

export const EngagementMessages = {
  /** Ours: more comments than COMMENT_BURST_LIMIT in the window (Code 429) */
  CommentTooFrequent: '评论过于频繁，请稍后再试',
} as const;

/** GET /v1/api/comment/detail-list (spec §7): objectId, cp, ps=20. Anyone may read. */
export const CommentListParamsSchema = z.object({
  objectId: ContentIdSchema,
  cp: z.coerce.number().int().min(1).max(10_000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(COMMENT_PAGE_SIZE),
});
export type CommentListParams = z.infer<typeof CommentListParamsSchema>;
export type CommentListInput = z.input<typeof CommentListParamsSchema>;

/** spec §3 Comment. Contents is plain text as typed: render it as text, never as HTML. */
export const CommentItemSchema = z.object({
  Id: z.number().int(),
  UserInfo: EngagementUserSchema,
  /** 1..5 */
  Score: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  CreateTime: z.string(),
  Contents: z.string(),
});
export type CommentItem = z.infer<typeof CommentItemSchema>;

export const CommentListDataSchema = z.object({
  /** Mean score of every comment of the object, one decimal; 0 when there is none. */
  AvgScore: z.number(),
  /** Newest first. */
  ItemList: z.array(CommentItemSchema),
  RecordCount: z.number().int(),
});
export type CommentListData = z.infer<typeof CommentListDataSchema>;

/**
 * POST /v1/api/comment/create (spec §7: objectId, contents, objectType, score;
 * login required, code 34). Refusals: '请输入评论内容' (blank), '评论内容不能超过200字',
 * '评分须为1到5星' (score outside 1..5). Success: Description '评论成功'.
 */
export const CommentCreateParamsSchema = z.object({
  objectId: ContentIdSchema,
  contents: freeTextSchema(z.string().max(FREE_TEXT_BOUND)).default(''),
  objectType: z.coerce.number().int().min(0).max(1000).optional(),
  /** Checked by the service (message CommentMessages.ScoreRange); the dialog defaults to 5. */
  score: z.coerce.number().default(5),
});
export type CommentCreateParams = z.infer<typeof CommentCreateParamsSchema>;
export type CommentCreateInput = z.input<typeof CommentCreateParamsSchema>;

/** The comment as stored. */
export const CommentCreateDataSchema = CommentItemSchema;
export type CommentCreateData = z.infer<typeof CommentCreateDataSchema>;
