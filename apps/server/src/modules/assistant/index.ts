// The public entry of the assistant module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createAssistantModule, type AssistantConfig } from './assistant.module.ts';
