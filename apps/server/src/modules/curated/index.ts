// The public entry of the curated module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createCuratedModule } from './curated.module.ts';
export { grantBundle } from './bundle-grant.ts';
