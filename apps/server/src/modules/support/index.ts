// The public entry of the support module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createSupportModule, type SupportModule } from './support.module.ts';
export type { SupportService } from './support.service.ts';
// The editor console answers reports and tickets inside its own audit transaction
// (like the notices), through the repository on that transaction.
export { SupportRepository } from './support.repository.ts';
export { requiredText } from './support.service.ts';
export { presentTicket, presentTicketDetail } from './support.presenter.ts';
