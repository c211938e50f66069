import { sql, type SQL } from 'drizzle-orm';
import type {
  CategoryNode,
  ContentSearchParams,
  FullTextBook,
  FullTextSearchData,
  HierarchyDetailData,
  HierarchyDetailParams,
  ObjectCategoryListParams,
  QuestionSearchData,
  ResourceSearchData,
  SuggestData,
} from '@moyue/contracts/api/search';
import {
  HierarchyName,
  SearchScope,
  SearchSort,
  SearchType,
  hierarchyNameOf,
  isQuestionSearchType,
} from '@moyue/contracts/api/search';
import { COURSE_OBJECT_TYPES } from '@moyue/contracts/object-types';
import { Code } from '@moyue/contracts/codes';
import { isbnDigits } from '@moyue/contracts/format-isbn';
import { CertificationMessages, SearchMessages } from '@moyue/contracts/messages';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import type { ReadCache } from '../../platform/read-cache.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { presentContentSummary, type ContentSummaryRecord } from '../catalog/index.ts';
import type { HistoryService } from '../history/index.ts';
import { filterCategories, type OrganizationService } from '../organizations/index.ts';
import { escapeLike, foldText, highlightTerms, queryLexemes, queryText } from './chinese-text.ts';
import {
  presentCategoryFacet,
  presentCategoryNode,
  presentCategoryTree,
  presentHit,
  presentPublisherFacet,
  presentResourceItem,
} from './search.presenter.ts';
import type { QuestionRepository } from './question.repository.ts';
import { questionHighlightTerms, questionTerms } from './question-text.ts';
import type { ContentFilters, ContentMatch, PassageHitRow, SortOrder } from './search-sql.ts';
import type { SearchRepository } from './search.repository.ts';
import { SNIPPET_MAX_CODE_POINTS, buildSnippet, titleSnippet, wholeTerms } from './snippet.ts';

/** Which matching passages lie beyond the trial for a reader (the reading module answers, issue 6). */
export interface PassageLocks {
  lockedPassageIds(
    passages: { id: number; contentId: number; tocNodeId: number; page: number }[],
    reader: { userId: number | null; ip: string },
  ): Promise<Set<number>>;
}

/** Who is searching: the holdings scope needs the reader's certified institution or the request's network. */
export interface SearchRequester {
  ip: string;
  /** the signed-in user, whose keywords become search history */
  userId: number | null;
}
/** Rows read to pick suggestions from (titles and authors of the best-read matches). */
const SUGGESTION_SOURCE_ROWS = 200;
/** Stable ids of the hierarchies we file contents under (migrations 0017 institutes, 0018 教材). */
const HIERARCHY_IDS: Record<string, number> = {
  [HierarchyName.Clc]: 1,
  [HierarchyName.Institutes]: 2,
  [HierarchyName.Textbook]: 3,
};

/** Matching passages grouped by book, as both passage queries answer them. */
type PassageBooks = { content: ContentSummaryRecord; hitCount: number; hits: PassageHitRow[] }[];

/** Resource, full-text and Q&A search, suggestions and category trees (spec §2, §4, §7). */
export class SearchService {
  constructor(
    private readonly repository: SearchRepository,
    private readonly answers: QuestionRepository,
    private readonly organizations: OrganizationService,
    private readonly history: HistoryService,
    /** reading's trial locks: a full-text snippet of a locked passage is never sent */
    private readonly passageLocks: PassageLocks,
    private readonly cache: ReadCache,
  ) {}

  async search(
    params: ContentSearchParams,
    requester: SearchRequester,
  ): Promise<ResourceSearchData | FullTextSearchData | QuestionSearchData> {
    // spec §5: keywords are trimmed and line breaks removed.
    const keyword = normaliseSearchKeyword(params.keyword);
    // spec §5: an empty full-text or Q&A search is refused — before anything else is looked at.
    if (params.searchType !== SearchType.Resource && keyword === '')
      throw badRequest(SearchMessages.EmptyKeyword);
    // spec §2: the AI book assistant is its own page (/wrap/bookai) and call.
    if (params.searchType === SearchType.AiBook) throw badRequest(SearchMessages.UnsupportedType);
    if (
      params.yearFrom !== undefined &&
      params.yearTo !== undefined &&
      params.yearFrom > params.yearTo
    )
      throw badRequest(SearchMessages.YearRangeReversed);
    // spec §6: the reader's institution may have full-text search off and may hide categories.
    const rules = await this.organizations.rulesFor(requester);
    if (params.searchType === SearchType.FullText && rules.fullTextSearchDisabled)
      throw new AppError(Code.Forbidden, SearchMessages.FullTextDisabled, 403);
    const filters = await this.filters(params, requester);
    const result =
      params.searchType === SearchType.Resource
        ? await this.holdingsNamed(await this.searchResources(keyword, params, filters), filters)
        : isQuestionSearchType(params.searchType)
          ? await this.searchQuestion(keyword, params, filters, requester)
          : await this.searchFullText(keyword, params, filters, requester);
    // spec §2: a signed-in reader's keywords become their search history (first pages only).
    if (requester.userId !== null && params.cp === 1)
      await this.history.recordSearch(requester.userId, keyword);
    if ('Categories' in result) result.Categories = filterCategories(result.Categories, rules);
    return result;
  }

