import {
  PointReason,
  PointsMessages,
  signInReward,
  type CheckInRecordData,
  type SignInData,
  type TaskScoreData,
} from '@moyue/contracts/api/points';
import { badRequest } from '../../platform/errors.ts';
import type { PointsRepository } from './points.repository.ts';
import { monthStart, previousDay, shanghaiDay } from './shanghai-day.ts';

/** The ledger key of a day's sign-in reward. */
export const signInKey = (day: string): string => `sign-in:${day}`;

/** The daily sign-in (spec §7 history/create actionType 17, history/check-in-record; §9). */
export class SignInService {
  constructor(
    private readonly repository: PointsRepository,
    private readonly now: () => Date,
  ) {}

  /** Today, an Asia/Shanghai day. */
  today(): string {
    return shanghaiDay(this.now());
  }

  /**
   * Signs the reader in for today and credits the reward, in one transaction:
   * the sign-in row and the ledger entry are both keyed by the day, so any
   * number of concurrent or repeated sign-ins land once; the others are told
   * '今日已签到' (spec §8.6: the Description shown as a warning).
   */
  async signIn(userId: number): Promise<SignInData> {
    const at = this.now();
    const day = shanghaiDay(at);
    const made = await this.repository.transaction(async (tx) => {
      const streak = await this.repository.recordSignIn(userId, day, previousDay(day), at, tx);
      if (streak === null) return null;
      const reward = signInReward(streak);
      await this.repository.credit(
        {
          userId,
          score: reward.score,
          exp: reward.exp,
          reason: PointReason.SignIn,
          taskType: null,
          title: streak > 1 ? `每日签到（连续${streak}天）` : '每日签到',
          key: signInKey(day),
          at,
        },
        tx,
      );
      return { streak, reward };
    });
    if (!made) throw badRequest(PointsMessages.AlreadySignedIn);
    return {
      Score: made.reward.score,
      Exp: made.reward.exp,
      ContinuousDays: made.streak,
      Day: day,
    };
  }

  /** Whether the reader signed in today, and the unbroken streak up to today (or yesterday). */
  async state(userId: number): Promise<{ day: string; signed: boolean; streak: number }> {
    const day = this.today();
    const yesterday = previousDay(day);
    const rows = await this.repository.signInsOn(userId, [day, yesterday]);
    const todays = rows.find((row) => row.day === day);
    const yesterdays = rows.find((row) => row.day === yesterday);
    return { day, signed: Boolean(todays), streak: todays?.streak ?? yesterdays?.streak ?? 0 };
  }

  /** spec §7 user-task/get-score taskType 6: today's reward, given or (not signed yet) to come. */
  async todaysReward(userId: number): Promise<TaskScoreData> {
    const state = await this.state(userId);
    if (state.signed) {
      const entry = await this.repository.entryOf(userId, signInKey(state.day));
      if (entry) return { Score: entry.score, Exp: entry.exp };
    }
    const reward = signInReward(state.signed ? state.streak : state.streak + 1);
    return { Score: reward.score, Exp: reward.exp };
  }

  /** spec §7 history/check-in-record. */
  async record(userId: number): Promise<CheckInRecordData> {
    const state = await this.state(userId);
    const days = await this.repository.signInDays(userId, monthStart(state.day));
    return {
      Today: state.day,
      IsCheckIn: state.signed,
      ContinuousDays: state.streak,
      TotalDays: days.total,
      MonthDays: days.days,
    };
  }
}
