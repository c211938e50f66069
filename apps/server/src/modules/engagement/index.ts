// The public entry of the engagement module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createEngagementModule, type EngagementModule } from './engagement.module.ts';
export type { ContentRefs } from './content.repository.ts';
export { coverUrlOf, presentContentCard } from './engagement.presenter.ts';
export { loginFirst } from './login-first.ts';
// Left to the one-presenter work (issue 14): history's footprints select content cards with
// engagement's SQL columns and join.
export {
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_JOIN,
  wireTime,
  type ContentCardRow,
} from './engagement.sql.ts';
