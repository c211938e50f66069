// The public entry of the catalog module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { CONTENT_DETAIL_CACHE } from './catalog.service.ts';
export type {
  CatalogService,
  ContentEntitlements,
  ContentViewer,
  PartialEntitlementSource,
} from './catalog.service.ts';
export { formatWireDateTime, presentContentSummary } from './catalog.presenter.ts';
// The one row a ContentSummary is presented from, and the SQL that selects it: as columns
// (reading's order list) or as one JSON value (search's nested answers).
export {
  CONTENT_COLUMNS,
  CONTENT_JOINS,
  CONTENT_SUMMARY_JSON,
  type ContentRecord,
  type ContentSummaryRecord,
} from './catalog.repository.ts';
