import {
  bigint,
  primaryKey,
  bigserial,
  boolean,
  cidr,
  inet,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const organizations = pgTable('organizations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  externalId: text('external_id').notNull().unique(),
  title: text('title').notNull(),
  type: smallint('type').notNull(),
  aqrId: text('aqr_id').notNull().default(''),
  logo: text('logo').notNull().default(''),
  nav: text('nav').notNull().default(''),
  isPartner: boolean('is_partner').notNull().default(false),
  libraryType: smallint('library_type').notNull().default(0),
  toLibrary: boolean('to_library').notNull().default(false),
  hideDepartmentNav: boolean('hide_department_nav').notNull().default(false),
  recommendReminder: text('recommend_reminder').notNull().default(''),
  recommendFields: text('recommend_fields').notNull().default(''),
  oauthUrl: text('oauth_url').notNull().default(''),
  validationParamName: text('validation_param_name').notNull().default(''),
  // spec §6 institution rules (migration 0032)
  fullTextSearchDisabled: boolean('full_text_search_disabled').notNull().default(false),
  classificationOnly: boolean('classification_only').notNull().default(false),
  hideChildCategories: boolean('hide_child_categories').notNull().default(false),
  excludedCategoryIds: bigint('excluded_category_ids', { mode: 'number' })
    .array()
    .notNull()
    .default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organizationIpRanges = pgTable('organization_ip_ranges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  organizationId: bigint('organization_id', { mode: 'number' })
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  ipRange: cidr('ip_range').notNull(),
});

/** The contents an institution holds (its 'holdings' / schoolResources). */
export const organizationHoldings = pgTable(
  'organization_holdings',
  {
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contentId: bigint('content_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.contentId] })],
);

/** The organisation a user is bound to (one per user since migration 0007) and its certification. */
export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: smallint('state').notNull().default(4),
    expireTime: timestamp('expire_time', { withTimezone: true }),
    /** How the certification was made (migration 0007): seed, bind, ip or sso. */
    source: text('source').notNull().default('seed'),
    certifiedIp: inet('certified_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.organizationId] })],
);
