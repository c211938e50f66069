import { z } from 'zod';
import {
  ID_MAX,
  SMALLINT_MAX,
  booleanishSchema,
  idNumberSchema,
  int4Schema,
  intListSchema,
} from './form-fields.ts';

// The search calls of spec §7 (issue 3). Form fields travel as strings; the
// schemas coerce them. `z.input<…>` is what a client sends, `z.infer<…>` what
// the server works with.

/**
 * spec §2 search type: 1 resource, 0 full text (default), 2 AI book assistant
 * (its own page, /wrap/bookai), any other value Q&A (we send 3).
 */
export const SearchType = { FullText: 0, Resource: 1, AiBook: 2, Question: 3 } as const;
export type SearchType = (typeof SearchType)[keyof typeof SearchType];

/** spec §2: every search type but 0, 1 and 2 is a Q&A search. */
export const isQuestionSearchType = (searchType: number): boolean =>
  searchType !== SearchType.FullText &&
  searchType !== SearchType.Resource &&
  searchType !== SearchType.AiBook;

/** spec §2 radio filters of the search bar: '' all keywords, or one field. */
export const SearchSelectSchema = z.enum(['', 'Publisher', 'Author', 'Isbn']);
export type SearchSelect = z.infer<typeof SearchSelectSchema>;

/**
 * spec §2 sort: books 0 composite (relevance), 1 issue date (newest first), 2 read count (most
 * first); courses 3 update time (newest first) or 4 play count (most first, their default).
 */
export const SearchSort = {
  Composite: 0,
  IssueDate: 1,
  ReadCount: 2,
  UpdateTime: 3,
  PlayCount: 4,
} as const;
export type SearchSort = (typeof SearchSort)[keyof typeof SearchSort];

/** spec §2 course filter 'content source': all plus three named sources. */
export const ContentSource = { All: 0, University: 1, Publisher: 2, Platform: 3 } as const;
export type ContentSource = (typeof ContentSource)[keyof typeof ContentSource];
export const CONTENT_SOURCE_LABELS: Readonly<Record<ContentSource, string>> = {
  0: '全部',
  1: '高校名师',
  2: '出版机构',
  3: '墨阅自制',
};

/** Which collection a search looks in: the whole store, or the holdings of the reader's institution. */
export const SearchScope = { Store: 0, Holdings: 1 } as const;
export type SearchScope = (typeof SearchScope)[keyof typeof SearchScope];

export const SEARCH_KEYWORD_MAX_LENGTH = 100;
export const DEFAULT_SEARCH_OBJECT_TYPES = '104,109,110';

/** POST /Content/Search (spec §7), form body. The server normalises keyword (normaliseSearchKeyword). */
export const ContentSearchParamsSchema = z.object({
  keyword: z.string().max(SEARCH_KEYWORD_MAX_LENGTH).default(''),
  /** 1 resource, 0 full text, any other but 2 Q&A; 2 (AI) → Code 400 '暂不支持该检索类型'. */
  searchType: int4Schema().default(SearchType.Resource),
  select: SearchSelectSchema.default(''),
  objectTypes: intListSchema(500, SMALLINT_MAX).prefault(DEFAULT_SEARCH_OBJECT_TYPES),
  /** Category ids; each includes its descendants. */
  CategoryIds: intListSchema(500, ID_MAX).optional(),
  hierarchyName: z.string().max(50).default('ClcCode'),
  /** A publisher name (the Key of a Publishers facet entry). */
  publisher: z.string().max(200).optional(),
  /** Absent: composite for books, play count for courses (spec §2). */
  sort: z.coerce.number().int().min(0).max(4).optional(),
  /** Courses only: 0 all, else one ContentSource. */
  contentSource: z.coerce.number().int().min(0).max(3).default(ContentSource.All),
  /** 0 the store, 1 the holdings of the institution recognised for this request. */
  scope: z.coerce.number().int().min(0).max(1).default(SearchScope.Store),
  /** Ids of hierarchies (1 ClcCode …) whose categories CategoryIds come from; informative. */
  hierarchyIds: intListSchema(500, ID_MAX).optional(),
  /** Advanced search (/wrap/searchBook): every given field must match; combined with keyword. */
  title: z.string().max(SEARCH_KEYWORD_MAX_LENGTH).optional(),
  author: z.string().max(SEARCH_KEYWORD_MAX_LENGTH).optional(),
  isbn: z.string().max(40).optional(),
  /** Issue year range, inclusive. */
  yearFrom: z.coerce.number().int().min(0).max(9999).optional(),
  yearTo: z.coerce.number().int().min(0).max(9999).optional(),
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(20),
});
export type ContentSearchParams = z.infer<typeof ContentSearchParamsSchema>;
export type ContentSearchInput = z.input<typeof ContentSearchParamsSchema>;

