// The rows that the lock rule reads, apart from the repository that selects them: trial-lock
// and unit-characters use them without importing the repository (which imports them).

/** What decides a content item's trial: its flags and its primary edition (content_files). */
export interface ContentRightsRow {
  id: number;
  externalId: string;
  title: string;
  objectType: number;
  isFree: boolean;
  allowReadPercentage: number;
  /** contents.media_type */
  mediaType: string;
  /** the primary edition (contents.media_type, else any, EPUB first); null when fileless */
  fileId: number | null;
  fileExternalId: string | null;
  fileMediaType: 'epub' | 'pdf' | null;
  fileUnitCount: number | null;
  /** TOC nodes of a fileless item (its units); 0 when the item has a file */
  nodeCount: number;
}

/** A TOC node as the lock rule and the presenter read it. */
export interface TocNodeRow {
  id: number;
  contentId: number;
  parentId: number | null;
  externalId: string;
  title: string;
  page: number;
  sortOrder: number;
  spineIndex: number | null;
}
