// The public entry of the sso module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createSsoService } from './sso.module.ts';