/** A result row (spec §2 result rows). */
export const ContentSummarySchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  Publisher: z.string(),
  /** YYYY-MM-DD, or '' when unknown */
  IssueDate: z.string(),
  /** Raw digits as stored; the client formats it (formatIsbn). */
  Isbn: z.string(),
  Abstracts: z.string(),
  /** A public /files/public/… address, or '' */
  CoverUrl: z.string(),
  MediaType: z.string(),
  /** Separated by the full-width comma '，' */
  Keywords: z.string(),
  /** Reads of a book, plays of a course or audio book. */
  ReadCount: z.number().int(),
  /** Last update, 'YYYY-MM-DD HH:mm:ss' (UTC+8). */
  UpdateTime: z.string(),
  /** spec §2 course filter: 0 none, else one ContentSource. */
  ContentSource: z.number().int(),
});
export type ContentSummary = z.infer<typeof ContentSummarySchema>;

export const PublisherFacetSchema = z.object({
  Key: z.string(),
  Description: z.string(),
  Count: z.number().int(),
});
export type PublisherFacet = z.infer<typeof PublisherFacetSchema>;

export const CategoryFacetSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Title: z.string(),
  ParentId: z.number().int().nullable(),
  Level: z.number().int(),
  /** Matching items in this category or any of its descendants. */
  Count: z.number().int(),
});
export type CategoryFacet = z.infer<typeof CategoryFacetSchema>;

/** A piece of a snippet; Hit pieces are the keyword. Render as text, never as HTML. */
export const SnippetFragmentSchema = z.object({ Text: z.string(), Hit: z.boolean() });
export type SnippetFragment = z.infer<typeof SnippetFragmentSchema>;

/**
 * The chapter (table-of-contents node) whose title the keyword matched, for a
 * result not found by its own title or author (issue 12: 唐诗三百首 › 靜夜思).
 */
export const ChapterHitSchema = z.object({
  TocId: z.number().int(),
  TocTitle: z.string(),
  /** TocTitle with the matched words marked */
  Fragments: z.array(SnippetFragmentSchema),
});
export type ChapterHit = z.infer<typeof ChapterHitSchema>;

/** A resource-search result: the content, and the chapter it was found by when its title matched. */
export const ResourceSearchItemSchema = ContentSummarySchema.extend({
  Chapter: ChapterHitSchema.optional(),
});
export type ResourceSearchItem = z.infer<typeof ResourceSearchItemSchema>;

/**
 * searchType 1. Facets count the match set of keyword + select + objectTypes
 * only — before the publisher and category filters — so that choosing one
 * publisher or category keeps the others on offer.
 */
export const ResourceSearchDataSchema = z.object({
  ItemList: z.array(ResourceSearchItemSchema),
  RecordCount: z.number().int(),
  Publishers: z.array(PublisherFacetSchema),
  Categories: z.array(CategoryFacetSchema),
  /** scope 1 (机构馆藏): the institution whose holdings these are (issue 12) */
  HoldingsOf: z.object({ Id: z.number().int(), Title: z.string() }).optional(),
});
export type ResourceSearchData = z.infer<typeof ResourceSearchDataSchema>;

/** One passage that matched: a short snippet (≤ ~80 characters) around the first hit. */
export const FullTextHitSchema = z.object({
  /** passage id */
  Id: z.number().int(),
  TocId: z.number().int(),
  TocTitle: z.string(),
  Page: z.number().int(),
  /** Beyond the trial for this reader: Fragments is empty (the web says '试读范围外'). */
  IsLock: z.boolean(),
  Fragments: z.array(SnippetFragmentSchema),
  /**
   * Present when the chapter's title matched (issue 12: a poem found by its
   * title): TocTitle with the matched words marked. A title hit is the
   * chapter's first passage; its Fragments may hold no keyword.
   */
  TocFragments: z.array(SnippetFragmentSchema).optional(),
});
export type FullTextHit = z.infer<typeof FullTextHitSchema>;

export const FullTextBookSchema = z.object({
  Content: ContentSummarySchema,
  HitCount: z.number().int(),
  /** At most 3 per book */
  Hits: z.array(FullTextHitSchema),
});
export type FullTextBook = z.infer<typeof FullTextBookSchema>;

/** How many matching passages one full-text search reads (the server's candidate set). */
export const FULL_TEXT_CANDIDATES = 1_000;

/**
 * searchType 0: books with hits (RecordCount) and the passages matched
 * (PassageCount, exact up to 100,000). A frequent word matches more passages
 * than a search looks at: then IsPartial is true, and the books (and
 * RecordCount) are those of the first FULL_TEXT_CANDIDATES matching passages.
 */
