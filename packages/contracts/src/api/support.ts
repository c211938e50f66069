import { z } from 'zod';
import { idNumberSchema, int4Schema, SMALLINT_MAX } from './form-fields.ts';

// Problem reports (myProblem, spec §3 problemInfo, §6 feedback needs login) and
// customer-service tickets (service), issue 17. Ours (requirements §7.5): the
// spec names the state and the pages, not the calls. Form and query fields
// travel as strings; the service checks the texts and answers the Chinese
// messages below.

export const SupportPaths = {
  ProblemCreate: '/v1/api/user-problem/create',
  ProblemList: '/v1/api/user-problem/list',
  /** unsigned (an <img> loads it): /v1/api/user-problem/screenshot/<grant> */
  ProblemScreenshot: '/v1/api/user-problem/screenshot',
  TicketCreate: '/v1/api/service-ticket/create',
  TicketList: '/v1/api/service-ticket/list',
  TicketDetail: '/v1/api/service-ticket/detail',
  TicketReply: '/v1/api/service-ticket/reply',
  AdminProblems: '/v1/admin/support/problem/list',
  AdminProblemAnswer: '/v1/admin/support/problem/answer',
  AdminTickets: '/v1/admin/support/ticket/list',
  AdminTicketDetail: '/v1/admin/support/ticket/detail',
  AdminTicketReply: '/v1/admin/support/ticket/reply',
} as const;

/** Limits of a report, a ticket and a screenshot. */
export const SupportLimits = {
  ProblemText: 500,
  TicketSubject: 50,
  TicketMessage: 1000,
  Answer: 1000,
  /** decoded bytes of a screenshot */
  ScreenshotBytes: 2 * 1024 * 1024,
  /** width or height in pixels */
  ScreenshotSide: 8000,
  /** open tickets a reader may hold at once */
  OpenTickets: 10,
  /** problem reports a reader may make per Shanghai day */
  ProblemsPerDay: 30,
} as const;

/** Screenshot types, recognised by their bytes, never by the file's name. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];

export const SupportMessages = {
  ProblemEmpty: '请填写问题描述',
  ProblemTooLong: `问题描述不能超过 ${SupportLimits.ProblemText} 字`,
  ProblemsPerDay: `今天的反馈已达 ${SupportLimits.ProblemsPerDay} 条，请明天再试`,
  ScreenshotType: '截图只支持 PNG、JPEG 或 WebP 图片',
  ScreenshotBroken: '截图文件已损坏，无法识别为图片',
  ScreenshotTooLarge: '截图不能超过 2 MB',
  ScreenshotTooWide: `截图尺寸不能超过 ${SupportLimits.ScreenshotSide}×${SupportLimits.ScreenshotSide} 像素`,
  ProblemMissing: '反馈不存在',
  Reported: '反馈已提交，我们会尽快处理',
  SubjectEmpty: '请填写咨询主题',
  SubjectTooLong: `咨询主题不能超过 ${SupportLimits.TicketSubject} 字`,
  MessageEmpty: '请输入消息内容',
  MessageTooLong: `消息不能超过 ${SupportLimits.TicketMessage} 字`,
  TooManyOpen: `未回复的工单已有 ${SupportLimits.OpenTickets} 个，请等待客服回复`,
  TicketMissing: '工单不存在',
  AnswerEmpty: '请填写回复内容',
  AnswerTooLong: `回复不能超过 ${SupportLimits.Answer} 字`,
  ProblemAnsweredTitle: '您的问题反馈有了回复',
  problemAnswered: (title: string) => `您反馈的「${title}」已有回复，请到“我的反馈”查看。`,
  TicketRepliedTitle: '客服回复了您的工单',
  ticketReplied: (subject: string) => `工单「${subject}」有新回复，请到“联系客服”查看。`,
} as const;

/** Message type of the messages support writes (system messages, like the points module's). */
export const SUPPORT_MESSAGE_TYPE = 1;

/** A problem report's states: 0 待处理, 1 已回复. */
export const ProblemState = { Open: 0, Answered: 1 } as const;
export const PROBLEM_STATE_LABELS: Record<number, string> = { 0: '待处理', 1: '已回复' };

