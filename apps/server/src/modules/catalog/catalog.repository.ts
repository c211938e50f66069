import { count } from 'drizzle-orm';
import { contents } from '../../db/schema/catalog.ts';
import type { Executor } from '../../platform/db.ts';

/** SQL of the catalogue. */
export class CatalogRepository {
  constructor(private readonly db: Executor) {}

  async countContents(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(contents);
    return row?.n ?? 0;
  }
}
