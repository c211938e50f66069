// The public entry of the search module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export {
  BookPassageFinder,
  type BookPassage,
  type BookTocNode,
  type RankedPassage,
} from './book-passages.ts';
export { foldCodePoints } from './chinese-text.ts';
export {
  backfillSearchIndex,
  chapterTitlesOfPassages,
  contentHeadText,
  contentVectorSql,
  passageVectorSql,
  addToSearchTermStats,
  refreshSearchTermStats,
  tocTitleVectorSql,
} from './search-index.ts';
export { HOT_WORDS_CACHE } from './hot-word.service.ts';
