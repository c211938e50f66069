import { eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema/files.ts';
import type { Executor } from '../../platform/db.ts';

/** SQL of stored file records. */
export class FileRepository {
  constructor(private readonly db: Executor) {}

  async upsert(record: {
    sha256: string;
    mimeType: string;
    byteSize: number;
    isPublic: boolean;
  }): Promise<void> {
    await this.db.insert(storedFiles).values(record).onConflictDoNothing();
  }

  /** Deletes a record that no row refers to; false when one still does (foreign key) or it is gone. */
  async deleteUnreferenced(sha256: string): Promise<boolean> {
    try {
      const deleted = await this.db
        .delete(storedFiles)
        .where(eq(storedFiles.sha256, sha256))
        .returning({ sha256: storedFiles.sha256 });
      return deleted.length > 0;
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).cause?.code;
      if (code === '23503' || (error as { code?: string }).code === '23503') return false;
      throw error;
    }
  }

  async find(sha256: string) {
    const [row] = await this.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.sha256, sha256))
      .limit(1);
    return row ?? null;
  }
}