  private async filters(
    params: ContentSearchParams,
    requester: SearchRequester,
  ): Promise<ContentFilters> {
    let organizationId: number | null = null;
    if (params.scope === SearchScope.Holdings) {
      organizationId = await this.organizations.holdingsOrganizationFor(requester);
      // spec §8 code 36: the holdings need an institution.
      if (organizationId === null)
        throw new AppError(Code.NeedsInstitution, CertificationMessages.NoOrganization);
    }
    return {
      objectTypes: params.objectTypes,
      categoryIds: params.CategoryIds ?? [],
      publisher: params.publisher?.trim() || null,
      hierarchy: params.hierarchyName,
      contentSource: params.contentSource,
      organizationId,
      conditions: advancedConditions(params),
    };
  }

  /** 机构馆藏 names the institution whose holdings it shows (issue 12). */
  private async holdingsNamed(
    data: ResourceSearchData,
    filters: ContentFilters,
  ): Promise<ResourceSearchData> {
    if (filters.organizationId === null) return data;
    const title = await this.organizations.titleOf(filters.organizationId);
    return { ...data, HoldingsOf: { Id: filters.organizationId, Title: title } };
  }

  private async searchResources(
    keyword: string,
    params: ContentSearchParams,
    filters: ContentFilters,
  ): Promise<ResourceSearchData> {
    const match = this.contentMatch(keyword, params.select);
    const empty = { ItemList: [], RecordCount: 0, Publishers: [], Categories: [] };
    if (match === null) return empty;
    const result = await this.repository.searchContents(
      match,
      filters,
      sortOf(params),
      (params.cp - 1) * params.ps,
      params.ps,
    );
    const terms = match.chapterQuery === null ? [] : highlightTerms(keyword);
    return {
      ItemList: result.items.map((item) => presentResourceItem(item, terms)),
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
    const none = { query: null, condition: null, keyword, headWords: [], chapterQuery: null };
    if (keyword === '') return none;
    switch (select) {
      case 'Isbn': {
        const digits = isbnDigits(keyword);
        if (digits === '') return null;
        // Whole ISBNs use the btree index; a fragment matches as a prefix.
        const condition =
          digits.length >= 10
            ? sql`c.isbn = ${digits}`
            : sql`c.isbn LIKE ${`${escapeLike(digits)}%`}`;
        return { ...none, condition };
      }
      case 'Publisher': {
        const pattern = `%${escapeLike(foldText(keyword))}%`;
        const condition = sql`c.publisher_id IN (SELECT id FROM publishers WHERE lower(name) LIKE ${pattern})`;
        return { ...none, condition };
      }
      case 'Author': {
        const query = queryText(keyword, 'B');
        return query ? { ...none, query, headWords: words(keyword) } : null;
      }
      case '': {
        // Chapter titles count (issue 12): the result names the chapter that matched.
        const query = queryText(keyword);
        return query ? { ...none, query, headWords: words(keyword), chapterQuery: query } : null;
      }
    }
  }

  private async searchFullText(
    keyword: string,
    params: ContentSearchParams,
    filters: ContentFilters,
    requester: SearchRequester,
  ): Promise<FullTextSearchData> {
    const lexemes = queryLexemes(keyword);
    const query = queryText(keyword);
    if (query === '') return { ItemList: [], RecordCount: 0, PassageCount: 0, IsPartial: false };
    const result = await this.repository.searchPassages(
      query,
      filters,
      sortOf(params),
      (params.cp - 1) * params.ps,
      params.ps,
    );
    const passages = result.capped
      ? await this.repository.countPassages(query, lexemes, filters)
      : result.passages;
    return {
      ItemList: await this.presentBooks(result.items, highlightTerms(keyword), requester),
      RecordCount: result.books,
      PassageCount: passages,
      IsPartial: result.capped,
    };
  }

  /**
   * Q&A search: the question's terms (jieba, without question and stop
   * words) and the passages holding most of them, title and author counting,
   * with their snippets — locked passages unquoted, as in full-text search.
   */
  private async searchQuestion(
    question: string,
    params: ContentSearchParams,
    filters: ContentFilters,
    requester: SearchRequester,
  ): Promise<QuestionSearchData> {
    const terms = questionTerms(question);
    const texts = terms.map((term) => term.text);
    if (terms.length === 0)
      return { ItemList: [], RecordCount: 0, PassageCount: 0, IsPartial: false, Terms: texts };
    const result = await this.answers.answerPassages(
      terms,
      filters,
      (params.cp - 1) * params.ps,
      params.ps,
    );
    return {
      ItemList: await this.presentBooks(result.items, questionHighlightTerms(terms), requester),
      RecordCount: result.books,
      PassageCount: result.passages,
      IsPartial: result.capped,
      Terms: texts,
    };
  }

  /** Books with their hits: snippets around the terms, and none for a passage beyond the reader's trial. */
  private async presentBooks(
    items: PassageBooks,
    terms: string[],
    requester: SearchRequester,
  ): Promise<FullTextBook[]> {
    // Issue 6: a passage beyond the reader's trial is named (book, chapter, page) but not quoted.
    const locked = await this.passageLocks.lockedPassageIds(
      items.flatMap((item) =>
        item.hits.map((hit) => ({
          id: Number(hit.id),
          contentId: Number(item.content.id),
          tocNodeId: Number(hit.tocId),
          page: hit.page,
        })),
      ),
      requester,
    );
    return items.map((item) => ({
      Content: presentContentSummary(item.content),
      HitCount: item.hitCount,
      Hits: item.hits.map((hit) => {
        // Issue 12: a passage found by its chapter's title names the chapter, marked.
        const title = titleSnippet(hit.tocTitle, terms);
        if (locked.has(Number(hit.id))) return presentHit(hit, [], true, title);
        const body =
          title === null
            ? buildSnippet(hit.body, terms)
            : buildSnippet(hit.body, wholeTerms(terms), SNIPPET_MAX_CODE_POINTS, false);
        return presentHit(hit, body, false, title);
      }),
    }));
  }

  /** Titles and authors that start with (first) or contain the keyword; blank → nothing, no query. */
  async suggest(rawKeyword: string, limit: number): Promise<SuggestData> {
    const keyword = normaliseSearchKeyword(rawKeyword);
    const query = keyword === '' ? '' : queryText(keyword);
    if (query === '') return { ItemList: [] };
    const folded = foldText(keyword);
    const sources = await this.repository.suggestionSources(query, folded, SUGGESTION_SOURCE_ROWS);
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
    const name = hierarchyNameOf(params);
    // Categories are written only by the seed and the catalogue importer (their own processes,
    // before serving or through Redis' invalidation; the entries' TTL bounds the rest).
    const rows = await this.cache.get(CATEGORY_TREE_CACHE, `${name}:${maxLevel}`, () =>
      this.repository.categoryTree(name, maxLevel),
    );
    return {
      Id: HIERARCHY_IDS[name] ?? 0,
      Name: name,
      Category: presentCategoryTree(rows, params.isRecursive),
    };
  }

  async categoriesOf(params: ObjectCategoryListParams): Promise<{ ItemList: CategoryNode[] }> {
    const rows = await this.repository.categoriesOfContent(params.objectId, params.hierarchyName);
    return { ItemList: rows.map((row) => presentCategoryNode(row)) };
  }
}

/** The read-cache region of the category hierarchies (hierarchy/detail). */
export const CATEGORY_TREE_CACHE = 'category-tree';

/** spec §2: the sort chosen, else play count for a course search and composite otherwise. */
function sortOf(params: ContentSearchParams): SortOrder {
  if (params.sort !== undefined) return params.sort as SortOrder;
  const coursesOnly =
    params.objectTypes.length > 0 &&
    params.objectTypes.every((type) => (COURSE_OBJECT_TYPES as readonly number[]).includes(type));
  return coursesOnly ? SearchSort.PlayCount : SearchSort.Composite;
}

/** The advanced-search fields (/wrap/searchBook) as conditions on contents c; each must hold. */
function advancedConditions(params: ContentSearchParams): SQL[] {
  const conditions: SQL[] = [];
  const field = (value: string | undefined, weights: string) => {
    const text = value === undefined ? '' : normaliseSearchKeyword(value);
    if (text === '') return;
    const query = queryText(text, weights);
    // Nothing indexable (only punctuation): nothing can match.
    conditions.push(query ? sql`c.search_tsv @@ to_tsquery('simple', ${query})` : sql`FALSE`);
  };
  field(params.title, 'A');
  field(params.author, 'B');
  if (params.isbn !== undefined && params.isbn.trim() !== '') {
    const digits = isbnDigits(params.isbn);
    conditions.push(
      digits === ''
        ? sql`FALSE`
        : digits.length >= 10
          ? sql`c.isbn = ${digits}`
          : sql`c.isbn LIKE ${`${escapeLike(digits)}%`}`,
    );
  }
  if (params.yearFrom !== undefined)
    conditions.push(sql`c.issue_date >= make_date(${params.yearFrom}, 1, 1)`);
  if (params.yearTo !== undefined)
    conditions.push(sql`c.issue_date < make_date(${params.yearTo + 1}, 1, 1)`);
  return conditions;
}

/** The whitespace-separated words of a keyword, folded like contents.head_text. */
const words = (keyword: string) => foldText(keyword).split(/\s+/).filter(Boolean);
