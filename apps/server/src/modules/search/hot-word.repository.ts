import { asc, count, eq } from 'drizzle-orm';
import { hotSearchWords } from '../../db/schema/editorial.ts';
import type { Executor } from '../../platform/db.ts';

/** SQL of the hot search words. */
export class HotWordRepository {
  constructor(private readonly db: Executor) {}

  async countEnabled(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(hotSearchWords)
      .where(eq(hotSearchWords.enabled, true));
    return row?.n ?? 0;
  }

  async page(offset: number, limit: number): Promise<{ title: string }[]> {
    return this.db
      .select({ title: hotSearchWords.title })
      .from(hotSearchWords)
      .where(eq(hotSearchWords.enabled, true))
      .orderBy(asc(hotSearchWords.sortOrder), asc(hotSearchWords.id))
      .offset(offset)
      .limit(limit);
  }
}
