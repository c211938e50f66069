// The public entry of the points module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createPointsModule, createSignInService, type PointsModule } from './points.module.ts';
