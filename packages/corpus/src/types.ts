/** One node of the 中图法 (Chinese Library Classification) tree. */
export interface CatalogueCategory {
  code: string;
  title: string;
  parentCode: string | null;
  level: 1 | 2 | 3;
  order: number;
}

/** A table-of-contents entry; `key` is unique within a book and parents come before children. */
export interface CatalogueTocNode {
  key: number;
  parentKey: number | null;
  title: string;
  page: number;
  order: number;
}

/** The text of one chapter/poem, or a page-sized part of a long one. */
export interface CataloguePassage {
  tocKey: number;
  page: number;
  order: number;
  text: string;
}

export interface CatalogueBook {
  /** Stable unique ASCII id, e.g. 'lunyu', 'tang-li-bai-1'. */
  slug: string;
  title: string;
  author: string;
  dynasty: string;
  /** Fictional demo press, never a real one. */
  publisher: string;
  /** YYYY-MM-DD, deterministic. */
  issueDate: string;
  /** 13 digits, valid EAN-13 check digit, prefix 9797. */
  isbn: string;
  abstract: string;
  keywords: string[];
  /** Level-3 code of the CLC tree of clcCategories(). */
  clcCode: string;
  /** Han characters of the full text. */
  wordCount: number;
  toc: CatalogueTocNode[];
  passages: CataloguePassage[];
}

export interface CatalogueBanner {
  title: string;
  contents: string;
  url: string;
  coverSvg: string;
}

/** Book metadata a collection reader decides; the rest is derived by the builder. */
export interface BookMeta {
  slug: string;
  title: string;
  author: string;
  dynasty: string;
  clcCode: string;
  keywords: string[];
  /** Optional sentence put before the opening lines in the abstract. */
  lead?: string;
}
