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

  async find(sha256: string) {
    const [row] = await this.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.sha256, sha256))
      .limit(1);
    return row ?? null;
  }
}
