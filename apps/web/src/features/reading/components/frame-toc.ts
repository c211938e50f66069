import type { TocNode } from '@moyue/contracts/api/reading';
import type { FrameTocItem } from '../frame/protocol';

/**
 * The book's own navigation (from the frame) as TOC nodes, used when the
 * server has no contents for the item. Negative ids mark them as local.
 */
export function tocFromFrame(items: readonly FrameTocItem[], trialUnits: number | null): TocNode[] {
  let next = -1;
  const convert = (list: readonly FrameTocItem[]): TocNode[] =>
    list.map((item) => ({
      Id: next--,
      ExternalId: item.href,
      Title: item.label,
      Childs: convert(item.children),
      MultimediaFiles: [],
      Courseware: [],
      AnnexeFiles: [],
      IsLock: trialUnits !== null && item.spineIndex >= trialUnits,
      Url: '',
      Page: 0,
      SpineIndex: item.spineIndex >= 0 ? item.spineIndex + 1 : null,
    }));
  return convert(items);
}
