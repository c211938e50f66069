import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  detail: text('detail').notNull().default(''),
});
