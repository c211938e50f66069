import { z } from 'zod';
import { RECOMMEND_STATE_LABELS, RecommendState } from './center.ts';
import { idNumberSchema } from './form-fields.ts';

// The library's side of 荐购 (issue 17, Messages): the editor console lists
// readers' recommend-to-buy requests and answers one with a state and a reply;
// the reader sees both in myRecommend and gets a system message. Ours
// (requirements §7.5): the spec names the states, not the console calls.

export const RecommendAdminPaths = {
  List: '/v1/admin/recommend/list',
  Answer: '/v1/admin/recommend/answer',
} as const;

export const RecommendAdminLimits = { Reply: 500 } as const;

/** The system message's type (as the other event messages: 1 系统消息). */
export const RECOMMEND_MESSAGE_TYPE = 1;

const ANSWERED_AS: Record<number, string> = {
  [RecommendState.Accepted]: '已采纳',
  [RecommendState.Purchased]: '已采购',
  [RecommendState.Refused]: '已处理，暂未采纳',
};

export const RecommendAdminMessages = {
  StateInvalid: '请选择处理结果：已采纳、已采购或未采纳',
  ReplyTooLong: `回复不能超过 ${RecommendAdminLimits.Reply} 字`,
  Missing: '荐购不存在',
  AnsweredTitle: '荐购处理结果',
  /** '您的荐购《书名》已采纳。图书馆回复：…' */
  answered: (title: string, state: number, reply: string) =>
    `您的荐购《${title}》${ANSWERED_AS[state] ?? '已处理'}。${reply ? `图书馆回复：${reply}` : ''}`,
} as const;

/** GET list: state '' every state, else 0..3; organizationId narrows to one institution. */
export const RecommendAdminListParamsSchema = z.object({
  cp: z.coerce.number().int().min(1).max(10_000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(10),
  state: z.enum(['', '0', '1', '2', '3']).default(''),
  organizationId: z.union([z.literal(''), idNumberSchema()]).default(''),
});
export type RecommendAdminListInput = z.input<typeof RecommendAdminListParamsSchema>;

/** POST answer (form): the state 1..3 is checked by the service for its Chinese message. */
export const RecommendAnswerParamsSchema = z.object({
  id: idNumberSchema(),
  state: z.coerce.number().int().min(-1000).max(1000),
  reply: z.string().max(5000).default(''),
});
export type RecommendAnswerInput = z.input<typeof RecommendAnswerParamsSchema>;

export const RecommendAdminItemSchema = z.object({
  Id: z.number().int(),
  State: z.number().int(),
  StateText: z.string(),
  Reason: z.number().int(),
  Remark: z.string(),
  Reply: z.string(),
  ReplyTime: z.string(),
  CreateTime: z.string(),
  ContentId: z.number().int(),
  ContentTitle: z.string(),
  OrganizationId: z.number().int(),
  OrganizationTitle: z.string(),
  /** the reader, masked */
  UserName: z.string(),
});
export type RecommendAdminItem = z.infer<typeof RecommendAdminItemSchema>;
export const RecommendAdminListSchema = z.object({
  ItemList: z.array(RecommendAdminItemSchema),
  RecordCount: z.number().int(),
});
export type RecommendAdminList = z.infer<typeof RecommendAdminListSchema>;

export const recommendStateText = (state: number): string =>
  RECOMMEND_STATE_LABELS[state as RecommendState] ?? '待处理';
