import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';

/** A PostgreSQL tsvector, written only through SQL (modules/search/search-index.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  hierarchy: text('hierarchy').notNull(),
  code: text('code').notNull(),
  title: text('title').notNull(),
  parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => categories.id),
  level: smallint('level').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const publishers = pgTable('publishers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull().unique(),
});

export const contents = pgTable('contents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  externalId: text('external_id').notNull().unique(),
  slug: text('slug').notNull().unique(),
  objectType: smallint('object_type').notNull(),
  title: text('title').notNull(),
  author: text('author').notNull().default(''),
  dynasty: text('dynasty').notNull().default(''),
  publisherId: bigint('publisher_id', { mode: 'number' }).references(() => publishers.id),
  issueDate: date('issue_date'),
  isbn: text('isbn').notNull().default(''),
  abstracts: text('abstracts').notNull().default(''),
  /** BCP 47 as the imported book declares it (EPUB dc:language, PDF /Lang); '' unknown (migration 0016) */
  language: text('language').notNull().default(''),
  keywords: text('keywords').notNull().default(''),
  coverSha256: text('cover_sha256').references(() => storedFiles.sha256),
  mediaType: text('media_type').notNull().default('epub'),
  wordCount: integer('word_count').notNull().default(0),
  isFree: boolean('is_free').notNull().default(false),
  allowReadPercentage: smallint('allow_read_percentage').notNull().default(10),
  marketPrice: numeric('market_price', { precision: 10, scale: 2 }).notNull().default('0'),
  readCount: integer('read_count').notNull().default(0),
  groupId: bigint('group_id', { mode: 'number' }).notNull().default(0),
  /** spec §2 course filter: 0 none, 1 university, 2 publisher, 3 platform (contracts ContentSource). */
  contentSource: smallint('content_source').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  searchTsv: tsvector('search_tsv'),
  /** folded title + '\n' + folded author, for ranking (modules/search/search-index.ts contentHeadText) */
  headText: text('head_text').notNull().default(''),
});

export const contentCategories = pgTable(
  'content_categories',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id),
  },
  (table) => [primaryKey({ columns: [table.contentId, table.categoryId] })],
);

export const tocNodes = pgTable('toc_nodes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  contentId: bigint('content_id', { mode: 'number' })
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' }),
  parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => tocNodes.id, {
    onDelete: 'cascade',
  }),
  externalId: text('external_id').notNull().unique(),
  title: text('title').notNull(),
  page: integer('page').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** 1-based EPUB spine document this node opens (migration 0012); null without an EPUB edition */
  spineIndex: integer('spine_index'),
  /** the title's search tokens, stripped (migration 0019); null until indexed */
  searchTsv: tsvector('search_tsv'),
});

export const passages = pgTable('passages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  contentId: bigint('content_id', { mode: 'number' })
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' }),
  tocNodeId: bigint('toc_node_id', { mode: 'number' })
    .notNull()
    .references(() => tocNodes.id, { onDelete: 'cascade' }),
  page: integer('page').notNull(),
  sortOrder: integer('sort_order').notNull(),
  body: text('body').notNull(),
  searchTsv: tsvector('search_tsv'),
});
