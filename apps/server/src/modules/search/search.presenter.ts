import type {
  CategoryFacet,
  CategoryNode,
  FullTextHit,
  PublisherFacet,
  ResourceSearchItem,
  SnippetFragment,
} from '@moyue/contracts/api/search';
import { presentContentSummary, type ContentSummaryRecord } from '../catalog/index.ts';
import type { CategoryRow, ChapterHitRow, PassageHitRow } from './search-sql.ts';
import { titleSnippet, type Snippet } from './snippet.ts';

export const presentPublisherFacet = (facet: { name: string; count: number }): PublisherFacet => ({
  Key: facet.name,
  Description: facet.name,
  Count: facet.count,
});

export const presentCategoryFacet = (row: CategoryRow & { count: number }): CategoryFacet => ({
  Id: Number(row.id),
  Code: row.code,
  Title: row.title,
  ParentId: row.parentId === null ? null : Number(row.parentId),
  Level: row.level,
  Count: row.count,
});

const fragments = (snippet: Snippet): SnippetFragment[] =>
  snippet.map((piece) => ({ Text: piece.text, Hit: piece.hit }));

/**
 * A matching passage → a hit; a locked one keeps book, chapter and page but
 * no text (issue 6); `title` marks the chapter title when it matched (issue 12).
 */
export function presentHit(
  row: PassageHitRow,
  snippet: Snippet,
  isLock = false,
  title: Snippet | null = null,
): FullTextHit {
  return {
    Id: Number(row.id),
    TocId: Number(row.tocId),
    TocTitle: row.tocTitle,
    Page: row.page,
    IsLock: isLock,
    Fragments: isLock ? [] : fragments(snippet),
    ...(title ? { TocFragments: fragments(title) } : {}),
  };
}

/** A resource-search result, with the chapter it was found by (issue 12) when there is one. */
export function presentResourceItem(
  item: { content: ContentSummaryRecord; chapter: ChapterHitRow | null },
  terms: string[],
): ResourceSearchItem {
  const content = presentContentSummary(item.content);
  if (!item.chapter) return content;
  const title = titleSnippet(item.chapter.title, terms);
  return {
    ...content,
    Chapter: {
      TocId: Number(item.chapter.id),
      TocTitle: item.chapter.title,
      Fragments: fragments(title ?? [{ text: item.chapter.title, hit: false }]),
    },
  };
}

export const presentCategoryNode = (
  row: CategoryRow,
  child: CategoryNode[] = [],
): CategoryNode => ({
  Id: Number(row.id),
  Title: row.title,
  Code: row.code,
  IsHasChild: row.hasChild,
  Child: child,
});

/** Rows (parents first) → nested nodes; rows whose parent is absent become roots. */
export function presentCategoryTree(rows: CategoryRow[], recursive: boolean): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = presentCategoryNode(row);
    nodes.set(node.Id, node);
    const parent = row.parentId === null ? undefined : nodes.get(Number(row.parentId));
    if (parent) {
      if (recursive) parent.Child.push(node);
    } else if (row.parentId === null) {
      roots.push(node);
    }
  }
  return roots;
}
