import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import {
  COMMENT_PAGE_SIZE,
  QR_MARGIN,
  QR_SIZE,
  RECOMMENDED_LIST_PROBE_SIZE,
  RECOMMEND_FACES_SHOWN,
} from '../limits.ts';
import { RECOMMEND_FIELDS } from '../recommend-form.ts';
import { ContentIdSchema } from './catalog.ts';
import { SMALLINT_MAX, freeTextSchema, int4Schema, jsonTextSchema } from './form-fields.ts';

// What a reader does on the detail page (issue 5, spec §7): comments, the
// bookshelf, recommend-to-buy, the share QR code, the alumni donor, the AI
// support probe, reading lists and the institutions holding a content item.
// Query and form fields travel as strings; the schemas coerce them. Text
// fields are only bounded here: the services answer empty or too long text
// with the Chinese messages of spec §5 (messages.ts).

/** Generous bound of a free-text field before the service's own length rule. */
const FREE_TEXT_BOUND = 5_000;

/**
 * Someone shown beside what they wrote (spec §3 Comment.UserInfo, Recommend
 * reason list). UserFace is an image address, '' when the user has none (the
 * page draws a default face); RealName is the name the user gave, else the
 * nick name, else a masked phone number.
 */
export const EngagementUserSchema = z.object({
  UserFace: z.string(),
  RealName: z.string(),
});
export type EngagementUser = z.infer<typeof EngagementUserSchema>;

/** A content item as the engagement lists show it (donor's other donations, reading lists). */
export const EngagementContentSchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  /** A public /files/public/… address, or '' */
  CoverUrl: z.string(),
});
export type EngagementContent = z.infer<typeof EngagementContentSchema>;

// ---------------------------------------------------------------- comments

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

// --------------------------------------------------------------- bookshelf

/**
 * POST /v1/api/bookshelf/create (spec §7: ObjectId; login required). Adding an
 * item already on the shelf succeeds again (retry-safe). Description is shown
 * to the reader (spec §8): '已加入书架' or '已在书架中'.
 */
export const BookshelfCreateParamsSchema = z.object({ ObjectId: ContentIdSchema });
export type BookshelfCreateParams = z.infer<typeof BookshelfCreateParamsSchema>;
export type BookshelfCreateInput = z.input<typeof BookshelfCreateParamsSchema>;

/** A shelf entry. */
export const BookshelfEntrySchema = z.object({
  Id: z.number().int(),
  ObjectId: z.number().int(),
  ObjectType: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  CreateTime: z.string(),
});
export type BookshelfEntry = z.infer<typeof BookshelfEntrySchema>;
export const BookshelfCreateDataSchema = BookshelfEntrySchema;
export type BookshelfCreateData = BookshelfEntry;

/** Shelf entries a page of the centre's 我的书架 shows. */
export const BOOKSHELF_PAGE_SIZE = 20;

/**
 * GET /v1/api/bookshelf/list (ours, in the style of history/list: cp, ps;
 * login required): the reader's shelf, latest added first, each entry with
 * its content card.
 */
