import { and, eq, sql } from 'drizzle-orm';
import { contents } from '../../db/schema/catalog.ts';
import { contentFiles } from '../../db/schema/reading.ts';
import type { Executor } from '../../platform/db.ts';

export type ContentFileRecord = typeof contentFiles.$inferSelect;
export type NewContentFile = typeof contentFiles.$inferInsert;
export type BookMediaType = ContentFileRecord['mediaType'];

/** SQL of encrypted book files (content_files, migration 0012). */
export class BookFileRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: NewContentFile, tx: Executor = this.db): Promise<ContentFileRecord> {
    const [record] = await tx.insert(contentFiles).values(row).returning();
    if (!record) throw new Error(`content file of content ${row.contentId} not stored`);
    return record;
  }

  /** Points an edition at a new stored file (a different source for the same content and type). */
  async replace(
    id: number,
    row: Omit<NewContentFile, 'id' | 'contentId' | 'mediaType'>,
    tx: Executor = this.db,
  ): Promise<ContentFileRecord> {
    const [record] = await tx
      .update(contentFiles)
      .set({ ...row, createdAt: new Date() })
      .where(eq(contentFiles.id, id))
      .returning();
    if (!record) throw new Error(`content file ${id} vanished`);
    return record;
  }

  async findEdition(
    contentId: number,
    mediaType: BookMediaType,
    tx: Executor = this.db,
  ): Promise<ContentFileRecord | null> {
    const [record] = await tx
      .select()
      .from(contentFiles)
      .where(and(eq(contentFiles.contentId, contentId), eq(contentFiles.mediaType, mediaType)))
      .limit(1);
    return record ?? null;
  }

  /** The edition of the content's primary media type (contents.media_type), else any (EPUB first). */
  async findPrimaryEdition(contentId: number): Promise<ContentFileRecord | null> {
    const [row] = await this.db
      .select({ file: contentFiles })
      .from(contentFiles)
      .innerJoin(contents, eq(contents.id, contentFiles.contentId))
      .where(eq(contentFiles.contentId, contentId))
      .orderBy(
        sql`CASE WHEN ${contentFiles.mediaType} = ${contents.mediaType} THEN 0 ELSE 1 END`,
        contentFiles.mediaType,
      )
      .limit(1);
    return row?.file ?? null;
  }

  async findByExternalId(externalId: string): Promise<ContentFileRecord | null> {
    const [record] = await this.db
      .select()
      .from(contentFiles)
      .where(eq(contentFiles.externalId, externalId))
      .limit(1);
    return record ?? null;
  }

  /** Every edition made from a file with this sha256 (re-import detection). */
  async findBySourceSha256(sha256: string, tx: Executor = this.db): Promise<ContentFileRecord[]> {
    return tx.select().from(contentFiles).where(eq(contentFiles.sourceSha256, sha256));
  }

  async storageNames(): Promise<Set<string>> {
    const rows = await this.db.select({ name: contentFiles.storageName }).from(contentFiles);
    return new Set(rows.map((row) => row.name));
  }
}