export const FullTextSearchDataSchema = z.object({
  ItemList: z.array(FullTextBookSchema),
  RecordCount: z.number().int(),
  PassageCount: z.number().int(),
  IsPartial: z.boolean(),
});
export type FullTextSearchData = z.infer<typeof FullTextSearchDataSchema>;

/**
 * Q&A search (searchType 3 or any other but 0, 1, 2): the question's terms
 * (jieba words without question and stop words) and the passages that answer
 * it best — most terms first, counting the book's title and author; books in
 * the order of their best answer. Hits are the book's best answers (at most 3).
 * Locked passages come without text as in full-text search.
 */
export const QuestionSearchDataSchema = FullTextSearchDataSchema.extend({
  /** The terms searched for, in the question's order (empty: nothing to search for). */
  Terms: z.array(z.string()),
});
export type QuestionSearchData = z.infer<typeof QuestionSearchDataSchema>;

/** What POST /Content/Search answers: the shape follows searchType (Q&A first: it extends full text). */
export const ContentSearchDataSchema = z.union([
  ResourceSearchDataSchema,
  QuestionSearchDataSchema,
  FullTextSearchDataSchema,
]);
export type ContentSearchData = z.infer<typeof ContentSearchDataSchema>;

/** GET /v1/api/suggest/get-suggest (spec §7, §9 ps 8). Blank keyword → empty list. */
export const SuggestParamsSchema = z.object({
  keyword: z.string().max(SEARCH_KEYWORD_MAX_LENGTH).default(''),
  ps: z.coerce.number().int().min(1).max(20).default(8),
});
export type SuggestParams = z.infer<typeof SuggestParamsSchema>;
export type SuggestInput = z.input<typeof SuggestParamsSchema>;

export const SuggestDataSchema = z.object({ ItemList: z.array(z.object({ Text: z.string() })) });
export type SuggestData = z.infer<typeof SuggestDataSchema>;

/** A node of a category tree (中图法 ClcCode …). */
export interface CategoryNode {
  Id: number;
  Title: string;
  Code: string;
  IsHasChild: boolean;
  Child: CategoryNode[];
}
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Code: z.string(),
  IsHasChild: z.boolean(),
  get Child(): z.ZodArray<z.ZodType<CategoryNode>> {
    return z.array(CategoryNodeSchema);
  },
});

/** GET /v1/api/hierarchy/detail: the tree of one hierarchy down to level. */
export const HierarchyDetailParamsSchema = z.object({
  /** ClcCode (中图法), institutes, … ; without it `type` chooses */
  name: z.string().max(50).optional(),
  /** spec §7: type=1 asks for the institutes hierarchy */
  type: z.coerce.number().int().min(0).max(9).optional(),
  /** spec §7 objectCount=0: the tree alone (counts come with /Content/Search's facets) */
  objectCount: z.coerce.number().int().min(0).max(1).default(0),
  isRecursive: booleanishSchema.default(true),
  level: z.coerce.number().int().min(1).max(3).default(3),
});

/**
 * The hierarchies resources are filed under (spec §2 subject navigation, §6 departments
 * navigation, §7 hierarchy/detail name jc: 教材, courses by stage and subject).
 */
export const HierarchyName = { Clc: 'ClcCode', Institutes: 'institutes', Textbook: 'jc' } as const;
/** spec §7 hierarchy/detail `type` of the institutes (departments) hierarchy */
export const INSTITUTES_HIERARCHY_TYPE = 1;

/** The hierarchy a hierarchy/detail request names: its name, else type 1 → institutes, else ClcCode. */
export function hierarchyNameOf(params: {
  name?: string | undefined;
  type?: number | undefined;
}): string {
  if (params.name) return params.name;
  return params.type === INSTITUTES_HIERARCHY_TYPE ? HierarchyName.Institutes : HierarchyName.Clc;
}
export type HierarchyDetailParams = z.infer<typeof HierarchyDetailParamsSchema>;
export type HierarchyDetailInput = z.input<typeof HierarchyDetailParamsSchema>;

export const HierarchyDetailDataSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Category: z.array(CategoryNodeSchema),
});
export type HierarchyDetailData = z.infer<typeof HierarchyDetailDataSchema>;

/** GET /v1/api/category/get-object-category-list: the categories of one content item, flat. */
export const ObjectCategoryListParamsSchema = z.object({
  objectId: idNumberSchema(),
  hierarchyName: z.string().max(50).default(HierarchyName.Clc),
});
export type ObjectCategoryListParams = z.infer<typeof ObjectCategoryListParamsSchema>;

export const ObjectCategoryListDataSchema = z.object({ ItemList: z.array(CategoryNodeSchema) });
export type ObjectCategoryListData = z.infer<typeof ObjectCategoryListDataSchema>;
