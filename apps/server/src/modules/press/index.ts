// The public entry of the press module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createPressModule, type PressModule } from './press.module.ts';
export { announceNewContent } from './new-book-notice.ts';
