import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { idNumberSchema, int4Schema } from './form-fields.ts';

// 榜单 and the home page's shelves (issue 15; calls of our design, spec §7
// 'not shown'). Rankings are computed from real reading, listening, shelving,
// ordering and searching, refreshed on a schedule (modules/rankings).

export const RankingPaths = {
  /** GET: one board (rankType, period, organizationId, cp, ps) */
  List: '/v1/api/ranking/list',
  /** GET: readRankingOrg — institutions by their members' reading */
  Organizations: '/v1/api/ranking/organization-list',
  /** GET: 热搜榜 — keywords by readers searching them */
  Keywords: '/v1/api/ranking/keyword-list',
  /** GET: the home page's shelves and categories in one answer */
  Home: '/v1/api/home/index',
} as const;

/** The boards of /wrap/bangdan. */
export const RankType = {
  /** 阅读榜: e-books (104, 109, 110) by readers */
  Read: 1,
  /** 收听榜: audio books (156) by listeners */
  Listen: 2,
  /** 课程榜: courses (107) by learners */
  Course: 3,
  /** 收藏榜: anything by readers shelving it */
  Shelf: 4,
  /** 热门榜: reading + 3 × shelving + 5 × ordering */
  Hot: 5,
} as const;
export type RankType = (typeof RankType)[keyof typeof RankType];

export const RANK_TYPE_TITLES: Readonly<Record<RankType, string>> = {
  1: '阅读榜',
  2: '收听榜',
  3: '课程榜',
  4: '收藏榜',
  5: '热门榜',
};

export const RankPeriod = { Week: 1, Month: 2, All: 3 } as const;
export type RankPeriod = (typeof RankPeriod)[keyof typeof RankPeriod];
export const RANK_PERIOD_TITLES: Readonly<Record<RankPeriod, string>> = {
  1: '周榜',
  2: '月榜',
  3: '总榜',
};
/** How many China days each period covers (null: all time). */
export const RANK_PERIOD_DAYS: Readonly<Record<RankPeriod, number | null>> = {
  1: 7,
  2: 30,
  3: null,
};

/** The longest board a page asks for. */
export const RANKING_MAX_PAGE_SIZE = 50;

const rankTypeSchema = int4Schema()
  .refine((value) => value >= 1 && value <= 5)
  .transform((value) => value as RankType);
const periodSchema = int4Schema()
  .refine((value) => value >= 1 && value <= 3)
  .transform((value) => value as RankPeriod);
const pageSchema = int4Schema().pipe(z.number().min(1).max(1000)).default(1);
const pageSizeSchema = (fallback: number) =>
  int4Schema().pipe(z.number().min(1).max(RANKING_MAX_PAGE_SIZE)).default(fallback);

/** GET /v1/api/ranking/list. organizationId (id or ExternalId) narrows the board to that institution's members. */
export const RankingListParamsSchema = z.object({
  rankType: rankTypeSchema.default(RankType.Read),
  period: periodSchema.default(RankPeriod.Week),
  organizationId: z.string().trim().max(100).optional(),
  /** narrows the board to one press's books (the publisher shop's /press/rank) */
  publisherId: idNumberSchema().optional(),
  cp: pageSchema,
  ps: pageSizeSchema(20),
});
export type RankingListParams = z.infer<typeof RankingListParamsSchema>;
export type RankingListInput = z.input<typeof RankingListParamsSchema>;

export const RankingItemSchema = z.object({
  /** 1-based place on the board */
  Rank: z.number().int(),
  Id: z.number().int(),
  ExternalId: z.string(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  CoverUrl: z.string(),
  /** readers (listeners, learners) counted once a day */
  Reads: z.number().int(),
  Shelves: z.number().int(),
  Orders: z.number().int(),
  Score: z.number().int(),
});
export type RankingItem = z.infer<typeof RankingItemSchema>;

/** What every board says about itself. */
const boardFacts = {
  Period: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) of the last refresh, '' before the first */
  RefreshTime: z.string(),
  /** the demo seed wrote reading history: the page marks the board 演示 */
  IsDemo: z.boolean(),
};

