import { z } from 'zod';
import { int4Schema } from './form-fields.ts';

// Points, tasks, the daily sign-in and the rare book card (issue 17; spec §2,
// §3.16, §4.8, §7 'Points, tasks, rewards', §8.6, §9). Points are a ledger:
// every change is an entry with its reason, the balance is their sum. Days are
// Asia/Shanghai days. Form and query fields travel as strings.

/** spec §9 task types: 1 bind an organisation, 2 edit the profile, 6 sign in; others go home. */
export const TaskType = { BindOrganization: 1, EditProfile: 2, SignIn: 6 } as const;
export type TaskType = (typeof TaskType)[keyof typeof TaskType];
export const TASK_TYPES: readonly number[] = Object.values(TaskType);

/** spec §4.8 task states; only 0 and 1 are clickable. */
export const TaskState = { ToDo: 0, Claimable: 1, Claimed: 2 } as const;
export type TaskState = (typeof TaskState)[keyof typeof TaskState];

/** spec §4.8 button labels of the task states. */
export const TASK_STATE_LABELS: Record<TaskState, string> = {
  0: '做任务',
  1: '待领取',
  2: '已领取',
};

/** What each task is and gives; the sign-in task is daily, the others once. */
export const TASK_REWARDS: Record<
  TaskType,
  { title: string; remark: string; score: number; exp: number; daily: boolean }
> = {
  1: { title: '绑定机构', remark: '认证所在机构，畅读机构馆藏', score: 50, exp: 20, daily: false },
  2: {
    title: '完善个人资料',
    remark: '填写身份、院系等个人资料',
    score: 20,
    exp: 10,
    daily: false,
  },
  6: { title: '每日签到', remark: '每天签到一次，连续签到奖励更多', score: 5, exp: 5, daily: true },
};

/**
 * The reward of a day's sign-in: 5 points and 10 experience, one point more
 * for each day of an unbroken streak, at most 10 points.
 */
export function signInReward(streak: number): { score: number; exp: number } {
  const days = Math.max(1, Math.trunc(streak));
  return { score: Math.min(10, 4 + days), exp: 10 };
}

/** A book of a themed list counts as finished from this progress on (the last pages — colophon, index — often go unturned). */
export const BOOK_FINISHED_PROCESS = 0.95;

/** Ledger entry reasons. */
export const PointReason = { Task: 1, SignIn: 2 } as const;
export type PointReason = (typeof PointReason)[keyof typeof PointReason];

/** Message type of the messages the points module writes (system messages). */
export const POINTS_MESSAGE_TYPE = 1;

export const PointsMessages = {
  UnknownTask: '暂不支持该任务',
  /** claiming a task whose event has not happened (state 0) */
  TaskNotDone: '请先完成任务再领取奖励',
  /** claiming again (state 2): the ledger already holds the entry */
  TaskClaimed: '该任务奖励已领取',
  /** spec §8.6 sign-in failure Description: signing in twice the same day */
  AlreadySignedIn: '今日已签到，明天再来吧',
  UnknownActivity: '活动不存在',
  /** the message written when a card is earned */
  CardMessageTitle: '恭喜获得稀有数字书卡',
  cardMessage: (card: string, list: string) =>
    `恭喜您读完主题书单《${list}》，获得稀有数字书卡「${card}」，可在个人中心的卡包中查看。`,
  /** spec §2 rare-card modal */
  CardModalTitle: '恭喜',
  CardModalText: '阅读主题书单可获得稀有数字书卡，已放入个人中心卡包，快去看看吧！',
} as const;

/** POST /v1/api/user-task/create (spec §7: taskType) → Description '领取成功' (spec §8.6). Login required. */
export const TaskCreateParamsSchema = z.object({ taskType: int4Schema() });
export type TaskCreateInput = z.input<typeof TaskCreateParamsSchema>;
export const TASK_CLAIMED_DESCRIPTION = '领取成功';

/** A claim's answer: the entry made. */
export const TaskClaimDataSchema = z.object({
  TaskType: z.number().int(),
  Score: z.number().int(),
  Exp: z.number().int(),
});
export type TaskClaimData = z.infer<typeof TaskClaimDataSchema>;

/** GET /v1/api/user-task/get-score (spec §7: taskType 6 → Score, Exp): today's sign-in reward (given or to come). */
export const TaskScoreParamsSchema = z.object({ taskType: int4Schema() });
export type TaskScoreInput = z.input<typeof TaskScoreParamsSchema>;
export const TaskScoreDataSchema = z.object({ Score: z.number().int(), Exp: z.number().int() });
export type TaskScoreData = z.infer<typeof TaskScoreDataSchema>;

/** POST /v1/api/user-task/list (spec §3.16 Task: TaskType, State; the rest ours). */
export const TaskItemSchema = z.object({
  TaskType: z.number().int(),
  State: z.number().int(),
  Title: z.string(),
  Remark: z.string(),
  Score: z.number().int(),
  Exp: z.number().int(),
});
export type TaskItem = z.infer<typeof TaskItemSchema>;
export const TaskListDataSchema = z.object({ ItemList: z.array(TaskItemSchema) });
export type TaskListData = z.infer<typeof TaskListDataSchema>;