export const BookshelfListParamsSchema = z.object({
  cp: z.coerce.number().int().min(1).max(10_000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(BOOKSHELF_PAGE_SIZE),
});
export type BookshelfListParams = z.infer<typeof BookshelfListParamsSchema>;
export type BookshelfListInput = z.input<typeof BookshelfListParamsSchema>;

export const BookshelfItemSchema = BookshelfEntrySchema.extend({
  Content: EngagementContentSchema,
});
export type BookshelfItem = z.infer<typeof BookshelfItemSchema>;
export const BookshelfListDataSchema = pagedSchema(BookshelfItemSchema);
export type BookshelfListData = z.infer<typeof BookshelfListDataSchema>;

/**
 * POST /v1/api/bookshelf/delete (ours: ObjectId; login required). Taking off
 * an item that is not on the shelf succeeds too (retry-safe); Description
 * '已移出书架'. Data is null.
 */
export const BookshelfDeleteParamsSchema = z.object({ ObjectId: ContentIdSchema });
export type BookshelfDeleteParams = z.infer<typeof BookshelfDeleteParamsSchema>;
export type BookshelfDeleteInput = z.input<typeof BookshelfDeleteParamsSchema>;

// ------------------------------------------------------------ donor (校友)

/** GET /content/xiaoyoudetail (spec §7): ExternalId without its -Pdf / -Epub suffix (the server strips one too). */
export const DonorDetailParamsSchema = z.object({
  ExternalId: z.string().trim().min(1).max(200),
});
export type DonorDetailParams = z.infer<typeof DonorDetailParamsSchema>;
export type DonorDetailInput = z.input<typeof DonorDetailParamsSchema>;

/**
 * spec §3 Donation detail, with the spec's own (camelCase, sic) names:
 * donatetUser and danetWords. Data is null for an item nobody donated.
 */
export const DonorDetailSchema = z.object({
  donatetUser: z.object({
    userFace: z.string(),
    realName: z.string(),
    /** e.g. '校友', '教师' */
    identityType: z.string(),
    /** 'YYYY' or '' */
    graduateTime: z.string(),
    /** 'YYYY' or '' (the year they entered) */
    schoolTime: z.string(),
    /** e.g. '2006级 中文系 本科' */
    educationExperience: z.string(),
    extendata: z.object({
      /** The donation certificate image (bigUrl: full size); '' when none. */
      certificate: z.object({ bigUrl: z.string() }),
    }),
    /** The donor's other donations, newest first. */
    otherdonates: z.array(EngagementContentSchema),
  }),
  /** The donor's words to readers (plain text). */
  danetWords: z.string(),
});
export type DonorDetail = z.infer<typeof DonorDetailSchema>;
export const DonorDetailDataSchema = DonorDetailSchema.nullable();

// -------------------------------------------------------- recommend-to-buy

/** GET /v1/api/recommend/reason-list (spec §7: objectId) → the faces of those who recommended it. */
export const RecommendReasonListParamsSchema = z.object({
  objectId: ContentIdSchema,
  ps: z.coerce.number().int().min(1).max(50).default(RECOMMEND_FACES_SHOWN),
});
export type RecommendReasonListParams = z.infer<typeof RecommendReasonListParamsSchema>;
export type RecommendReasonListInput = z.input<typeof RecommendReasonListParamsSchema>;

export const RecommendReasonItemSchema = z.object({
  UserInfo: EngagementUserSchema,
  /** spec §9 reason 1..5 */
  Reason: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  CreateTime: z.string(),
});
export type RecommendReasonItem = z.infer<typeof RecommendReasonItemSchema>;
/** RecordCount: everybody who recommended the object; ItemList: the newest ps of them. */
export const RecommendReasonListDataSchema = pagedSchema(RecommendReasonItemSchema);
export type RecommendReasonListData = z.infer<typeof RecommendReasonListDataSchema>;

/** GET /v1/api/recommend/recommended (spec §7) → Data true when the signed-in reader recommended it (false anonymous). */
export const RecommendedParamsSchema = z.object({
  objectId: ContentIdSchema,
  organizationExternalId: z.string().max(100).optional(),
});
export type RecommendedParams = z.infer<typeof RecommendedParamsSchema>;
export type RecommendedInput = z.input<typeof RecommendedParamsSchema>;
export const RecommendedDataSchema = z.boolean();

/** GET /v1/api/recommend/tips (spec §7, §3 'recommend tips Message'): the reminder of the reader's institution. */
export const RecommendTipsParamsSchema = z.object({
  organizationExternalId: z.string().max(100).optional(),
});
export type RecommendTipsInput = z.input<typeof RecommendTipsParamsSchema>;
export const RecommendTipsDataSchema = z.object({
  Message: z.string(),
  /** spec §6: that institution buys at once — the strip's button reads 图书即采 (false without one). */
  IsRecommendBuy: z.boolean(),
});
export type RecommendTipsData = z.infer<typeof RecommendTipsDataSchema>;

export const RecommendFieldSchema = z.enum(RECOMMEND_FIELDS);

/**
 * GET /v1/api/recommend/form (ours; spec §5 'only configured fields are
 * shown'): the signed-in reader's institution and its configured form.
 * Login required (34); without an institution code 36 '请先绑定机构'.
 */
export const RecommendFormDataSchema = z.object({
  Organization: z.object({
    Id: z.number().int(),
    ExternalId: z.string(),
    Title: z.string(),
    /** spec §6: a library asks for status student (1) or teacher (2) */
    IsLibrary: z.boolean(),
  }),
  /** The configured fields, in the form's order (RECOMMEND_FIELDS order). */
  Fields: z.array(RecommendFieldSchema),
  /** Configured fields the reader must fill (OrganizationTitle always when configured). */
  RequiredFields: z.array(RecommendFieldSchema),
  /** Fields given by the reader's verified identity: shown read-only with Values. */
  ReadOnlyFields: z.array(RecommendFieldSchema),
  /** Prefill from the reader's profile and institution. */
  Values: z.object({
    OrganizationTitle: z.string(),
    SocialStatus: z.number().int(),
    DepartmentName: z.string(),
    Education: z.string(),
    SchoolYear: z.string(),
    SocialStatusNumber: z.string(),
    RecommendName: z.string(),
    RecommendPhone: z.string(),
    RecommendEmail: z.string(),
  }),
  /** spec §6: the button reads 图书即采 when the institution buys at once. */
  IsRecommendBuy: z.boolean(),
});
export type RecommendFormData = z.infer<typeof RecommendFormDataSchema>;

/**
 * POST /v1/api/recommend/create (spec §7): dataJson = the configured fields,
 * ObjectId, Reason, Remark (and optionally organizationId, which must be the
 * reader's). Validated on the server with validateRecommendForm (spec §5
 * order and messages). Login 34; no institution 36; a bad dataJson '参数错误：dataJson'.
 * Recommending again updates the reader's recommendation (retry-safe).
 */
export const RecommendCreateParamsSchema = z.object({
  dataJson: z.string().min(1).max(FREE_TEXT_BOUND),
});
export type RecommendCreateParams = z.infer<typeof RecommendCreateParamsSchema>;

/** dataJson parsed: numbers may come as numbers or digit strings. */
export const RecommendDataJsonSchema = z.object({
  ObjectId: z.union([z.number(), z.string()]).pipe(z.coerce.string()).pipe(ContentIdSchema),
  organizationId: z.union([z.number(), z.string()]).optional(),
  OrganizationTitle: jsonTextSchema(200).optional(),
  SocialStatus: int4Schema()
    .min(-SMALLINT_MAX - 1)
    .max(SMALLINT_MAX)
    .optional(),
  DepartmentName: jsonTextSchema(200).optional(),
  Education: jsonTextSchema(50).optional(),
  SchoolYear: jsonTextSchema(20).optional(),
  SocialStatusNumber: jsonTextSchema(100).optional(),
  RecommendName: jsonTextSchema(100).optional(),
  RecommendPhone: jsonTextSchema(50).optional(),
  RecommendEmail: jsonTextSchema(200).optional(),
  Reason: int4Schema()
    .min(-SMALLINT_MAX - 1)
    .max(SMALLINT_MAX)
    .optional(),
  Remark: freeTextSchema(z.string().max(FREE_TEXT_BOUND)).optional(),
});
export type RecommendDataJson = z.infer<typeof RecommendDataJsonSchema>;

export const RecommendCreateDataSchema = z.object({
  Id: z.number().int(),
  ObjectId: z.number().int(),
  /** Everybody who recommended the object now. */
  RecordCount: z.number().int(),
});
export type RecommendCreateData = z.infer<typeof RecommendCreateDataSchema>;

// ------------------------------------------------------------ reading lists

/**
 * GET /recommendbooklist/list (spec §7: organizationId, ps 2, returncontent):
 * the reading lists recommended by the institution (its own first, then the
 * platform's). With objectId, lists holding that item come first.
 */
export const ReadingListParamsSchema = z.object({
  organizationId: z.string().trim().max(100).optional(),
  objectId: ContentIdSchema.optional(),
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(RECOMMENDED_LIST_PROBE_SIZE),
  returncontent: z
    .enum(['true', 'false', '1', '0', ''])
    .transform((value) => value === 'true' || value === '1')
    .default(false),
});
export type ReadingListParams = z.infer<typeof ReadingListParamsSchema>;
export type ReadingListInput = z.input<typeof ReadingListParamsSchema>;

export const ReadingListItemSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  /** The first content's cover, or '' */
  CoverUrl: z.string(),
  ContentCount: z.number().int(),
  /** Its contents (first 6) when returncontent, else []. */
  Contents: z.array(EngagementContentSchema),
});
export type ReadingListItem = z.infer<typeof ReadingListItemSchema>;
export const ReadingListDataSchema = pagedSchema(ReadingListItemSchema);
export type ReadingListData = z.infer<typeof ReadingListDataSchema>;

