// The public entry of the organizations module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createOrganizationService } from './organization.module.ts';
export { ORGANIZATION_ROWS_CACHE, OrganizationService } from './organization.service.ts';
export { ORGANIZATION_NETWORKS_CACHE } from './organization-networks.ts';
export { ORGANIZATION_HOLDINGS_CACHE } from './organization-holdings.ts';
// The editor console (modules/editorial) saves organisation settings inside its audited transaction.
export {
  OrganizationAdminRepository,
  type OrganizationAdminRow,
  type OrganizationSettings,
} from './organization-admin.repository.ts';
export {
  NO_RULES,
  filterCategories,
  parseIpRanges,
  type OrganizationRules,
} from './organization-rules.ts';
