// The public entry of the history module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createHistoryModule, type HistoryModule } from './history.module.ts';
export type { HistoryService } from './history.service.ts';
