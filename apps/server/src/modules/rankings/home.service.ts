import { NOTICE_MESSAGE_TYPE } from '@moyue/contracts/api/messages';
import { HOME_SHELF_SIZE, type HomeIndexData } from '@moyue/contracts/api/rankings';
import { HierarchyName } from '@moyue/contracts/api/search';
import {
  AUDIOBOOK_OBJECT_TYPES,
  COURSE_OBJECT_TYPES,
  EBOOK_OBJECT_TYPES,
} from '@moyue/contracts/object-types';
import type { HomeRepository } from './home.repository.ts';
import { presentCard } from './ranking.presenter.ts';
import type { RankingService } from './ranking.service.ts';

/** What the home page needs of the organisations module. */
export interface HoldingsSource {
  holdingsOrganizationFor(viewer: { userId: number | null; ip: string }): Promise<number | null>;
  titleOf(organizationId: number): Promise<string>;
  /** spec §6: the institution's regional category filter (and whether children are hidden) */
  rulesOf(
    organizationId: number | null,
  ): Promise<{ hideChildCategories: boolean; excludedCategoryIds: number[] }>;
}

/** The 中图法 has 22 classes; the page collapses the list above 495 px (spec §9). */
const CATEGORY_LIMIT = 40;

/** The home page's shelves and category navigation in one answer (spec §2, issue 15). */
export class HomeService {
  constructor(
    private readonly repository: HomeRepository,
    private readonly rankings: RankingService,
    private readonly organizations: HoldingsSource,
  ) {}

  async index(viewer: { userId: number | null; ip: string }): Promise<HomeIndexData> {
    const organizationId = await this.organizations.holdingsOrganizationFor(viewer);
    const [
      notice,
      activity,
      newBooks,
      ranked,
      courses,
      audioBooks,
      holdings,
      categories,
      clc,
      title,
      rules,
    ] = await Promise.all([
      this.repository.headNotice(NOTICE_MESSAGE_TYPE),
      this.repository.currentActivity(organizationId),
      this.repository.newest(EBOOK_OBJECT_TYPES, HOME_SHELF_SIZE, true),
      this.rankings.mostRead(HOME_SHELF_SIZE),
      this.repository.newest(COURSE_OBJECT_TYPES, HOME_SHELF_SIZE),
      this.repository.newest(AUDIOBOOK_OBJECT_TYPES, HOME_SHELF_SIZE),
      organizationId === null
        ? Promise.resolve([])
        : this.repository.holdings(organizationId, HOME_SHELF_SIZE),
      this.repository.topCategories(HierarchyName.Institutes, CATEGORY_LIMIT),
      this.repository.topCategories(HierarchyName.Clc, CATEGORY_LIMIT),
      organizationId === null ? Promise.resolve('') : this.organizations.titleOf(organizationId),
      this.organizations.rulesOf(organizationId),
    ]);
    // spec §6: the top-level lists lose the institution's excluded (regional) categories.
    const shown = (row: { id: number }) => !rules.excludedCategoryIds.includes(Number(row.id));
    // Before anyone has read anything the shelf shows the catalogue's most read instead.
    const mostRead =
      ranked.length > 0
        ? ranked
        : await this.repository.popular(EBOOK_OBJECT_TYPES, HOME_SHELF_SIZE);
    return {
      HeadNotice: notice && { Id: notice.id, Title: notice.title, CreateTime: notice.createTime },
      Activity: activity && {
        Id: activity.id,
        Title: activity.title,
        Theme: activity.theme,
        CardTitle: activity.cardTitle,
        CoverUrl: activity.coverUrl,
        Url: `/wrap/readingActivity?id=${activity.id}`,
        EndDate: activity.endDate,
        IsDemo: activity.isDemo,
      },
      NewBooks: newBooks.map(presentCard),
      MostRead: mostRead.map(presentCard),
      Courses: courses.map(presentCard),
      AudioBooks: audioBooks.map(presentCard),
      Holdings: holdings.map(presentCard),
      OrganizationTitle: title,
      OrganizationId: organizationId ?? 0,
      Categories: categories
        .filter(shown)
        .map((row) => ({ Id: Number(row.id), Title: row.title, ClcCode: '' })),
      ClcCategories: clc.filter(shown).map((row) => ({
        Id: Number(row.id),
        Title: row.title,
        ClcCode: row.code,
      })),
    };
  }
}
