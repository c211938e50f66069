import { z } from 'zod';
import { booleanishSchema, freeTextSchema, idNumberSchema } from './form-fields.ts';

// Reading activities (issue 20; calls of our design, requirements §7.5): a
// period, a theme with the editor's text, rules, the themed book list of the
// rare card (0021) and a leaderboard of the participants' real progress.

/** 1 under way, 2 not yet started, 3 ended. */
export const ActivityState = { Current: 1, Upcoming: 2, Ended: 3 } as const;
export type ActivityState = (typeof ActivityState)[keyof typeof ActivityState];
export const ACTIVITY_STATE_LABELS: Record<ActivityState, string> = {
  1: '进行中',
  2: '未开始',
  3: '已结束',
};

export const ActivityMessages = {
  Unknown: '活动不存在',
  Ended: '活动已结束，不能再参加',
  Joined: '报名成功',
  AlreadyJoined: '你已参加该活动',
  NotDeletable: '已有读者参加的活动不能删除，请改为停用',
  ListMissing: '书单不存在',
  OrganizationMissing: '机构不存在',
  BadPeriod: '结束时间须晚于开始时间',
  Empty: '暂无活动',
} as const;

/** Leaderboard size (top N shown). */
export const LEADERBOARD_SIZE = 20;

/** An activity's id or ExternalId. */
export const ActivityRefSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
export const ActivityRefParamsSchema = z.object({ id: ActivityRefSchema });
export type ActivityRefParams = z.input<typeof ActivityRefParamsSchema>;

export const ActivitySummarySchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  Title: z.string(),
  Theme: z.string(),
  CoverUrl: z.string(),
  CardTitle: z.string(),
  ListTitle: z.string(),
  BookCount: z.number().int(),
  /** 'YYYY-MM-DD HH:mm' (UTC+8) */
  StartTime: z.string(),
  EndTime: z.string(),
  State: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  ParticipantCount: z.number().int(),
  /** the institution it belongs to ('' = the platform's) */
  OrganizationTitle: z.string(),
  /** province[,city] codes, '' = everywhere */
  Region: z.string(),
  /** an external page /activityLink opens ('' = its own page) */
  LinkUrl: z.string(),
  IsDemo: z.boolean(),
  /** the reader takes part (false when anonymous) */
  Joined: z.boolean(),
});
export type ActivitySummary = z.infer<typeof ActivitySummarySchema>;

export const ActivityListDataSchema = z.object({ ItemList: z.array(ActivitySummarySchema) });
export type ActivityListData = z.infer<typeof ActivityListDataSchema>;

/** /areaActivity: the activities of the reader's institution and region. */
export const AreaActivityDataSchema = z.object({
  OrganizationTitle: z.string(),
  Region: z.string(),
  ItemList: z.array(ActivitySummarySchema),
});
export type AreaActivityData = z.infer<typeof AreaActivityDataSchema>;

export const ActivityBookSchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  CoverUrl: z.string(),
  /** the reader's progress 0..1 (0 when anonymous or never opened) */
  Process: z.number(),
  Finished: z.boolean(),
});
export type ActivityBook = z.infer<typeof ActivityBookSchema>;

export const ActivityDetailSchema = ActivitySummarySchema.extend({
  ThemeText: z.string(),
  Rules: z.array(z.string()),
  ListDescription: z.string(),
  Books: z.array(ActivityBookSchema),
  /** the reader has read every book of the list (and holds the card) */
  Finished: z.boolean(),
});
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;

export const JoinDataSchema = z.object({
  Joined: z.literal(true),
  ParticipantCount: z.number().int(),
});
export type JoinData = z.infer<typeof JoinDataSchema>;

export const LeaderboardEntrySchema = z.object({
  Rank: z.number().int(),
  UserName: z.string(),
  FinishedCount: z.number().int(),
  /** the mean progress over the list's books, 0..1 */
  Process: z.number(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) of the latest reading of a list book, '' when none */
  LastReadTime: z.string(),
  IsMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardDataSchema = z.object({
  ItemList: z.array(LeaderboardEntrySchema),
  RecordCount: z.number().int(),
  BookCount: z.number().int(),
  /** the reader's own row, also when below the top */
  Mine: LeaderboardEntrySchema.nullable(),
});
export type LeaderboardData = z.infer<typeof LeaderboardDataSchema>;

export const ActivityPaths = {
  List: '/v1/api/reading-activity/list',
  Area: '/v1/api/reading-activity/area-list',
  Detail: '/v1/api/reading-activity/detail',
  Join: '/v1/api/reading-activity/join',
  Leaderboard: '/v1/api/reading-activity/leaderboard',
} as const;

// The editor console (/admin) — under /v1/admin/ like the other console calls.

export const ActivityAdminPaths = {
  List: '/v1/admin/activity/list',
  Save: '/v1/admin/activity/save',
  Remove: '/v1/admin/activity/delete',
} as const;

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm' in China time (UTC+8). */
const chinaTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/)
  .refine((value) => !Number.isNaN(Date.parse(chinaTimeToIso(value))));

/** 'YYYY-MM-DD[ HH:mm]' (UTC+8) → ISO instant. */
export function chinaTimeToIso(value: string): string {
  const [day, time = '00:00'] = value.split(' ');
  return `${day}T${time}:00+08:00`;
}

const text = (max: number) => freeTextSchema(z.string().trim().max(max));
const requiredText = (max: number) => freeTextSchema(z.string().trim().min(1).max(max));

export const ActivityAdminSaveSchema = z.object({
  id: idNumberSchema().optional(),
  title: requiredText(60),
  cardTitle: requiredText(60),
  theme: requiredText(40),
  themeText: text(3000).default(''),
  rules: text(3000).default(''),
  readingListId: idNumberSchema(),
  startTime: chinaTimeSchema,
  endTime: chinaTimeSchema,
  /** 0 or absent: the platform's */
  organizationId: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  region: z
    .string()
    .trim()
    .regex(/^(\d{6}(,\d{6})?)?$/)
    .default(''),
  linkUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https:\/\/[^\s]+)?$/)
    .default(''),
  coverUrl: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/files\/public\/[0-9a-f]{64}\.(svg|png|jpg|jpeg|webp)$|^$/)
    .default(''),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: booleanishSchema.default(true),
});
export type ActivityAdminSave = z.input<typeof ActivityAdminSaveSchema>;

export const ActivityAdminRowSchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  Title: z.string(),
  CardTitle: z.string(),
  Theme: z.string(),
  ThemeText: z.string(),
  Rules: z.string(),
  ReadingListId: z.number().int(),
  ListTitle: z.string(),
  StartTime: z.string(),
  EndTime: z.string(),
  State: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  OrganizationId: z.number().int(),
  Region: z.string(),
  LinkUrl: z.string(),
  CoverUrl: z.string(),
  SortOrder: z.number().int(),
  Enabled: z.boolean(),
  IsDemo: z.boolean(),
  ParticipantCount: z.number().int(),
});
export type ActivityAdminRow = z.infer<typeof ActivityAdminRowSchema>;
export const ActivityAdminListSchema = z.object({ ItemList: z.array(ActivityAdminRowSchema) });
export type ActivityAdminList = z.infer<typeof ActivityAdminListSchema>;
