import type { TocNode } from '@moyue/contracts/api/reading';

// Progress (spec §7 Process 0..1) over the units of the whole book: EPUB
// spine documents, PDF pages. A trial reader's edition holds only the first
// TrialUnits of them, so positions are clamped to those.

export interface EpubSpot {
  spineIndex: number;
  fraction: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));

/** Where an EPUB opens for a saved Process. */
export function epubSpotOf(process: number, unitCount: number, openUnits: number): EpubSpot {
  const units = Math.max(1, unitCount);
  const position = clamp01(process) * units;
  const spineIndex = Math.min(Math.floor(position), units - 1);
  if (spineIndex >= openUnits) return { spineIndex: Math.max(0, openUnits - 1), fraction: 1 };
  return { spineIndex, fraction: clamp01(position - spineIndex) };
}

/** The Process of an EPUB place: spine document and page within it. */
export function epubProcessOf(
  place: { spineIndex: number; page: number; pages: number; atEnd: boolean },
  unitCount: number,
  openUnits: number,
): number {
  const isTrial = openUnits < unitCount;
  if (place.atEnd && !isTrial) return 1;
  const units = Math.max(1, unitCount);
  // The trial edition's closing page stands for the end of what was delivered.
  if (isTrial && place.spineIndex >= openUnits) return clamp01(openUnits / units);
  const within = place.pages > 1 ? (place.page - 1) / (place.pages - 1) : 1;
  return clamp01((Math.min(place.spineIndex, units - 1) + within) / units);
}

/** The PDF page a saved Process opens (1-based, within the pages delivered). */
export function pdfPageOf(process: number, unitCount: number, openPages: number): number {
  const page = Math.max(1, Math.ceil(clamp01(process) * Math.max(1, unitCount)));
  return Math.min(page, Math.max(1, openPages));
}

export const pdfProcessOf = (page: number, unitCount: number): number =>
  clamp01(page / Math.max(1, unitCount));

/**
 * Where an EPUB opens: the TOC node the address names (spec §2 tocValue) when
 * the reader may open it; else the saved or asked Process; a fresh open (at
 * 0) starts at the first document with text rather than a heading-only one.
 * `locked` is the node asked for beyond the trial, for the reader to say so.
 */
export function epubStartOf(
  asked: TocNode | null,
  process: number,
  unitCount: number,
  openUnits: number,
): { start: EpubSpot | { firstTextWithin: number }; locked: TocNode | null } {
  if (asked?.SpineIndex && !asked.IsLock)
    return { start: { spineIndex: asked.SpineIndex - 1, fraction: 0 }, locked: null };
  const locked = asked?.IsLock ? asked : null;
  if (clamp01(process) === 0) return { start: { firstTextWithin: Math.max(1, openUnits) }, locked };
  return { start: epubSpotOf(process, unitCount, openUnits), locked };
}

/** Where a PDF opens: the page of the TOC node asked for when the reader may open it, else the Process's. */
export function pdfStartOf(
  asked: TocNode | null,
  process: number,
  unitCount: number,
  openPages: number,
): { page: number; locked: TocNode | null } {
  if (asked && asked.Page > 0 && !asked.IsLock)
    return { page: Math.min(asked.Page, Math.max(1, openPages)), locked: null };
  return { page: pdfPageOf(process, unitCount, openPages), locked: asked?.IsLock ? asked : null };
}

/** A node of the tree by spec §2's tocValue (its Id or ExternalId). */
export function findTocNode(nodes: readonly TocNode[], tocValue: string): TocNode | null {
  for (const node of nodes) {
    if (String(node.Id) === tocValue || node.ExternalId === tocValue) return node;
    const child = findTocNode(node.Childs, tocValue);
    if (child) return child;
  }
  return null;
}

/** The deepest node whose start is at or before `unit` (1-based spine document or page). */
export function currentTocNode(
  nodes: readonly TocNode[],
  unit: number,
  unitOf: (node: TocNode) => number | null,
): TocNode | null {
  let found: TocNode | null = null;
  const walk = (list: readonly TocNode[]) => {
    for (const node of list) {
      const start = unitOf(node);
      if (start !== null && start <= unit) found = node;
      walk(node.Childs);
    }
  };
  walk(nodes);
  return found;
}

/** Process read from the address (spec §2 query `process`), when it is a number in 0..1. */
export function queryProcess(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}
