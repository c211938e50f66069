import type { BookshelfEntry } from '@moyue/contracts/api/engagement';
import type { SignInData } from '@moyue/contracts/api/points';
import {
  HistoryAction,
  HistoryMessages,
  SEARCH_HISTORY_KEEP,
  type HistoryCreateAnswer,
  type HistoryCreateParams,
  type HistoryDeleteData,
  type HistoryDeleteParams,
  type HistoryListData,
  type HistoryListParams,
  type HistoryProcessData,
} from '@moyue/contracts/api/history';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import { badRequest } from '../../platform/errors.ts';
import { presentSearchHistory } from './history.presenter.ts';
import type { HistoryRepository } from './history.repository.ts';
import type { FootprintService } from './footprint.service.ts';

/** Kinds of history listed and deleted: search (issue 3), footprints (issue 5). */
const SERVED: readonly number[] = [HistoryAction.Search, HistoryAction.Footprint];

/** The shelf as history/bookshelf reads it (the engagement module's bookshelf). */
export interface ShelfSource {
  find(userId: number, objectId: number): Promise<BookshelfEntry | null>;
}

/** The daily sign-in as history/create actionType 17 asks it (the points module). */
export interface SignInSource {
  signIn(userId: number): Promise<SignInData>;
}

/** A user's history (spec §7 /v1/api/history/*). */
export class HistoryService {
  constructor(
    private readonly repository: HistoryRepository,
    /** footprints and progress (actionType 1) */
    private readonly footprints: FootprintService,
    /** the engagement module's bookshelf, for history/bookshelf */
    private readonly shelf: ShelfSource,
    /** the points module's daily sign-in, for actionType 17 */
    private readonly signIns: SignInSource,
  ) {}

  /** spec §7 history/create: actionType 1 footprint and progress, 4 share, 17 sign-in (§9). */
  create(userId: number, params: HistoryCreateParams): Promise<HistoryCreateAnswer> {
    if (params.actionType === HistoryAction.SignIn) return this.signIns.signIn(userId);
    return this.footprints.record(userId, params);
  }

  /** spec §7 history/process. */
  progress(userId: number, objectId: number): Promise<HistoryProcessData> {
    return this.footprints.progress(userId, objectId);
  }

  /** spec §7 history/bookshelf: the shelf entry, null when not on the shelf. */
  async bookshelf(userId: number, objectId: number): Promise<BookshelfEntry | null> {
    return this.shelf.find(userId, objectId);
  }

  /** Remembers a keyword a signed-in user searched for (trimmed; blank ones are not kept). */
  async recordSearch(userId: number, rawKeyword: string): Promise<void> {
    const keyword = normaliseSearchKeyword(rawKeyword);
    if (keyword === '') return;
    await this.repository.recordSearch(userId, keyword, SEARCH_HISTORY_KEEP);
  }

  async list(userId: number, params: HistoryListParams): Promise<HistoryListData> {
    if (!SERVED.includes(params.actionType)) throw badRequest(HistoryMessages.UnsupportedAction);
    if (params.actionType === HistoryAction.Footprint)
      return this.footprints.footprints(userId, params);
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
