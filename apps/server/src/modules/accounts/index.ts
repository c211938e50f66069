// The public entry of the accounts module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createAccountModule, createMessageSender } from './account.module.ts';
export type { UserOrganizationSource } from './account.module.ts';
export type { AccountService, RequestContext } from './account.service.ts';
export { findUserIdByPhone } from './user-lookup.ts';
