// The public entry of the organizations module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createOrganizationService } from './organization.module.ts';
export { OrganizationService } from './organization.service.ts';
