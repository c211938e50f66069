import type { CatalogueBanner } from '@moyue/corpus/types';
import { banners, hotSearchWords } from '../db/schema/editorial.ts';
import type { Db } from '../platform/db.ts';
import type { FileService } from '../modules/media/file.service.ts';

/** Hot search words in the given order, and home banners with their generated art. */
export async function writeDemoEditorial(
  db: Db,
  files: FileService,
  words: string[],
  bannerList: CatalogueBanner[],
): Promise<void> {
  if (words.length) {
    await db
      .insert(hotSearchWords)
      .values(words.map((title, i) => ({ title, sortOrder: i })))
      .onConflictDoNothing();
  }
  let order = 0;
  for (const banner of bannerList) {
    const cover = await files.storePublic(banner.coverSvg, 'image/svg+xml');
    await db
      .insert(banners)
      .values({
        slug: `banner-${order}`,
        contents: banner.contents || banner.title,
        url: banner.url,
        coverUrl: cover.url,
        platformName: 'web',
        sortOrder: order,
      })
      .onConflictDoNothing();
    order += 1;
  }
}
