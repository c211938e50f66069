import { z } from 'zod';
import { idNumberSchema } from './form-fields.ts';

// The special pages of issue 20 (spec §2 routes paperElect, electPrecedence,
// /topicBank, /ChineseEnterprises, /gdpdf, /outerwebtoview, /test; the
// new-era learning platform link of spec §6 and §9). Calls of our design
// (requirements §7.5): signed, form-encoded, enveloped. Form and query fields
// travel as strings.

export const SpecialPaths = {
  ElectList: '/v1/api/paper-elect/list',
  ElectVote: '/v1/api/paper-elect/vote',
  ElectPrecedence: '/v1/api/paper-elect/precedence',
  TopicBank: '/v1/api/topic-bank/list',
  Enterprise: '/v1/api/special/enterprise',
  PdfList: '/v1/api/special/pdf-list',
  OuterWebList: '/v1/api/outer-web/list',
  OuterWebTransfer: '/v1/api/outer-web/transfer',
  OuterWebOpen: '/v1/api/outer-web/open',
  SelfCheck: '/v1/api/self-check',
  XsdStatus: '/v1/api/xsd/status',
  XsdLink: '/v1/api/xsd/link',
} as const;

export const SpecialMessages = {
  VoteDone: '投票成功',
  VoteAgain: '您已投过票',
  /** electPrecedence is for the institution's librarians (teachers) and the editors */
  PrecedenceForbidden: '仅机构馆员（教师）或编辑可查看选采排行',
  UnknownOrganization: '机构不存在',
  ContentNotFound: '资源不存在',
  OuterUnknown: '外部资源不存在或已下线',
  OuterExpired: '访问链接已过期，请返回重新打开',
  OuterTampered: '访问链接无效（签名校验失败），请返回重新打开',
  OuterNotConfigured: '暂未配置外部资源',
  XsdNotConfigured: '新时代学习平台暂未配置，请联系管理员',
} as const;

/** Score of a candidate title: every reader who recommended it (荐购) counts this many votes. */
export const RECOMMEND_WEIGHT = 3;

const pageSchema = {
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(20),
};

/** An institution named on the wire. */
export const ElectOrganizationSchema = z.object({ Id: z.number().int(), Title: z.string() });
export type ElectOrganization = z.infer<typeof ElectOrganizationSchema>;

/** A title of the selection with its recommendations and votes. */
export const ElectItemSchema = z.object({
  Rank: z.number().int(),
  Id: z.number().int(),
  ExternalId: z.string(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  Publisher: z.string(),
  CoverUrl: z.string(),
  RecommendCount: z.number().int(),
  VoteCount: z.number().int(),
  /** RecommendCount × RECOMMEND_WEIGHT + VoteCount */
  Score: z.number().int(),
  IsVoted: z.boolean(),
});
export type ElectItem = z.infer<typeof ElectItemSchema>;

/** GET paper-elect/list: the viewer's institution's selection (its recommended and voted titles). */
export const ElectListParamsSchema = z.object(pageSchema);
/** What the web sends (z.coerce's input is unknown). */
export type PageInput = {
  cp?: number;
  ps?: number;
};
export type ElectListInput = PageInput;
export const ElectListDataSchema = z.object({
  /** the bound (certified) institution, else the one of the request's network; null: the whole platform */
  Organization: ElectOrganizationSchema.nullable(),
  /** whether this viewer may vote here (signed in with an institution) */
  CanVote: z.boolean(),
  ItemList: z.array(ElectItemSchema),
  RecordCount: z.number().int(),
});
export type ElectListData = z.infer<typeof ElectListDataSchema>;

/** POST paper-elect/vote (objectId): one vote per reader, title and institution; login required. */
export const ElectVoteParamsSchema = z.object({ objectId: idNumberSchema() });
export type ElectVoteInput = { objectId: number };
export const ElectVoteDataSchema = z.object({
  ObjectId: z.number().int(),
  VoteCount: z.number().int(),
  /** false when the reader had already voted (nothing changed) */
  Added: z.boolean(),
});
export type ElectVoteData = z.infer<typeof ElectVoteDataSchema>;

/** GET paper-elect/precedence: the ranking with its reasons, for librarians and editors. */
export const ElectPrecedenceParamsSchema = z.object({
  ...pageSchema,
  /** editors only: another institution's ranking */
  organizationId: idNumberSchema().optional(),
});
export type ElectPrecedenceInput = PageInput & { organizationId?: number | undefined };
export const ElectPrecedenceItemSchema = ElectItemSchema.extend({
  /** spec §9 reasons 5..1 with their counts */
  Reasons: z.array(z.object({ Reason: z.number().int(), Count: z.number().int() })),
  /** the institution holds it already */
  IsHeld: z.boolean(),
});
export type ElectPrecedenceItem = z.infer<typeof ElectPrecedenceItemSchema>;
export const ElectPrecedenceDataSchema = z.object({
  Organization: ElectOrganizationSchema,
  /** institutions an editor may switch to (empty for a librarian) */
  Organizations: z.array(ElectOrganizationSchema),
  ItemList: z.array(ElectPrecedenceItemSchema),
  RecordCount: z.number().int(),
});
export type ElectPrecedenceData = z.infer<typeof ElectPrecedenceDataSchema>;

/** GET topic-bank/list: the institution's subscribed collections (holdings by 中图法 class). */
export const TopicBankCardSchema = z.object({
  CategoryId: z.number().int(),
  Code: z.string(),
  Title: z.string(),
  Count: z.number().int(),
  /** up to 3 covers of the collection */
  Covers: z.array(z.string()),
});
export type TopicBankCard = z.infer<typeof TopicBankCardSchema>;
export const TopicBankDataSchema = z.object({
  Organization: ElectOrganizationSchema.nullable(),
  /** true: the cards are the institution's holdings; false: the platform's collections */
  Subscribed: z.boolean(),
  ItemList: z.array(TopicBankCardSchema),
});
export type TopicBankData = z.infer<typeof TopicBankDataSchema>;

/** A content card (cover, title, author). */
export const SpecialBookSchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  CoverUrl: z.string(),
});
export type SpecialBook = z.infer<typeof SpecialBookSchema>;

