import type { ReadingListData, ReadingListParams } from '@moyue/contracts/api/engagement';
import type { ContentCardRow } from './engagement.sql.ts';
import { presentReadingList } from './reading-list.presenter.ts';
import type { ReadingListRepository } from './reading-list.repository.ts';

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

  /** A themed list's title and books (a reading activity's list, modules/points). */
  themedList(
    listId: number,
  ): Promise<{ title: string; books: { id: number; title: string }[] } | null> {
    return this.repository.themed(listId);
  }
}
