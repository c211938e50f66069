import {
  PointReason,
  PointsMessages,
  TASK_REWARDS,
  TASK_TYPES,
  TaskState,
  TaskType,
  type ScoreListData,
  type TaskClaimData,
  type TaskListData,
  type TaskScoreData,
  type TaskStatisticData,
} from '@moyue/contracts/api/points';
import { badRequest } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { presentLedgerEntry, presentTask } from './points.presenter.ts';
import type { PointsRepository } from './points.repository.ts';
import { shanghaiDayStart } from './shanghai-day.ts';
import type { SignInService } from './sign-in.service.ts';

/** What the tasks ask of other modules: whether the reader did the thing. */
export interface TaskEvents {
  /** task 1: the reader has a bound organisation (organizations module) */
  hasOrganization(user: SessionUser): Promise<boolean>;
  /** task 2: the reader has filled in the profile (accounts module) */
  hasEditedProfile(user: SessionUser): Promise<boolean>;
  /** cards held, for the statistic */
  cardCount(userId: number): Promise<number>;
}

const isTaskType = (value: number): value is TaskType => TASK_TYPES.includes(value);

/** Tasks and the ledger (spec §7 user-task/*, integratDetailList). */
export class PointsService {
  constructor(
    private readonly repository: PointsRepository,
    private readonly signIns: SignInService,
    private readonly events: TaskEvents,
    private readonly now: () => Date,
  ) {}

  /** The ledger key of a task's reward: once, or once a day for daily tasks. */
  private taskKey(taskType: TaskType, day: string): string {
    return TASK_REWARDS[taskType].daily ? `task:${taskType}:${day}` : `task:${taskType}`;
  }

  /** Whether the task's event happened (spec §4.8: it is then claimable). */
  private async done(user: SessionUser, taskType: TaskType): Promise<boolean> {
    switch (taskType) {
      case TaskType.BindOrganization:
        return this.events.hasOrganization(user);
      case TaskType.EditProfile:
        return this.events.hasEditedProfile(user);
      case TaskType.SignIn:
        return (await this.signIns.state(user.userId)).signed;
    }
  }

  /** spec §7 user-task/list: every task with its state 0 做任务, 1 待领取, 2 已领取. */
  async list(user: SessionUser): Promise<TaskListData> {
    const day = this.signIns.today();
    const types = TASK_TYPES.filter(isTaskType);
    const held = await this.repository.keysHeld(
      user.userId,
      types.map((type) => this.taskKey(type, day)),
    );
    const states = await Promise.all(
      types.map(async (type): Promise<TaskState> => {
        if (held.has(this.taskKey(type, day))) return TaskState.Claimed;
        return (await this.done(user, type)) ? TaskState.Claimable : TaskState.ToDo;
      }),
    );
    return { ItemList: types.map((type, index) => presentTask(type, states[index] ?? 0)) };
  }

  /**
   * spec §7 user-task/create: claims a task's reward. The ledger's unique key
   * makes it exactly-once: of any number of claims (retried or parallel) one
   * writes the entry, the others hear '该任务奖励已领取'.
   */
  async claim(user: SessionUser, taskType: number): Promise<TaskClaimData> {
    if (!isTaskType(taskType)) throw badRequest(PointsMessages.UnknownTask);
    if (!(await this.done(user, taskType))) throw badRequest(PointsMessages.TaskNotDone);
    const reward = TASK_REWARDS[taskType];
    const id = await this.repository.credit({
      userId: user.userId,
      score: reward.score,
      exp: reward.exp,
      reason: PointReason.Task,
      taskType,
      title: `完成任务：${reward.title}`,
      key: this.taskKey(taskType, this.signIns.today()),
      at: this.now(),
    });
    if (id === null) throw badRequest(PointsMessages.TaskClaimed);
    return { TaskType: taskType, Score: reward.score, Exp: reward.exp };
  }

  /** spec §7 user-task/get-score: taskType 6 → today's sign-in reward; other tasks → their reward. */
  async score(userId: number, taskType: number): Promise<TaskScoreData> {
    if (!isTaskType(taskType)) throw badRequest(PointsMessages.UnknownTask);
    if (taskType === TaskType.SignIn) return this.signIns.todaysReward(userId);
    const reward = TASK_REWARDS[taskType];
    return { Score: reward.score, Exp: reward.exp };
  }

  /** spec §7 user-task/statistic: the balance and the sign-in facts. */
  async statistic(userId: number): Promise<TaskStatisticData> {
    const state = await this.signIns.state(userId);
    const [totals, cards] = await Promise.all([
      this.repository.totals(userId, shanghaiDayStart(state.day)),
      this.events.cardCount(userId),
    ]);
    return {
      Score: totals.score,
      Exp: totals.exp,
      TodayScore: totals.sinceScore,
      IsCheckIn: state.signed,
      ContinuousDays: state.streak,
      CardCount: cards,
    };
  }

  /** integratDetailList: a page of the ledger, newest first, with the balance. */
  async ledger(userId: number, input: { cp: number; ps: number }): Promise<ScoreListData> {
    const [{ total, items }, totals] = await Promise.all([
      this.repository.page(userId, (input.cp - 1) * input.ps, input.ps),
      this.repository.totals(userId, this.now()),
    ]);
    return { ItemList: items.map(presentLedgerEntry), RecordCount: total, Score: totals.score };
  }
}
