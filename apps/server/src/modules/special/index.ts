// The public entry of the special module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createSpecialModule, type SpecialModule } from './special.module.ts';
export { OuterWebService } from './outer-web.service.ts';
