import { asc, eq } from 'drizzle-orm';
import { hotSearchWords } from '../../db/schema/editorial.ts';
import type { Executor } from '../../platform/db.ts';

/** SQL of the hot search words. */
export class HotWordRepository {
  constructor(private readonly db: Executor) {}

  /** Every enabled word, in editorial order. */
  async enabled(): Promise<{ title: string }[]> {
    return this.db
      .select({ title: hotSearchWords.title })
      .from(hotSearchWords)
      .where(eq(hotSearchWords.enabled, true))
      .orderBy(asc(hotSearchWords.sortOrder), asc(hotSearchWords.id));
  }
}
