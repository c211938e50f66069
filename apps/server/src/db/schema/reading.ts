import {
  bigint,
  bigserial,
  customType,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contents } from './catalog.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** An encrypted EPUB or PDF edition of a content item (migration 0012). */
export const contentFiles = pgTable('content_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  contentId: bigint('content_id', { mode: 'number' })
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' }),
  /** spec §3 FileExternalId */
  externalId: text('external_id').notNull().unique(),
  mediaType: text('media_type').$type<'epub' | 'pdf'>().notNull(),
  /** generated file name under $DATA_DIR/books */
  storageName: text('storage_name').notNull().unique(),
  /** plaintext size in bytes */
  byteSize: integer('byte_size').notNull(),
  /** what trial reading counts: EPUB spine documents, PDF pages */
  unitCount: integer('unit_count').notNull(),
  /** the file's AES-256 content key, sealed with the master key (AES-256-GCM: iv ‖ ciphertext ‖ tag) */
  sealedKey: bytea('sealed_key').notNull(),
  /** sha256 of the plaintext file, so re-importing the same file is recognised */
  sourceSha256: text('source_sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
