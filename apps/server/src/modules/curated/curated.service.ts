import {
  CuratedMessages,
  type AllianceHoldings,
  type AllianceList,
  type CopyrightDetail,
  type CopyrightList,
  type CuratedKind,
  type CuratedSet,
  type CuratedSetList,
  type EducationIndex,
} from '@moyue/contracts/api/curated';
import { Code } from '@moyue/contracts/codes';
import type { Executor } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/session.ts';
import type { OrganizationService } from '../organizations/index.ts';
import { OrderRepository } from '../reading/index.ts';
import {
  presentItem,
  presentRights,
  presentRightsSummary,
  presentSetSummary,
} from './curated.presenter.ts';
import { CuratedRepository, type ItemRow } from './curated.repository.ts';

/** Who is asking (platform/session.ts viewerOf): user, device, client address. */
export type CuratedViewer = Viewer;

const PREVIEW_SIZE = 6;
const COURSE_OBJECT_TYPE = 107;
const COURSES_PER_CATEGORY = 8;

const groupBy = <T extends { setId: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.setId, [...(groups.get(row.setId) ?? []), row]);
  return groups;
};

/** The public side of the curated pages: sets, the alliance, online education, rights. */
export class CuratedService {
  private readonly repository: CuratedRepository;

  constructor(
    private readonly db: Executor,
    private readonly organizations: OrganizationService,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new CuratedRepository(db);
  }

  /** GET curated/list: the enabled sets of a kind with their first items. */
  async list(params: { kind: CuratedKind; cp: number; ps: number }): Promise<CuratedSetList> {
    const { total, rows } = await this.repository.sets(
      params.kind,
      (params.cp - 1) * params.ps,
      params.ps,
    );
    const items = groupBy(
      await this.repository.items(
        rows.map((row) => row.id),
        PREVIEW_SIZE,
      ),
    );
    return {
      ItemList: rows.map((row) =>
        presentSetSummary(
          row,
          (items.get(row.id) ?? []).map((item) => presentItem(item)),
        ),
      ),
      RecordCount: total,
    };
  }

  /** GET curated/detail: a set with every item; for a bundle, which the reader already holds. */
  async detail(id: number, viewer: CuratedViewer): Promise<CuratedSet> {
    const row = await this.repository.set(id);
    if (!row) throw notFound(CuratedMessages.NotFound);
    const items = await this.repository.items([id], null);
    const ordered =
      row.kind === 'bundle' && viewer.userId !== null
        ? await new OrderRepository(this.db).orderedContentIds(
            viewer.userId,
            items.map((item) => item.id),
            this.now(),
          )
        : new Set<number>();
    const list = items.map((item) => presentItem(item, ordered.has(item.id)));
    return {
      ...presentSetSummary(row, list.slice(0, PREVIEW_SIZE)),
      Body: row.body,
      ItemList: list,
      IsOwned: list.length > 0 && list.every((item) => item.IsOrdered),
    };
  }

  /**
   * spec §6: the alliance library is for members of a partner institution
   * (IsPartner): the reader's certified organisation, else the one of the
   * request's network. Without one, or IsPartner 0, it is refused here, not
   * only hidden in the menu.
   */
  private async requirePartner(viewer: CuratedViewer): Promise<void> {
    const organizationId = await this.organizations.holdingsOrganizationFor(viewer);
    if (organizationId === null || !(await this.repository.isPartner(organizationId)))
      throw new AppError(Code.Forbidden, CuratedMessages.NotPartner, 403);
  }

  /** GET alliance/list: the partner institutions and a preview of their holdings. */
  async alliance(viewer: CuratedViewer): Promise<AllianceList> {
    await this.requirePartner(viewer);
    const partners = await this.repository.partners();
    const previews = await Promise.all(
      partners.map((partner) => this.repository.holdings(partner.id, 0, PREVIEW_SIZE)),
    );
    return {
      ItemList: partners.map((partner, index) => ({
        Id: partner.id,
        Title: partner.title,
        Logo: partner.logo,
        Type: partner.type,
        HoldingCount: partner.holdingCount,
        Preview: (previews[index] ?? []).map((item) => presentItem(item)),
      })),
    };
  }

  /** GET alliance/holdings: one partner's holdings, a page at a time. */
  async allianceHoldings(
    viewer: CuratedViewer,
    params: { organizationId: number; cp: number; ps: number },
  ): Promise<AllianceHoldings> {
    await this.requirePartner(viewer);
    const partner = await this.repository.partner(params.organizationId);
    if (!partner) throw notFound(CuratedMessages.PartnerNotFound);
    const rows = await this.repository.holdings(partner.id, (params.cp - 1) * params.ps, params.ps);
    return {
      Organization: { Id: partner.id, Title: partner.title },
      ItemList: rows.map((item) => presentItem(item)),
      RecordCount: partner.holdingCount,
    };
  }

  /** GET education/index: courses (107) by level-1 category, the largest first. */
  async education(): Promise<EducationIndex> {
    const rows = await this.repository.coursesByCategory(COURSE_OBJECT_TYPE, COURSES_PER_CATEGORY);
    const categories = new Map<
      number,
      { Id: number; Title: string; CourseCount: number; rows: ItemRow[] }
    >();
    for (const row of rows) {
      const category = categories.get(row.categoryId) ?? {
        Id: row.categoryId,
        Title: row.categoryTitle,
        CourseCount: row.categoryCount,
        rows: [],
      };
      category.rows.push(row);
      categories.set(row.categoryId, category);
    }
    return {
      CourseCount: await this.repository.countOfType(COURSE_OBJECT_TYPE),
      Categories: [...categories.values()].map(({ rows: items, ...category }) => ({
        ...category,
        ItemList: items.map((item) => presentItem(item)),
      })),
    };
  }

  /** GET copyright/list. */
  async copyrights(params: {
    status?: 'public-domain' | 'licensed';
    keyword?: string;
    cp: number;
    ps: number;
  }): Promise<CopyrightList> {
    const { total, rows } = await this.repository.rights(
      { status: params.status, keyword: params.keyword || undefined },
      (params.cp - 1) * params.ps,
      params.ps,
    );
    return { ItemList: rows.map(presentRightsSummary), RecordCount: total };
  }

  /** GET copyright/detail: a work's rights statement and source. */
  async copyright(id: number): Promise<CopyrightDetail> {
    const row = await this.repository.rightsOf(id);
    if (!row) throw notFound(CuratedMessages.WorkNotFound);
    return presentRights(row);
  }
}