export const RankingListDataSchema = pagedSchema(RankingItemSchema).extend({
  RankType: z.number().int(),
  ...boardFacts,
  /** the institution the board is narrowed to, '' platform-wide */
  OrganizationTitle: z.string(),
});
export type RankingListData = z.infer<typeof RankingListDataSchema>;

/** GET /v1/api/ranking/organization-list */
export const OrganizationRankingParamsSchema = z.object({
  period: periodSchema.default(RankPeriod.Week),
  cp: pageSchema,
  ps: pageSizeSchema(20),
});
export type OrganizationRankingInput = z.input<typeof OrganizationRankingParamsSchema>;
export type OrganizationRankingParams = z.infer<typeof OrganizationRankingParamsSchema>;

export const OrganizationRankingItemSchema = z.object({
  Rank: z.number().int(),
  Id: z.number().int(),
  ExternalId: z.string(),
  Title: z.string(),
  /** member reader-days */
  Reads: z.number().int(),
  /** members who read */
  Readers: z.number().int(),
  /** different items read */
  Books: z.number().int(),
});
export type OrganizationRankingItem = z.infer<typeof OrganizationRankingItemSchema>;
export const OrganizationRankingDataSchema = pagedSchema(OrganizationRankingItemSchema).extend(
  boardFacts,
);
export type OrganizationRankingData = z.infer<typeof OrganizationRankingDataSchema>;

/** GET /v1/api/ranking/keyword-list */
export const KeywordRankingParamsSchema = z.object({
  period: periodSchema.default(RankPeriod.Week),
  ps: pageSizeSchema(10),
});
export type KeywordRankingInput = z.input<typeof KeywordRankingParamsSchema>;
export const KeywordRankingItemSchema = z.object({
  Rank: z.number().int(),
  Keyword: z.string(),
  Searches: z.number().int(),
});
export const KeywordRankingDataSchema = pagedSchema(KeywordRankingItemSchema).extend(boardFacts);
export type KeywordRankingData = z.infer<typeof KeywordRankingDataSchema>;

// ------------------------------------------------------------------ home

/** How many covers a home shelf shows. */
export const HOME_SHELF_SIZE = 12;

export const HomeCardSchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  CoverUrl: z.string(),
});
export type HomeCard = z.infer<typeof HomeCardSchema>;

/** GET /v1/api/home/index: everything the home page's shelves need, in one answer. */
export const HomeIndexParamsSchema = z.object({
  /** an institution the reader belongs to (id or ExternalId); the signed-in reader's binding otherwise */
  organizationId: z.string().trim().max(100).optional(),
});
export type HomeIndexInput = z.input<typeof HomeIndexParamsSchema>;

export const HomeCategorySchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  /** '' for a book category, the 中图法 code otherwise */
  ClcCode: z.string(),
});
export type HomeCategory = z.infer<typeof HomeCategorySchema>;

/** spec §2/§9 head notice: the newest notice (messageType 5, the first of 10) */
export const HomeNoticeSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  CreateTime: z.string(),
});
export type HomeNotice = z.infer<typeof HomeNoticeSchema>;

/** spec §2 home activity banner: the reading activity open now (the reader's institution's first) */
export const HomeActivitySchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Theme: z.string(),
  CardTitle: z.string(),
  CoverUrl: z.string(),
  /** the activity's page */
  Url: z.string(),
  /** China time, 'YYYY-MM-DD' */
  EndDate: z.string(),
  IsDemo: z.boolean(),
});
export type HomeActivity = z.infer<typeof HomeActivitySchema>;

export const HomeIndexDataSchema = z.object({
  HeadNotice: HomeNoticeSchema.nullable(),
  Activity: HomeActivitySchema.nullable(),
  NewBooks: z.array(HomeCardSchema),
  MostRead: z.array(HomeCardSchema),
  Courses: z.array(HomeCardSchema),
  AudioBooks: z.array(HomeCardSchema),
  /** the reader's institution's holdings ([] for a visitor) */
  Holdings: z.array(HomeCardSchema),
  /** that institution's title, '' without one */
  OrganizationTitle: z.string(),
  OrganizationId: z.number().int(),
  /** the top-level categories, and the 中图法 classes */
  Categories: z.array(HomeCategorySchema),
  ClcCategories: z.array(HomeCategorySchema),
});
export type HomeIndexData = z.infer<typeof HomeIndexDataSchema>;
