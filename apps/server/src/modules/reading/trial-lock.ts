import { trialUnitCount } from '@moyue/contracts/reading-trial';
import type { ContentRightsRow, TocNodeRow } from './reading.rows.ts';

// The lock rule of the reading design ('Units and trial'), the one place the
// server decides which nodes, pages and passages a trial reader may open.

/** How many units a content item has and which kind: EPUB spine documents, PDF pages, or TOC nodes. */
export function unitsOf(rights: ContentRightsRow): {
  unit: 'spine' | 'page' | 'node';
  unitCount: number;
} {
  if (rights.fileMediaType === 'epub' && rights.fileUnitCount)
    return { unit: 'spine', unitCount: rights.fileUnitCount };
  if (rights.fileMediaType === 'pdf' && rights.fileUnitCount)
    return { unit: 'page', unitCount: rights.fileUnitCount };
  return { unit: 'node', unitCount: rights.nodeCount };
}

/** The nodes in reading order: depth first, siblings by sort order. */
export function readingOrder(nodes: TocNodeRow[]): TocNodeRow[] {
  const children = new Map<number | null, TocNodeRow[]>();
  const known = new Set(nodes.map((node) => node.id));
  for (const node of nodes) {
    // A node whose parent is missing is read as a root rather than lost.
    const parent = node.parentId !== null && known.has(node.parentId) ? node.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(node);
    children.set(parent, list);
  }
  for (const list of children.values())
    list.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const ordered: TocNodeRow[] = [];
  const visit = (parent: number | null) => {
    for (const node of children.get(parent) ?? []) {
      ordered.push(node);
      visit(node.id);
    }
  };
  visit(null);
  return ordered;
}

/** Which nodes and passages are locked for a reader with trialUnits (null = whole access). */
export class TrialLock {
  private readonly lockedNodes = new Set<number>();
  private readonly unit: 'spine' | 'page' | 'node';

  constructor(
    rights: ContentRightsRow,
    nodes: TocNodeRow[],
    /** null: the reader holds the whole item */
    readonly trialUnits: number | null,
  ) {
    const { unit } = unitsOf(rights);
    this.unit = unit;
    if (trialUnits === null) return;
    const ordered = readingOrder(nodes);
    // An EPUB node without a spine document falls back to its position, like a fileless item.
    const byPosition =
      unit === 'node' ? trialUnits : trialUnitCount(ordered.length, rights.allowReadPercentage);
    ordered.forEach((node, index) => {
      const locked =
        unit === 'spine' && node.spineIndex !== null
          ? node.spineIndex > trialUnits
          : unit === 'page'
            ? node.page > trialUnits
            : index + 1 > byPosition;
      if (locked) this.lockedNodes.add(node.id);
    });
  }

  isNodeLocked(nodeId: number): boolean {
    return this.lockedNodes.has(nodeId);
  }

  /** A passage is locked with its node; in a PDF also when its page lies beyond the trial. */
  isPassageLocked(passage: { tocNodeId: number; page: number }): boolean {
    if (this.trialUnits === null) return false;
    if (this.isNodeLocked(passage.tocNodeId)) return true;
    return this.unit === 'page' && passage.page > this.trialUnits;
  }
}
