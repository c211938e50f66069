import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { contents } from './catalog.ts';
import { organizations } from './organizations.ts';

// What a reader does on a detail page (db/migrations/0011_engagement.sql).

export const comments = pgTable('comments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentId: bigint('content_id', { mode: 'number' })
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' }),
  objectType: smallint('object_type').notNull(),
  score: smallint('score').notNull(),
  contents: text('contents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bookshelfItems = pgTable('bookshelf_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentId: bigint('content_id', { mode: 'number' })
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const recommendations = pgTable('recommendations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: bigint('organization_id', { mode: 'number' })
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  contentId: bigint('content_id', { mode: 'number' })
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' }),
  reason: smallint('reason').notNull(),
  remark: text('remark').notNull().default(''),
  form: jsonb('form').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An institution's recommend-to-buy settings beyond organizations.recommend_fields. */
export const recommendSettings = pgTable('recommend_settings', {
  organizationId: bigint('organization_id', { mode: 'number' })
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** comma-separated; null = every configured field is required */
  requiredFields: text('required_fields'),
  recommendBuy: boolean('recommend_buy').notNull().default(false),
});

export const donors = pgTable('donors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  externalId: text('external_id').notNull().unique(),
  realName: text('real_name').notNull(),
  identityType: text('identity_type').notNull().default(''),
  graduateYear: text('graduate_year').notNull().default(''),
  schoolYear: text('school_year').notNull().default(''),
  educationExperience: text('education_experience').notNull().default(''),
  faceUrl: text('face_url').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentDonations = pgTable('content_donations', {
  contentId: bigint('content_id', { mode: 'number' })
    .primaryKey()
    .references(() => contents.id, { onDelete: 'cascade' }),
  donorId: bigint('donor_id', { mode: 'number' })
    .notNull()
    .references(() => donors.id, { onDelete: 'cascade' }),
  words: text('words').notNull().default(''),
  certificateUrl: text('certificate_url').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const readingLists = pgTable('reading_lists', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  externalId: text('external_id').notNull().unique(),
  organizationId: bigint('organization_id', { mode: 'number' }).references(() => organizations.id, {
    onDelete: 'cascade',
  }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const readingListContents = pgTable(
  'reading_list_contents',
  {
    readingListId: bigint('reading_list_id', { mode: 'number' })
      .notNull()
      .references(() => readingLists.id, { onDelete: 'cascade' }),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.readingListId, table.contentId] })],
);
