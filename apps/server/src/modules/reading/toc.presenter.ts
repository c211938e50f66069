import type { TocNode } from '@moyue/contracts/api/reading';
import type { TocNodeRow } from './reading.repository.ts';
import type { TrialLock } from './trial-lock.ts';

/** The address of a node's text (GET tableofcontent/content). */
export const tocContentUrl = (contentId: number, tocId: number): string =>
  `/v1/api/tableofcontent/content?objectId=${contentId}&tocId=${tocId}`;

/** spec §3 TOC nodes, nested (or the top level only); files arrive with media (empty until then). */
export function presentTocTree(
  ordered: TocNodeRow[],
  lock: TrialLock,
  recursive: boolean,
): TocNode[] {
  const nodes = new Map<number, TocNode>();
  const roots: TocNode[] = [];
  for (const row of ordered) {
    const isLock = lock.isNodeLocked(row.id);
    const node: TocNode = {
      Id: row.id,
      ExternalId: row.externalId,
      Title: row.title,
      Childs: [],
      MultimediaFiles: [],
      Courseware: [],
      AnnexeFiles: [],
      IsLock: isLock,
      Url: isLock ? '' : tocContentUrl(row.contentId, row.id),
      Page: row.page,
      SpineIndex: row.spineIndex,
    };
    nodes.set(row.id, node);
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (!parent) roots.push(node);
    else if (recursive) parent.Childs.push(node);
  }
  return roots;
}
