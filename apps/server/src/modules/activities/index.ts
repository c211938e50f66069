// The public entry of the activities module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createActivitiesModule } from './activities.module.ts';