/** POST /v1/api/user-task/statistic (ours: the balance and the sign-in facts the centre shows). */
export const TaskStatisticDataSchema = z.object({
  /** the balance: the sum of the ledger */
  Score: z.number().int(),
  Exp: z.number().int(),
  /** points gained today (Asia/Shanghai) */
  TodayScore: z.number().int(),
  IsCheckIn: z.boolean(),
  /** the unbroken streak of daily sign-ins up to today (or yesterday when not yet signed today) */
  ContinuousDays: z.number().int(),
  CardCount: z.number().int(),
});
export type TaskStatisticData = z.infer<typeof TaskStatisticDataSchema>;

/** POST /v1/api/history/check-in-record (spec §7, nothing sent): the reader's sign-ins. */
export const CheckInRecordDataSchema = z.object({
  /** 'YYYY-MM-DD', Asia/Shanghai */
  Today: z.string(),
  IsCheckIn: z.boolean(),
  ContinuousDays: z.number().int(),
  TotalDays: z.number().int(),
  /** the days of this month signed in, 'YYYY-MM-DD' */
  MonthDays: z.array(z.string()),
});
export type CheckInRecordData = z.infer<typeof CheckInRecordDataSchema>;

/** POST /v1/api/history/create actionType 17 (spec §7, §9): the sign-in made and its reward. */
export const SignInDataSchema = z.object({
  Score: z.number().int(),
  Exp: z.number().int(),
  ContinuousDays: z.number().int(),
  /** 'YYYY-MM-DD', Asia/Shanghai */
  Day: z.string(),
});
export type SignInData = z.infer<typeof SignInDataSchema>;

/** GET /v1/api/user-score/list (ours: integratDetailList, the ledger, newest first). */
export const ScoreListParamsSchema = z.object({
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(10),
});
export type ScoreListInput = z.input<typeof ScoreListParamsSchema>;
export const ScoreEntrySchema = z.object({
  Id: z.number().int(),
  Score: z.number().int(),
  Exp: z.number().int(),
  Reason: z.number().int(),
  Title: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  CreateTime: z.string(),
});
export type ScoreEntry = z.infer<typeof ScoreEntrySchema>;
export const ScoreListDataSchema = z.object({
  ItemList: z.array(ScoreEntrySchema),
  RecordCount: z.number().int(),
  /** the balance */
  Score: z.number().int(),
});
export type ScoreListData = z.infer<typeof ScoreListDataSchema>;

/** A reading activity's id or ExternalId; absent or 0: every activity. */
const ActivityRefSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/);

/** GET /v1/api/user-ticket/notice (spec §7: activityId): a truthy Data shows the rare-card modal (once per card). */
export const TicketNoticeParamsSchema = z.object({ activityId: ActivityRefSchema.optional() });
export type TicketNoticeInput = z.input<typeof TicketNoticeParamsSchema>;

/** A rare digital book card (myCard). */
export const RareCardSchema = z.object({
  Id: z.number().int(),
  ActivityId: z.number().int(),
  ActivityTitle: z.string(),
  CardTitle: z.string(),
  ListTitle: z.string(),
  BookCount: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  EarnedTime: z.string(),
});
export type RareCard = z.infer<typeof RareCardSchema>;
export const TicketNoticeDataSchema = RareCardSchema.nullable();
export type TicketNoticeData = z.infer<typeof TicketNoticeDataSchema>;

/** An open reading activity and the reader's way through its list. */
export const ActivityProgressSchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  Title: z.string(),
  CardTitle: z.string(),
  ListTitle: z.string(),
  Books: z.array(
    z.object({
      Id: z.number().int(),
      Title: z.string(),
      Process: z.number(),
      Finished: z.boolean(),
    }),
  ),
  Earned: z.boolean(),
});
export type ActivityProgress = z.infer<typeof ActivityProgressSchema>;

/** GET /v1/api/user-ticket/list (ours: myCard, the card wallet and the activities under way). */
export const TicketListDataSchema = z.object({
  ItemList: z.array(RareCardSchema),
  Activities: z.array(ActivityProgressSchema),
});
export type TicketListData = z.infer<typeof TicketListDataSchema>;

export const PointsPaths = {
  TaskCreate: '/v1/api/user-task/create',
  TaskScore: '/v1/api/user-task/get-score',
  TaskList: '/v1/api/user-task/list',
  TaskStatistic: '/v1/api/user-task/statistic',
  CheckInRecord: '/v1/api/history/check-in-record',
  ScoreList: '/v1/api/user-score/list',
  TicketNotice: '/v1/api/user-ticket/notice',
  TicketList: '/v1/api/user-ticket/list',
} as const;
