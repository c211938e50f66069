// The public entry of the editorial module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createEditorialModule } from './editorial.module.ts';
