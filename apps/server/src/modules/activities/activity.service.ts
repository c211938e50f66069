import {
  ActivityMessages,
  ActivityState,
  LEADERBOARD_SIZE,
  type ActivityDetail,
  type ActivityListData,
  type AreaActivityData,
  type JoinData,
  type LeaderboardData,
} from '@moyue/contracts/api/activities';
import { BOOK_FINISHED_PROCESS } from '@moyue/contracts/api/points';
import { Code } from '@moyue/contracts/codes';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/session.ts';
import type { ActivityRepository, ActivityRow } from './activity.repository.ts';
import {
  presentActivityBook,
  presentActivityDetail,
  presentActivitySummary,
  presentLeaderboardEntry,
} from './activity.presenter.ts';

/** Who is asking (platform/session.ts viewerOf): user, device, client address. */
export type ActivityViewer = Viewer;

/** The rare card of an activity (points module): given once its list is read. */
export interface CardAwards {
  settle(userId: number, activityRef: string): Promise<boolean>;
}

/** The reader's institution (organizations module): bound and certified, else by network. */
export interface InstitutionOf {
  holdingsOrganizationFor(viewer: ActivityViewer): Promise<number | null>;
}

/** Reading activities (issue 20): lists, an activity's page, joining and the leaderboard. */
export class ActivityService {
  constructor(
    private readonly repository: ActivityRepository,
    private readonly cards: CardAwards,
    private readonly institutions: InstitutionOf,
    private readonly now: () => Date,
  ) {}

  private async find(ref: string, userId: number): Promise<ActivityRow> {
    const row = await this.repository.find(ref, userId, this.now());
    if (!row) throw notFound(ActivityMessages.Unknown);
    return row;
  }

  /** /wrap/activity: every enabled activity, under way first. */
  async list(viewer: ActivityViewer): Promise<ActivityListData> {
    const rows = await this.repository.list(viewer.userId ?? 0, this.now());
    return { ItemList: rows.map(presentActivitySummary) };
  }

  /** /areaActivity: the activities of the reader's institution and of their region. */
  async area(viewer: ActivityViewer): Promise<AreaActivityData> {
    const organizationId = await this.institutions.holdingsOrganizationFor(viewer);
    const region = viewer.userId === null ? '' : await this.repository.regionOf(viewer.userId);
    if (organizationId === null && region === '')
      return { OrganizationTitle: '', Region: '', ItemList: [] };
    const rows = await this.repository.list(viewer.userId ?? 0, this.now(), {
      organizationId,
      region,
    });
    return {
      OrganizationTitle:
        organizationId === null ? '' : await this.repository.organizationTitle(organizationId),
      Region: region,
      ItemList: rows.map(presentActivitySummary),
    };
  }

  /**
   * An activity with the reader's progress on each book. A participant who
   * has read the whole list is recorded as finished and given the card.
   */
  async detail(viewer: ActivityViewer, ref: string): Promise<ActivityDetail> {
    const userId = viewer.userId ?? 0;
    const row = await this.find(ref, userId);
    const books = (await this.repository.books(row.readingListId, userId)).map((book) =>
      presentActivityBook(book, BOOK_FINISHED_PROCESS),
    );
    const finished =
      viewer.userId !== null && row.joined && books.length > 0 && books.every((b) => b.Finished);
    if (finished && viewer.userId !== null) {
      await this.repository.markFinished(row.id, viewer.userId, this.now());
      await this.cards.settle(viewer.userId, String(row.id));
    }
    return presentActivityDetail(row, books, finished);
  }

  /** Joins an activity (login required); idempotent; an ended one refuses. */
  async join(userId: number, ref: string): Promise<JoinData> {
    const row = await this.find(ref, userId);
    if (row.state === ActivityState.Ended)
      throw new AppError(Code.Toast, ActivityMessages.Ended, 200);
    const added = await this.repository.join(row.id, userId, this.now());
    return {
      Joined: true,
      ParticipantCount: row.participantCount + (added && !row.joined ? 1 : 0),
    };
  }

  /** The participants ranked by their real progress on the list's books. */
  async leaderboard(viewer: ActivityViewer, ref: string): Promise<LeaderboardData> {
    const userId = viewer.userId ?? 0;
    const row = await this.find(ref, userId);
    const rows = await this.repository.leaderboard(
      row.id,
      row.readingListId,
      userId,
      LEADERBOARD_SIZE,
      BOOK_FINISHED_PROCESS,
    );
    const entries = rows.map((entry) => presentLeaderboardEntry(entry, row.bookCount));
    return {
      ItemList: entries.filter((entry) => entry.Rank <= LEADERBOARD_SIZE),
      RecordCount: row.participantCount,
      BookCount: row.bookCount,
      Mine: entries.find((entry) => entry.IsMe) ?? null,
    };
  }
}
