import {
  BOOK_FINISHED_PROCESS,
  POINTS_MESSAGE_TYPE,
  PointsMessages,
  type TicketListData,
  type TicketNoticeData,
} from '@moyue/contracts/api/points';
import { notFound } from '../../platform/errors.ts';
import type { ActivityRow, CardRepository } from './card.repository.ts';
import { presentActivity, presentCard, type ThemedListView } from './points.presenter.ts';

/** The themed reading lists (engagement module). */
export interface ThemedLists {
  themedList(listId: number): Promise<ThemedListView | null>;
}

/** The reader's progress on a book (history module: footprints and progress). */
export interface ReadingProgress {
  progress(userId: number, objectId: number): Promise<{ Process: number }>;
}

/** Where the card's message goes (messages module). */
export interface MessageOutlet {
  send(
    userId: number,
    message: { messageType: number; title: string; contents: string },
  ): Promise<void>;
}

/** Rare digital book cards (spec §2 rare-card modal, §7 user-ticket/notice; myCard). */
export class CardService {
  constructor(
    private readonly repository: CardRepository,
    private readonly lists: ThemedLists,
    private readonly reading: ReadingProgress,
    private readonly messages: MessageOutlet,
    private readonly now: () => Date,
  ) {}

  /** The reader's progress on each book of the list (0 when never opened). */
  private async progressOn(userId: number, list: ThemedListView): Promise<Map<number, number>> {
    const answers = await Promise.all(
      list.books.map(
        async (book) => [book.id, (await this.reading.progress(userId, book.id)).Process] as const,
      ),
    );
    return new Map(answers);
  }

  /**
   * Gives the card of each activity whose whole list the reader has finished
   * (real progress from the history module) and writes its message; the
   * unique (user, activity) row makes it once, however often this runs.
   */
  private async awardFinished(userId: number, activities: ActivityRow[]): Promise<Set<number>> {
    const held = new Set((await this.repository.cardsOf(userId)).map((card) => card.activityId));
    for (const activity of activities) {
      if (held.has(activity.id)) continue;
      const list = await this.lists.themedList(activity.readingListId);
      if (!list || list.books.length === 0) continue;
      const progress = await this.progressOn(userId, list);
      const finished = list.books.every(
        (book) => (progress.get(book.id) ?? 0) >= BOOK_FINISHED_PROCESS,
      );
      if (!finished) continue;
      const cardId = await this.repository.award(userId, activity.id, this.now());
      held.add(activity.id);
      if (cardId === null) continue;
      await this.messages.send(userId, {
        messageType: POINTS_MESSAGE_TYPE,
        title: PointsMessages.CardMessageTitle,
        contents: PointsMessages.cardMessage(activity.cardTitle, list.title),
      });
    }
    return held;
  }

  private async activitiesOf(ref: string | undefined): Promise<ActivityRow[]> {
    if (!ref || ref === '0') return this.repository.activities();
    const activity = await this.repository.activity(ref);
    if (!activity) throw notFound(PointsMessages.UnknownActivity);
    return [activity];
  }

  /**
   * spec §7 user-ticket/notice (activityId; none or 0: every activity): the
   * card to announce with the modal, once per card; null when none.
   */
  async notice(userId: number, activityRef: string | undefined): Promise<TicketNoticeData> {
    const activities = await this.activitiesOf(activityRef);
    await this.awardFinished(userId, activities);
    const announced = await this.repository.takeUnnoticed(
      userId,
      activities.map((activity) => activity.id),
      this.now(),
    );
    if (announced.length === 0) return null;
    const card = (await this.repository.cardsOf(userId)).find((c) => announced.includes(c.id));
    const activity = activities.find((a) => a.id === card?.activityId);
    if (!card || !activity) return null;
    return presentCard(card, activity, await this.lists.themedList(activity.readingListId));
  }

  /** myCard: the reader's cards and the activities with their progress. */
  async list(userId: number): Promise<TicketListData> {
    const activities = await this.repository.activities();
    await this.awardFinished(userId, activities);
    const cards = await this.repository.cardsOf(userId);
    const earned = new Set(cards.map((card) => card.activityId));
    const lists = new Map(
      await Promise.all(
        activities.map(
          async (activity) =>
            [activity.id, await this.lists.themedList(activity.readingListId)] as const,
        ),
      ),
    );
    const items = cards.flatMap((card) => {
      const activity = activities.find((a) => a.id === card.activityId);
      return activity ? [presentCard(card, activity, lists.get(activity.id) ?? null)] : [];
    });
    const progress = await Promise.all(
      activities.map(async (activity) => {
        const list = lists.get(activity.id) ?? null;
        const done = list ? await this.progressOn(userId, list) : new Map<number, number>();
        return presentActivity(
          activity,
          list,
          done,
          BOOK_FINISHED_PROCESS,
          earned.has(activity.id),
        );
      }),
    );
    return { ItemList: items, Activities: progress };
  }

  /**
   * Gives the card of one activity when the reader has read its whole list
   * (a reading activity's page asks after each visit, issue 20); answers
   * whether the reader holds it. The card is still announced once by notice.
   */
  async settle(userId: number, activityRef: string): Promise<boolean> {
    const [activity] = await this.activitiesOf(activityRef);
    return activity ? (await this.awardFinished(userId, [activity])).has(activity.id) : false;
  }

  /** How many cards the reader holds. */
  async count(userId: number): Promise<number> {
    return (await this.repository.cardsOf(userId)).length;
  }
}