// --------------------------------------------------------------- QR code

/** Longest address a share QR code carries. */
export const QR_URL_MAX_LENGTH = 1_000;

/** POST /v1/api/qrcode/get-qr (spec §7: url, size 4, margin 3): an http(s) address. */
export const QrCodeParamsSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1)
    .max(QR_URL_MAX_LENGTH)
    .regex(/^https?:\/\/\S+$/i),
  /** Pixels per module */
  size: z.coerce.number().int().min(1).max(20).default(QR_SIZE),
  /** Quiet zone, in modules */
  margin: z.coerce.number().int().min(0).max(20).default(QR_MARGIN),
});
export type QrCodeParams = z.infer<typeof QrCodeParamsSchema>;
export type QrCodeInput = z.input<typeof QrCodeParamsSchema>;
/** Url: 'data:image/png;base64,…' */
export const QrCodeDataSchema = z.object({ Url: z.string() });
export type QrCodeData = z.infer<typeof QrCodeDataSchema>;

// ------------------------------------------------------ AI support probe

/** GET /v1/api/user-question/support (spec §7: contentExternalId; -Pdf / -Epub stripped). */
export const QuestionSupportParamsSchema = z.object({
  contentExternalId: z.string().trim().min(1).max(200),
});
export type QuestionSupportInput = z.input<typeof QuestionSupportParamsSchema>;
/** IsSupport: the item has full-text passages the assistant can answer from. */
export const QuestionSupportDataSchema = z.object({ IsSupport: z.boolean() });
export type QuestionSupportData = z.infer<typeof QuestionSupportDataSchema>;