/** A ticket's states: 0 待回复 (the reader wrote last), 1 已回复 (service wrote last). */
export const TicketState = { Waiting: 0, Replied: 1 } as const;
export const TICKET_STATE_LABELS: Record<number, string> = { 0: '待回复', 1: '已回复' };

const optionalText = (max: number) => z.string().max(max).optional();
const pageSchema = {
  cp: z.coerce.number().int().min(1).max(10_000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(10),
};

/**
 * POST /v1/api/user-problem/create: spec §3 problemInfo (modalTitle, title,
 * objectId, objectType, process, pageNumber), the reader's text and an
 * optional screenshot (base64, a data: URL allowed; its type is read from its
 * bytes, screenshotName is only kept for the editor). requestId makes a retry
 * store the report once.
 */
export const ProblemCreateParamsSchema = z.object({
  modalTitle: optionalText(50),
  title: optionalText(200),
  objectId: int4Schema().min(0).optional(),
  objectType: z.coerce.number().int().min(0).max(SMALLINT_MAX).optional(),
  process: z.coerce.number().min(0).max(1).optional(),
  pageNumber: z.coerce.number().int().min(0).max(1_000_000).optional(),
  contents: z.string().max(5000),
  // base64 grows 4/3; the service answers the size message below this bound
  screenshot: z
    .string()
    .max(4 * 1024 * 1024)
    .optional(),
  screenshotName: optionalText(200),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
export type ProblemCreateInput = z.input<typeof ProblemCreateParamsSchema>;
export const ProblemCreatedSchema = z.object({ Id: z.number().int() });

export const SupportPageParamsSchema = z.object(pageSchema);
export const AdminSupportListParamsSchema = z.object({
  ...pageSchema,
  /** '' every state, else 0 or 1 */
  state: z.enum(['', '0', '1']).default(''),
});

export const ProblemItemSchema = z.object({
  Id: z.number().int(),
  ModalTitle: z.string(),
  Title: z.string(),
  ObjectId: z.number().int().nullable(),
  ObjectType: z.number().int().nullable(),
  Process: z.number().nullable(),
  PageNumber: z.number().int().nullable(),
  Contents: z.string(),
  /** '' without a screenshot; else a short-lived address */
  ScreenshotUrl: z.string(),
  State: z.number().int(),
  StateText: z.string(),
  Answer: z.string(),
  AnswerTime: z.string(),
  CreateTime: z.string(),
  /** editor console only: the reporter, masked */
  UserName: z.string().optional(),
});
export type ProblemItem = z.infer<typeof ProblemItemSchema>;
export const ProblemListSchema = z.object({
  ItemList: z.array(ProblemItemSchema),
  RecordCount: z.number().int(),
});
export type ProblemList = z.infer<typeof ProblemListSchema>;

export const TicketCreateParamsSchema = z.object({
  subject: z.string().max(1000),
  contents: z.string().max(5000),
});
export type TicketCreateInput = z.input<typeof TicketCreateParamsSchema>;
export const TicketIdParamsSchema = z.object({ id: idNumberSchema() });
export const TicketReplyParamsSchema = z.object({
  id: idNumberSchema(),
  contents: z.string().max(5000),
});
export const ProblemAnswerParamsSchema = z.object({
  id: idNumberSchema(),
  answer: z.string().max(5000),
});

export const TicketSummarySchema = z.object({
  Id: z.number().int(),
  Subject: z.string(),
  State: z.number().int(),
  StateText: z.string(),
  MessageCount: z.number().int(),
  CreateTime: z.string(),
  UpdateTime: z.string(),
  UserName: z.string().optional(),
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;
export const TicketListSchema = z.object({
  ItemList: z.array(TicketSummarySchema),
  RecordCount: z.number().int(),
});
export type TicketList = z.infer<typeof TicketListSchema>;

export const TicketMessageSchema = z.object({
  Id: z.number().int(),
  /** true: written by customer service */
  FromService: z.boolean(),
  Contents: z.string(),
  CreateTime: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;
export const TicketDetailSchema = TicketSummarySchema.extend({
  Messages: z.array(TicketMessageSchema),
});
export type TicketDetail = z.infer<typeof TicketDetailSchema>;
export const TicketSavedSchema = z.object({ Id: z.number().int() });
