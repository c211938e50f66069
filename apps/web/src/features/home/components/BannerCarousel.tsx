import { Skeleton } from 'antd';
import type { Banner } from '@moyue/contracts/api/platform';
import { WEB_PLATFORM_NAME } from '@moyue/contracts/signing';
import { useBanners } from '../api/get-banners';
import { BannerSlides } from './BannerSlides';

/** spec §3 Banner: only the web platform's banners are shown here. */
export const webBanners = (banners: readonly Banner[]): Banner[] =>
  banners.filter((banner) => !banner.PlatformName || banner.PlatformName === WEB_PLATFORM_NAME);

const loading = (
  <Skeleton.Node active className="home-banners__skeleton" style={{ width: '100%' }} />
);

/** spec §2 slider banners: from the server, 5 s per banner. */
export function BannerCarousel() {
  const { data, isLoading, isError } = useBanners();
  if (isLoading) return loading;
  const banners = webBanners(data?.ItemList ?? []);
  if (isError || banners.length === 0) return null;
  return <BannerSlides banners={banners} />;
}
