import { bigserial, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const hotSearchWords = pgTable('hot_search_words', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const banners = pgTable('banners', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  slug: text('slug').notNull().unique(),
  contents: text('contents').notNull(),
  url: text('url').notNull(),
  coverUrl: text('cover_url').notNull(),
  platformName: text('platform_name').notNull().default('web'),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});