/** GET special/enterprise: 中华商道 — themes of business culture with excerpts from the catalogue. */
export const EnterpriseExcerptSchema = z.object({
  ContentId: z.number().int(),
  BookTitle: z.string(),
  Chapter: z.string(),
  Text: z.string(),
});
export type EnterpriseExcerpt = z.infer<typeof EnterpriseExcerptSchema>;
export const EnterpriseSectionSchema = z.object({
  Key: z.string(),
  Title: z.string(),
  Intro: z.string(),
  Keyword: z.string(),
  Excerpts: z.array(EnterpriseExcerptSchema),
  Books: z.array(SpecialBookSchema),
});
export type EnterpriseSection = z.infer<typeof EnterpriseSectionSchema>;
export const EnterpriseDataSchema = z.object({ Sections: z.array(EnterpriseSectionSchema) });
export type EnterpriseData = z.infer<typeof EnterpriseDataSchema>;

/** GET special/pdf-list: the catalogue's PDF editions (gdpdf). */
export const PdfListParamsSchema = z.object(pageSchema);
export type PdfListInput = PageInput;
export const PdfItemSchema = SpecialBookSchema.extend({
  Publisher: z.string(),
  Pages: z.number().int(),
  ByteSize: z.number().int(),
  IsFree: z.boolean(),
});
export type PdfItem = z.infer<typeof PdfItemSchema>;
export const PdfListDataSchema = z.object({
  ItemList: z.array(PdfItemSchema),
  RecordCount: z.number().int(),
});
export type PdfListData = z.infer<typeof PdfListDataSchema>;

/** An external resource of the configured list (OUTER_WEB_RESOURCES). */
export const OuterResourceSchema = z.object({
  Id: z.string(),
  Title: z.string(),
  Description: z.string(),
  Host: z.string(),
});
export type OuterResource = z.infer<typeof OuterResourceSchema>;
export const OuterWebListDataSchema = z.object({ ItemList: z.array(OuterResourceSchema) });
export type OuterWebListData = z.infer<typeof OuterWebListDataSchema>;

const resourceIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** POST outer-web/transfer (resourceId) → the signed, short-lived address of /outerwebtoview. */
export const OuterWebTransferParamsSchema = z.object({ resourceId: resourceIdSchema });
export type OuterWebTransferInput = z.input<typeof OuterWebTransferParamsSchema>;
export const OuterWebTransferDataSchema = z.object({
  /** /outerwebtoview?r=…&e=…&s=… */
  Url: z.string(),
  /** unix seconds */
  ExpireTime: z.number().int(),
});
export type OuterWebTransferData = z.infer<typeof OuterWebTransferDataSchema>;

/** GET outer-web/open (r, e, s: the transfer's query) → the resource to frame. */
export const OuterWebOpenParamsSchema = z.object({
  r: z.string().max(64),
  e: z.string().max(20),
  s: z.string().max(128),
});
export type OuterWebOpenInput = z.input<typeof OuterWebOpenParamsSchema>;
export const OuterWebOpenDataSchema = z.object({
  Id: z.string(),
  Title: z.string(),
  Url: z.string(),
});
export type OuterWebOpenData = z.infer<typeof OuterWebOpenDataSchema>;

/** GET self-check (/test): what the server sees of this browser's signed call. */
export const SelfCheckDataSchema = z.object({
  /** UTC 'YYYY-MM-DD HH:mm:ss' */
  ServerTime: z.string(),
  /** unix milliseconds */
  ServerTimestamp: z.number(),
  Ip: z.string(),
  Organization: ElectOrganizationSchema.nullable(),
  DeviceRecognised: z.boolean(),
  SignatureWindowSeconds: z.number().int(),
  LoggedIn: z.boolean(),
});
export type SelfCheckData = z.infer<typeof SelfCheckDataSchema>;

/** GET xsd/status: whether the learning platform link is configured (the menu says so when not). */
export const XsdStatusDataSchema = z.object({ Configured: z.boolean() });
export type XsdStatusData = z.infer<typeof XsdStatusDataSchema>;
/** GET xsd/link: the signed address (timestamp and sign: sha256 of timestamp, user and secret). */
export const XsdLinkDataSchema = z.object({ Url: z.string() });
export type XsdLinkData = z.infer<typeof XsdLinkDataSchema>;
