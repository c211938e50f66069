// The public entry of the messages module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { MessageService } from './message.service.ts';
// Left to the composition-root work (issue 14): the editor console writes a notice inside its
// own audit transaction, through the repository on that transaction.
export { MessageRepository } from './message.repository.ts';
