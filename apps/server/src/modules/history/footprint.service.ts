import {
  HistoryAction,
  HistoryMessages,
  type HistoryCreateData,
  type HistoryCreateParams,
  type HistoryListData,
  type HistoryProcessData,
} from '@moyue/contracts/api/history';
import { OBJECT_TYPE_GROUPS, objectTypeGroupOf } from '@moyue/contracts/object-types';
import { badRequest } from '../../platform/errors.ts';
import type { ContentRefs } from '../engagement/index.ts';
import { presentFootprint, presentProgress, roundProcess } from './footprint.presenter.ts';
import type { FootprintRepository } from './footprint.repository.ts';

/** The object types a footprint list of `objectType` shows: its switcher group (spec §2), 0/none all. */
export function footprintObjectTypes(objectType: number | undefined): readonly number[] | null {
  if (!objectType) return null;
  const group = objectTypeGroupOf(objectType);
  return group ? OBJECT_TYPE_GROUPS[group] : [objectType];
}

/** Footprints, reading progress and shares (spec §3 History payload, §7 history/create, process, list). */
export class FootprintService {
  constructor(
    private readonly repository: FootprintRepository,
    private readonly contents: ContentRefs,
  ) {}

  /**
   * actionType 1: the reader opened or read the item (Process 0..1, FileId);
   * 4: the reader shared it. The item's own type and title are stored, not
   * what the client says they are.
   */
  async record(userId: number, params: HistoryCreateParams): Promise<HistoryCreateData> {
    const actionType = params.actionType ?? 0;
    if (actionType !== HistoryAction.Footprint && actionType !== HistoryAction.Share)
      throw badRequest(HistoryMessages.UnsupportedAction);
    const process = actionType === HistoryAction.Footprint ? (params.process ?? null) : null;
    if (process !== null && !(Number.isFinite(process) && process >= 0 && process <= 1))
      throw badRequest(HistoryMessages.ProcessRange);
    const content = await this.contents.require(params.objectId ?? 0);
    const row = await this.repository.record({
      userId,
      actionType,
      contentId: content.id,
      objectType: content.objectType,
      title: content.title,
      process,
      fileId: actionType === HistoryAction.Footprint ? (params.fileId ?? null) : null,
    });
    return { Id: row.id, Process: roundProcess(row.process), FileId: Number(row.fileId) };
  }

  /** spec §7 history/process: 0 when the reader never opened the item. */
  async progress(userId: number, objectId: number): Promise<HistoryProcessData> {
    const content = await this.contents.require(objectId);
    return presentProgress(await this.repository.progress(userId, content.id));
  }

  /** spec §7 history/list actionType 1 (footprint: cp, ps 12, objectType). */
  async footprints(
    userId: number,
    params: { cp: number; ps: number; objectType?: number | undefined },
  ): Promise<HistoryListData> {
    const { total, items } = await this.repository.footprints(
      userId,
      footprintObjectTypes(params.objectType),
      (params.cp - 1) * params.ps,
      params.ps,
    );
    return { ItemList: items.map(presentFootprint), RecordCount: total };
  }
}
