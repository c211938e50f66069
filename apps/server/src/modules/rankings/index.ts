// The public entry of the rankings module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createRankingsModule, type RankingsModule } from './rankings.module.ts';