// ------------------------------------------------ collection institutions

/** GET /v1/api/content/collection-organizations (ours, spec §2 tab, §3 'Collection organisation'). */
export const CollectionOrganizationsParamsSchema = z.object({ objectId: ContentIdSchema });
export type CollectionOrganizationsInput = z.input<typeof CollectionOrganizationsParamsSchema>;
export const CollectionOrganizationSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
});
export type CollectionOrganization = z.infer<typeof CollectionOrganizationSchema>;
export const CollectionOrganizationsDataSchema = pagedSchema(CollectionOrganizationSchema);
export type CollectionOrganizationsData = z.infer<typeof CollectionOrganizationsDataSchema>;

/** The addresses of this file's calls, for the web's fetchers and the server's routes. */
export const EngagementPaths = {
  CommentList: '/v1/api/comment/detail-list',
  CommentCreate: '/v1/api/comment/create',
  BookshelfCreate: '/v1/api/bookshelf/create',
  BookshelfList: '/v1/api/bookshelf/list',
  BookshelfDelete: '/v1/api/bookshelf/delete',
  DonorDetail: '/content/xiaoyoudetail',
  RecommendReasonList: '/v1/api/recommend/reason-list',
  Recommended: '/v1/api/recommend/recommended',
  RecommendTips: '/v1/api/recommend/tips',
  RecommendForm: '/v1/api/recommend/form',
  RecommendCreate: '/v1/api/recommend/create',
  ReadingList: '/recommendbooklist/list',
  QrCode: '/v1/api/qrcode/get-qr',
  QuestionSupport: '/v1/api/user-question/support',
  CollectionOrganizations: '/v1/api/content/collection-organizations',
} as const;
