import { HLS_EXTENSION } from '@moyue/contracts/api/playback';
import type { TocFile, TocNode } from '@moyue/contracts/api/reading';
import type { TocNodeRow } from './reading.repository.ts';
import type { TocFileRow } from './toc-file.repository.ts';
import type { TrialLock } from './trial-lock.ts';

/** The address of a node's text (GET tableofcontent/content). */
export const tocContentUrl = (contentId: number, tocId: number): string =>
  `/v1/api/tableofcontent/content?objectId=${contentId}&tocId=${tocId}`;

/** The files of the item's nodes (getFiles) and the Url an unlocked one is granted. */
export interface NodeFiles {
  byNode: Map<number, TocFileRow[]>;
  urlOf: (file: TocFileRow) => string;
}

/** No files: getFiles false, or an item without any. */
export const NO_NODE_FILES: NodeFiles = { byNode: new Map(), urlOf: () => '' };

/** spec §3 File: locked with its node, and then without a Url. */
function presentFile(
  file: TocFileRow,
  isLock: boolean,
  files: NodeFiles,
  node: TocNodeRow,
): TocFile {
  // An audio book's file (issue 18) plays only through the playback authorisation, never by a Url.
  if (file.extension === HLS_EXTENSION)
    return {
      Id: file.id,
      FileName: file.fileName,
      Extension: file.extension,
      Url: '',
      IsLock: isLock,
      Duration: file.durationSeconds,
      ExternalId: node.externalId,
      WordCountOrDuration: file.durationSeconds,
      index: node.sortOrder - 1,
    };
  return {
    Id: file.id,
    FileName: file.fileName,
    Extension: file.extension,
    Url: isLock ? '' : files.urlOf(file),
    IsLock: isLock,
    Duration: file.durationSeconds,
  };
}

/** spec §3 TOC nodes, nested (or the top level only), each with its files by kind. */
export function presentTocTree(
  ordered: TocNodeRow[],
  lock: TrialLock,
  recursive: boolean,
  files: NodeFiles = NO_NODE_FILES,
): TocNode[] {
  const nodes = new Map<number, TocNode>();
  const roots: TocNode[] = [];
  for (const row of ordered) {
    const isLock = lock.isNodeLocked(row.id);
    const attached = files.byNode.get(row.id) ?? [];
    const ofKind = (kind: TocFileRow['kind']) =>
      attached
        .filter((file) => file.kind === kind)
        .map((file) => presentFile(file, isLock, files, row));
    const node: TocNode = {
      Id: row.id,
      ExternalId: row.externalId,
      Title: row.title,
      Childs: [],
      MultimediaFiles: ofKind('multimedia'),
      Courseware: ofKind('courseware'),
      AnnexeFiles: ofKind('annexe'),
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
