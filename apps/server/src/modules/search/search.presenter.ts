import type {
  CategoryFacet,
  CategoryNode,
  ContentSummary,
  FullTextHit,
  PublisherFacet,
} from '@moyue/contracts/api/search';
import { shownIsbn } from '@moyue/contracts/format-isbn';
import { publicFileUrl } from '../media/file.service.ts';
import type { CategoryRow, ContentRow, PassageHitRow } from './search-sql.ts';
import type { Snippet } from './snippet.ts';

/** A content row → the result row of the wire. */
export function presentContent(row: ContentRow): ContentSummary {
  return {
    Id: Number(row.id),
    ExternalId: row.externalId,
    ObjectType: row.objectType,
    Title: row.title,
    Author: row.author,
    Publisher: row.publisher ?? '',
    IssueDate: row.issueDate ?? '',
    Isbn: shownIsbn(row.isbn),
    Abstracts: row.abstracts,
    CoverUrl:
      row.coverSha256 && row.coverMimeType ? publicFileUrl(row.coverSha256, row.coverMimeType) : '',
    MediaType: row.mediaType,
    Keywords: row.keywords,
    ReadCount: row.readCount,
    UpdateTime: row.updateTime,
    ContentSource: row.contentSource,
  };
}

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

/** A matching passage → a hit; a locked one keeps book, chapter and page but no text (issue 6). */
export function presentHit(row: PassageHitRow, snippet: Snippet, isLock = false): FullTextHit {
  return {
    Id: Number(row.id),
    TocId: Number(row.tocId),
    TocTitle: row.tocTitle,
    Page: row.page,
    IsLock: isLock,
    Fragments: isLock ? [] : snippet.map((piece) => ({ Text: piece.text, Hit: piece.hit })),
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
