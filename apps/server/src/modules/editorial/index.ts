// The public entry of the editorial module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createEditorialModule } from './editorial.module.ts';
// The console's role guard and audit, for the console calls of other modules (reading activities).
export { requireEditor, type Editor } from './admin-guard.ts';
export { AdminRepository } from './admin.repository.ts';
