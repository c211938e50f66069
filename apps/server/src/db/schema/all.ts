// The whole schema, for drizzle's typed client. One file per area beside this one.
export * from './accounts.ts';
export * from './catalog.ts';
export * from './devices.ts';
export * from './editorial.ts';
export * from './files.ts';
export * from './messages.ts';
export * from './organizations.ts';
export * from './seed.ts';
export * from './sessions.ts';
export * from './history.ts';
export * from './reading.ts';
export * from './engagement.ts';
export * from './toc-files.ts';
