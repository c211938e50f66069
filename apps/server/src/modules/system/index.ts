// The public entry of the system module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { healthRoutes } from './health.routes.ts';
