// The public entry of the catalog module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export type {
  CatalogService,
  ContentEntitlements,
  ContentViewer,
  PartialEntitlementSource,
} from './catalog.service.ts';
export { formatWireDateTime, presentContentSummary } from './catalog.presenter.ts';
// Left to the one-presenter work (issue 14): reading's order list selects content rows with
// the catalogue's SQL columns and joins.
export { CONTENT_COLUMNS, CONTENT_JOINS, type ContentRecord } from './catalog.repository.ts';
