import type { ReadingListData, ReadingListParams } from '@moyue/contracts/api/engagement';
import type { ContentCardRow } from './engagement.sql.ts';
import {
  READING_LIST_DETAIL_CONTENTS,
  ReadingListMessages,
  type ReadingListContentsData,
  type ReadingListDetail,
  type ReadingListHotParams,
  type ReadingListSearchParams,
} from '@moyue/contracts/api/reading-lists';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import { presentContentCard } from './engagement.presenter.ts';
import { presentReadingList, presentReadingListDetail } from './reading-list.presenter.ts';
import type { ReadingListRepository, ReadingListRow } from './reading-list.repository.ts';

/** Reading lists recommended on the detail page's right panel (spec §7 /recommendbooklist/list, ps 2). */
export class ReadingListService {
  constructor(private readonly repository: ReadingListRepository) {}

  async list(params: ReadingListParams): Promise<ReadingListData> {
    const organization = params.organizationId?.trim();
    const organizationId = organization ? await this.repository.organizationId(organization) : null;
    const { total, items } = await this.repository.page({
      organizationId,
      objectId: params.objectId ?? null,
      offset: (params.cp - 1) * params.ps,
      limit: params.ps,
    });
    const contents = params.returncontent
      ? await this.repository.contentsOf(items.map((item) => Number(item.id)))
      : new Map<number, ContentCardRow[]>();
    return {
      ItemList: items.map((item) => presentReadingList(item, contents.get(Number(item.id)) ?? [])),
      RecordCount: total,
    };
  }

  /** RecommendBookListHot: the most opened lists of the institution and the platform. */
  async hot(params: ReadingListHotParams): Promise<ReadingListData> {
    const organization = params.organizationId?.trim();
    const organizationId = organization ? await this.repository.organizationId(organization) : null;
    return this.withContents(await this.repository.hot({ organizationId, limit: params.ps }));
  }

  /** RecommendBookList/search: lists by their title, description or books. */
  async search(params: ReadingListSearchParams): Promise<ReadingListData> {
    return this.withContents(
      await this.repository.search({
        keyword: params.keyword,
        offset: (params.cp - 1) * params.ps,
        limit: params.ps,
      }),
    );
  }

  /** RecommendBookList/Mine: the teacher's own lists. */
  async mine(userId: number, params: { cp: number; ps: number }): Promise<ReadingListData> {
    return this.withContents(
      await this.repository.mine({ userId, offset: (params.cp - 1) * params.ps, limit: params.ps }),
    );
  }

  /** RecommendBookList/Detail: one list and its first contents; the visit counts towards Hot. */
  async detail(listId: number, viewerId: number | null): Promise<ReadingListDetail> {
    const row = await this.repository.openDetail(listId);
    if (!row) throw new AppError(Code.NotFound, ReadingListMessages.NotFound);
    const page = await this.repository.contentsPage({
      listId,
      offset: 0,
      limit: READING_LIST_DETAIL_CONTENTS,
    });
    return presentReadingListDetail(row, page?.items ?? [], viewerId);
  }

  /** RecommendBookList/ReadBookListContents: a page of a list's contents. */
  async contents(params: { id: number; cp: number; ps: number }): Promise<ReadingListContentsData> {
    const page = await this.repository.contentsPage({
      listId: params.id,
      offset: (params.cp - 1) * params.ps,
      limit: params.ps,
    });
    if (!page) throw new AppError(Code.NotFound, ReadingListMessages.NotFound);
    return { ItemList: page.items.map(presentContentCard), RecordCount: page.total };
  }

  private async withContents(page: {
    total: number;
    items: ReadingListRow[];
  }): Promise<ReadingListData> {
    const contents = await this.repository.contentsOf(page.items.map((item) => Number(item.id)));
    return {
      ItemList: page.items.map((item) =>
        presentReadingList(item, contents.get(Number(item.id)) ?? []),
      ),
      RecordCount: page.total,
    };
  }

  /** A themed list's title and books (a reading activity's list, modules/points). */
  themedList(
    listId: number,
  ): Promise<{ title: string; books: { id: number; title: string }[] } | null> {
    return this.repository.themed(listId);
  }
}
