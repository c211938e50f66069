import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { EngagementContentSchema } from './engagement.ts';
import { idNumberSchema, intListSchema } from './form-fields.ts';

// The reader's own records in the personal centre (issue 17): my comments
// (mycomment), my recommend-to-buy requests (myRecommend), reading
// preferences (myPredilection) and reading statistics with the year report
// (readingReport, beyond the spec). All need a signed-in reader (code 34).

/** Rows a page of 我的评论 / 我的荐购 shows. */
export const CENTER_PAGE_SIZE = 10;

const centrePageParams = z.object({
  cp: z.coerce.number().int().min(1).max(10_000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(CENTER_PAGE_SIZE),
});

export const CenterMessages = {
  CommentDeleted: '评论已删除',
  /** someone else's comment */
  CommentNotYours: '只能删除自己的评论',
  PreferencesSaved: '阅读偏好已保存',
  TooManyPreferences: '最多选择10个分类',
  UnknownCategory: '所选分类不存在',
  /** a year before any reading or after this one */
  ReportYear: '年份超出范围',
} as const;

// ---------------------------------------------------------------- comments

/** GET /v1/api/comment/my-list: the reader's comments, newest first. */
export const MyCommentListParamsSchema = centrePageParams;
export type MyCommentListInput = z.input<typeof MyCommentListParamsSchema>;

export const MyCommentSchema = z.object({
  Id: z.number().int(),
  /** 1..5 */
  Score: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  CreateTime: z.string(),
  /** plain text as typed */
  Contents: z.string(),
  /** the book or course commented on */
  Content: EngagementContentSchema,
});
export type MyComment = z.infer<typeof MyCommentSchema>;
export const MyCommentListDataSchema = pagedSchema(MyCommentSchema);
export type MyCommentListData = z.infer<typeof MyCommentListDataSchema>;

/**
 * POST /v1/api/comment/delete (id): deletes one of the reader's own comments.
 * A comment already gone answers success again (retry-safe); someone else's
 * is refused with '只能删除自己的评论' (Code 403). Data is null.
 */
export const CommentDeleteParamsSchema = z.object({ id: idNumberSchema() });
export type CommentDeleteInput = z.input<typeof CommentDeleteParamsSchema>;

// -------------------------------------------------------- recommend-to-buy

/** The states of a recommend-to-buy request, as the library answers it. */
export const RecommendState = { Pending: 0, Accepted: 1, Purchased: 2, Refused: 3 } as const;
export type RecommendState = (typeof RecommendState)[keyof typeof RecommendState];
export const RECOMMEND_STATE_LABELS: Record<RecommendState, string> = {
  0: '待处理',
  1: '已采纳',
  2: '已采购',
  3: '未采纳',
};

/** GET /v1/api/recommend/my-list: the reader's 荐购, latest first. */
export const MyRecommendListParamsSchema = centrePageParams;
export type MyRecommendListInput = z.input<typeof MyRecommendListParamsSchema>;

export const MyRecommendSchema = z.object({
  Id: z.number().int(),
  /** RecommendState */
  State: z.number().int(),
  /** spec §9 reason 1..5 */
  Reason: z.number().int(),
  Remark: z.string(),
  /** the library's answer, '' when it has not given one */
  Reply: z.string(),
  /** when the library answered, '' before */
  ReplyTime: z.string(),
  CreateTime: z.string(),
  UpdateTime: z.string(),
  OrganizationTitle: z.string(),
  Content: EngagementContentSchema,
});
export type MyRecommend = z.infer<typeof MyRecommendSchema>;
export const MyRecommendListDataSchema = pagedSchema(MyRecommendSchema);
export type MyRecommendListData = z.infer<typeof MyRecommendListDataSchema>;

// ------------------------------------------------------------ preferences

/** At most this many categories make a reader's preferences. */
export const PREFERENCE_MAX = 10;
/** Books the 猜你喜欢 shelf shows. */
export const PREFERRED_BOOKS_SIZE = 12;

export interface PreferenceCategory {
  Id: number;
  Title: string;
  /** 中图法 class, e.g. 'I' or 'I2' */
  Code: string;
  Child: PreferenceCategory[];
}
export const PreferenceCategorySchema: z.ZodType<PreferenceCategory> = z.lazy(() =>
  z.object({
    Id: z.number().int(),
    Title: z.string(),
    Code: z.string(),
    Child: z.array(PreferenceCategorySchema),
  }),
);

/** GET /v1/api/user-predilection/detail: the 中图法 classes to pick from (two levels) and the picks. */
export const PredilectionDataSchema = z.object({
  Categories: z.array(PreferenceCategorySchema),
  CategoryIds: z.array(z.number().int()),
});
export type PredilectionData = z.infer<typeof PredilectionDataSchema>;

/**
 * POST /v1/api/user-predilection/save (categoryIds: '3,17', '' clears):
 * replaces the reader's picks. Refusals: '最多选择10个分类',
 * '所选分类不存在'. Saving the same picks again changes nothing.
 */
export const PredilectionSaveParamsSchema = z.object({
  categoryIds: intListSchema(400).default([]),
});
export type PredilectionSaveInput = z.input<typeof PredilectionSaveParamsSchema>;

/**
 * GET /v1/api/user-predilection/books (ps): 猜你喜欢 — books filed under the
 * picked classes (or below them), the most read first, those the reader has
 * finished left out. Empty without picks.
 */
export const PreferredBooksParamsSchema = z.object({
  ps: z.coerce.number().int().min(1).max(24).default(PREFERRED_BOOKS_SIZE),
});
export type PreferredBooksInput = z.input<typeof PreferredBooksParamsSchema>;
export const PreferredBooksDataSchema = z.object({
  ItemList: z.array(EngagementContentSchema),
  /** titles of the picked classes, in the tree's order */
  CategoryTitles: z.array(z.string()),
});
export type PreferredBooksData = z.infer<typeof PreferredBooksDataSchema>;

// ------------------------------------------------------ reading statistics

/**
 * GET /v1/api/history/reading-statistic: what the reader's history adds up
 * to. Reading time is the time between one progress report of a book and
 * the next on the same day, each gap counted up to READING_GAP_CAP_SECONDS
 * (a reader who walked away is not reading). Days are Asia/Shanghai days.
 */
export const READING_GAP_CAP_SECONDS = 180;

export const ReadingStatisticSchema = z.object({
  TotalSeconds: z.number().int(),
  TodaySeconds: z.number().int(),
  /** books with progress at or past BOOK_FINISHED_PROCESS */
  FinishedBooks: z.number().int(),
  /** books opened and not finished */
  ReadingBooks: z.number().int(),
  ReadingDays: z.number().int(),
  /** unbroken reading days up to today (or yesterday) */
  CurrentStreak: z.number().int(),
  LongestStreak: z.number().int(),
  /** whether demo history (演示) is counted */
  IsDemo: z.boolean(),
});
export type ReadingStatistic = z.infer<typeof ReadingStatisticSchema>;

/** GET /v1/api/history/reading-report (year, default this year): 阅读年报. */
export const READING_REPORT_FIRST_YEAR = 2000;
export const ReadingReportParamsSchema = z.object({
  year: z.coerce.number().int().optional(),
});
export type ReadingReportInput = z.input<typeof ReadingReportParamsSchema>;

export const ReadingReportSchema = z.object({
  Year: z.number().int(),
  TotalSeconds: z.number().int(),
  ReadingDays: z.number().int(),
  BooksRead: z.number().int(),
  FinishedBooks: z.number().int(),
  LongestStreak: z.number().int(),
  /** 12 months, January first */
  Months: z.array(
    z.object({ Month: z.number().int(), Seconds: z.number().int(), Days: z.number().int() }),
  ),
  /** time by top-level 中图法 class, most first (books without a class: '其他') */
  Categories: z.array(
    z.object({ Title: z.string(), Seconds: z.number().int(), Books: z.number().int() }),
  ),
  /** the books read longest, at most 5 */
  TopBooks: z.array(z.object({ Content: EngagementContentSchema, Seconds: z.number().int() })),
  /** years with reading, newest first (the year picker) */
  Years: z.array(z.number().int()),
  IsDemo: z.boolean(),
});
export type ReadingReport = z.infer<typeof ReadingReportSchema>;

export const CenterPaths = {
  MyComments: '/v1/api/comment/my-list',
  CommentDelete: '/v1/api/comment/delete',
  MyRecommends: '/v1/api/recommend/my-list',
  Predilection: '/v1/api/user-predilection/detail',
  PredilectionSave: '/v1/api/user-predilection/save',
  PreferredBooks: '/v1/api/user-predilection/books',
  ReadingStatistic: '/v1/api/history/reading-statistic',
  ReadingReport: '/v1/api/history/reading-report',
} as const;
