import {
  HistoryAction,
  HistoryMessages,
  SEARCH_HISTORY_KEEP,
  type HistoryDeleteData,
  type HistoryDeleteParams,
  type HistoryListData,
  type HistoryListParams,
} from '@moyue/contracts/api/history';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import { badRequest } from '../../platform/errors.ts';
import { presentSearchHistory } from './history.presenter.ts';
import type { HistoryRepository } from './history.repository.ts';

/** Kinds of history served so far (issue 3: search); the others arrive with their features. */
const SERVED: readonly number[] = [HistoryAction.Search];

/** A user's history (spec §7 /v1/api/history/*). */
export class HistoryService {
  constructor(private readonly repository: HistoryRepository) {}

  /** Remembers a keyword a signed-in user searched for (trimmed; blank ones are not kept). */
  async recordSearch(userId: number, rawKeyword: string): Promise<void> {
    const keyword = normaliseSearchKeyword(rawKeyword);
    if (keyword === '') return;
    await this.repository.recordSearch(userId, keyword, SEARCH_HISTORY_KEEP);
  }

  async list(userId: number, params: HistoryListParams): Promise<HistoryListData> {
    if (!SERVED.includes(params.actionType)) throw badRequest(HistoryMessages.UnsupportedAction);
    const { total, items } = await this.repository.list(
      userId,
      params.actionType,
      (params.cp - 1) * params.ps,
      params.ps,
    );
    return { ItemList: items.map(presentSearchHistory), RecordCount: total };
  }

  async delete(userId: number, params: HistoryDeleteParams): Promise<HistoryDeleteData> {
    if (!SERVED.includes(params.actionType)) throw badRequest(HistoryMessages.UnsupportedAction);
    const ids = params.ids ?? [];
    if (!params.isDeleteAll && ids.length === 0) throw badRequest(HistoryMessages.NothingChosen);
    const deleted = await this.repository.delete(
      userId,
      params.actionType,
      params.isDeleteAll ? 'all' : ids,
    );
    return { Deleted: deleted };
  }
}
