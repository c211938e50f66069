import { sql } from 'drizzle-orm';
import type {
  CategoryNode,
  ContentSearchParams,
  FullTextSearchData,
  HierarchyDetailData,
  HierarchyDetailParams,
  ResourceSearchData,
  SuggestData,
} from '@moyue/contracts/api/search';
import { SearchType } from '@moyue/contracts/api/search';
import { isbnDigits } from '@moyue/contracts/format-isbn';
import { SearchMessages } from '@moyue/contracts/messages';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import { badRequest } from '../../platform/errors.ts';
import { escapeLike, foldText, queryText } from './chinese-text.ts';
import {
  presentCategoryFacet,
  presentCategoryNode,
  presentCategoryTree,
  presentContent,
  presentHit,
  presentPublisherFacet,
} from './search.presenter.ts';
import type {
  ContentFilters,
  ContentMatch,
  SearchRepository,
  SortOrder,
} from './search.repository.ts';
import { buildSnippet } from './snippet.ts';

export const UNSUPPORTED_SEARCH_TYPE = '暂不支持该检索类型';
/** Rows read to pick suggestions from (titles and authors of the best-read matches). */
const SUGGESTION_SOURCE_ROWS = 200;
/** The one hierarchy id we answer for ClcCode (中图法); there is no hierarchy table yet. */
const HIERARCHY_IDS: Record<string, number> = { ClcCode: 1 };

/** Resource and full-text search, suggestions and category trees (spec §2, §4, §7). */
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  async search(params: ContentSearchParams): Promise<ResourceSearchData | FullTextSearchData> {
    // spec §5: keywords are trimmed and line breaks removed.
    const keyword = normaliseSearchKeyword(params.keyword);
    if (params.searchType === SearchType.Resource) return this.searchResources(keyword, params);
    if (params.searchType === SearchType.FullText) return this.searchFullText(keyword, params);
    throw badRequest(UNSUPPORTED_SEARCH_TYPE);
  }

  private filters(params: ContentSearchParams): ContentFilters {
    return {
      objectTypes: params.objectTypes,
      categoryIds: params.CategoryIds ?? [],
      publisher: params.publisher?.trim() || null,
      hierarchy: params.hierarchyName,
    };
  }

  private async searchResources(
    keyword: string,
    params: ContentSearchParams,
  ): Promise<ResourceSearchData> {
    const match = this.contentMatch(keyword, params.select);
    const empty = { ItemList: [], RecordCount: 0, Publishers: [], Categories: [] };
    if (match === null) return empty;
    const result = await this.repository.searchContents(
      match,
      this.filters(params),
      params.sort as SortOrder,
      (params.cp - 1) * params.ps,
      params.ps,
    );
    return {
      ItemList: result.items.map(presentContent),
      RecordCount: result.total,
      Publishers: result.publishers.map(presentPublisherFacet),
      Categories: result.categories.map(presentCategoryFacet),
    };
  }

  /** The match of a keyword in the chosen field; null when nothing can match. */
  private contentMatch(
    keyword: string,
    select: ContentSearchParams['select'],
  ): ContentMatch | null {
    if (keyword === '') return { query: null, headQuery: null, condition: null, keyword };
    switch (select) {
      case 'Isbn': {
        const digits = isbnDigits(keyword);
        if (digits === '') return null;
        // Whole ISBNs use the btree index; a fragment matches as a prefix.
        const condition =
          digits.length >= 10
            ? sql`c.isbn = ${digits}`
            : sql`c.isbn LIKE ${`${escapeLike(digits)}%`}`;
        return { query: null, headQuery: null, condition, keyword };
      }
      case 'Publisher': {
        const pattern = `%${escapeLike(foldText(keyword))}%`;
        const condition = sql`c.publisher_id IN (SELECT id FROM publishers WHERE lower(name) LIKE ${pattern})`;
        return { query: null, headQuery: null, condition, keyword };
      }
      case 'Author': {
        const query = queryText(keyword, 'B');
        return query ? { query, headQuery: query, condition: null, keyword } : null;
      }
      case '': {
        const query = queryText(keyword);
        return query
          ? { query, headQuery: queryText(keyword, 'AB'), condition: null, keyword }
          : null;
      }
    }
  }

  private async searchFullText(
    keyword: string,
    params: ContentSearchParams,
  ): Promise<FullTextSearchData> {
    // spec §5: an empty full-text search is refused with this message.
    if (keyword === '') throw badRequest(SearchMessages.EmptyKeyword);
    const query = queryText(keyword);
    if (query === '') return { ItemList: [], RecordCount: 0, PassageCount: 0 };
    const result = await this.repository.searchPassages(
      query,
      this.filters(params),
      params.sort as SortOrder,
      (params.cp - 1) * params.ps,
      params.ps,
    );
    return {
      ItemList: result.items.map((item) => ({
        Content: presentContent(item.content),
        HitCount: item.hitCount,
        Hits: item.hits.map((hit) => presentHit(hit, buildSnippet(hit.body, keyword))),
      })),
      RecordCount: result.books,
      PassageCount: result.passages,
    };
  }

  /** Titles and authors that start with (first) or contain the keyword; blank → nothing, no query. */
  async suggest(rawKeyword: string, limit: number): Promise<SuggestData> {
    const keyword = normaliseSearchKeyword(rawKeyword);
    const query = keyword === '' ? '' : queryText(keyword, 'AB');
    if (query === '') return { ItemList: [] };
    const folded = foldText(keyword);
    const sources = await this.repository.suggestionSources(query, SUGGESTION_SOURCE_ROWS);
    const candidates = new Map<string, number>();
    for (const source of sources) {
      for (const text of [source.title, source.author]) {
        if (!text || candidates.has(text)) continue;
        const at = foldText(text).indexOf(folded);
        if (at >= 0) candidates.set(text, at === 0 ? 0 : 1);
      }
    }
    const ordered = [...candidates.entries()]
      .sort((a, b) => a[1] - b[1] || a[0].length - b[0].length)
      .slice(0, limit);
    return { ItemList: ordered.map(([text]) => ({ Text: text })) };
  }

  async hierarchy(params: HierarchyDetailParams): Promise<HierarchyDetailData> {
    const maxLevel = params.isRecursive ? params.level : 1;
    const rows = await this.repository.categoryTree(params.name, maxLevel);
    return {
      Id: HIERARCHY_IDS[params.name] ?? 0,
      Name: params.name,
      Category: presentCategoryTree(rows, params.isRecursive),
    };
  }

  async categoriesOf(contentId: number): Promise<{ ItemList: CategoryNode[] }> {
    const rows = await this.repository.categoriesOfContent(contentId);
    return { ItemList: rows.map((row) => presentCategoryNode(row)) };
  }
}
