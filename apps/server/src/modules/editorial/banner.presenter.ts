import type { Banner } from '@moyue/contracts/api/platform';
import type { BannerRow } from './banner.repository.ts';

export const presentBanner = (row: BannerRow): Banner => ({
  Url: row.url,
  Contents: row.contents,
  CoverUrl: row.coverUrl,
  PlatformName: row.platformName,
});
