import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contents, tocNodes } from './catalog.ts';
import { storedFiles } from './files.ts';

/** What a TOC node file is (spec §3 MultimediaFiles, Courseware, AnnexeFiles). */
export type TocFileKind = 'multimedia' | 'courseware' | 'annexe';

/** Files attached to TOC nodes: a lesson's videos, courseware and materials (migration 0015). */
export const tocFiles = pgTable('toc_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  contentId: bigint('content_id', { mode: 'number' })
    .notNull()
    .references(() => contents.id, { onDelete: 'cascade' }),
  tocNodeId: bigint('toc_node_id', { mode: 'number' })
    .notNull()
    .references(() => tocNodes.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<TocFileKind>().notNull(),
  /** shown name without extension */
  fileName: text('file_name').notNull(),
  /** 'mp4', 'pdf', 'txt' … without the dot */
  extension: text('extension').notNull(),
  /** the bytes, content-addressed under $DATA_DIR/files (never public) */
  fileSha256: text('file_sha256')
    .notNull()
    .references(() => storedFiles.sha256),
  /** playing time of a media file; 0 for documents */
  durationSeconds: integer('duration_seconds').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
