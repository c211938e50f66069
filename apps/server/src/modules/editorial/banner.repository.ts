import { and, asc, eq } from 'drizzle-orm';
import { banners } from '../../db/schema/editorial.ts';
import type { Executor } from '../../platform/db.ts';

export interface BannerRow {
  contents: string;
  url: string;
  coverUrl: string;
  platformName: string;
}

/** SQL of the home banners. */
export class BannerRepository {
  constructor(private readonly db: Executor) {}

  async listEnabled(platformName: string): Promise<BannerRow[]> {
    return this.db
      .select({
        contents: banners.contents,
        url: banners.url,
        coverUrl: banners.coverUrl,
        platformName: banners.platformName,
      })
      .from(banners)
      .where(and(eq(banners.enabled, true), eq(banners.platformName, platformName)))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
  }
}
