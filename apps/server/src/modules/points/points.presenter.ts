import {
  TASK_REWARDS,
  type ActivityProgress,
  type RareCard,
  type ScoreEntry,
  type TaskItem,
  type TaskState,
  type TaskType,
} from '@moyue/contracts/api/points';
import type { ActivityRow, CardRow } from './card.repository.ts';
import type { LedgerRow } from './points.repository.ts';

/** spec §3.16 Task: TaskType, State (with what it is and gives). */
export function presentTask(taskType: TaskType, state: TaskState): TaskItem {
  const reward = TASK_REWARDS[taskType];
  return {
    TaskType: taskType,
    State: state,
    Title: reward.title,
    Remark: reward.remark,
    Score: reward.score,
    Exp: reward.exp,
  };
}

export function presentLedgerEntry(row: LedgerRow): ScoreEntry {
  return {
    Id: row.id,
    Score: row.score,
    Exp: row.exp,
    Reason: row.reason,
    Title: row.title,
    CreateTime: row.createTime,
  };
}

/** A themed list as the cards show it. */
export interface ThemedListView {
  title: string;
  books: { id: number; title: string }[];
}

export function presentCard(
  card: CardRow,
  activity: ActivityRow,
  list: ThemedListView | null,
): RareCard {
  return {
    Id: card.id,
    ActivityId: activity.id,
    ActivityTitle: activity.title,
    CardTitle: activity.cardTitle,
    ListTitle: list?.title ?? '',
    BookCount: list?.books.length ?? 0,
    EarnedTime: card.earnedTime,
  };
}

export function presentActivity(
  activity: ActivityRow,
  list: ThemedListView | null,
  progress: Map<number, number>,
  finishedFrom: number,
  earned: boolean,
): ActivityProgress {
  return {
    Id: activity.id,
    ExternalId: activity.externalId,
    Title: activity.title,
    CardTitle: activity.cardTitle,
    ListTitle: list?.title ?? '',
    Books: (list?.books ?? []).map((book) => {
      const process = progress.get(book.id) ?? 0;
      return {
        Id: book.id,
        Title: book.title,
        Process: Math.round(process * 10_000) / 10_000,
        Finished: process >= finishedFrom,
      };
    }),
    Earned: earned,
  };
}
