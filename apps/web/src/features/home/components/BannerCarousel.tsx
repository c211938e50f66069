import { Suspense } from 'react';
import { Skeleton } from 'antd';
import type { Banner } from '@moyue/contracts/api/platform';
import { WEB_PLATFORM_NAME } from '@moyue/contracts/signing';
import { lazyWidget, usePreload } from '../../../lib/lazy-widget';
import { useBanners } from '../api/get-banners';

// The carousel (antd Carousel, react-slick) loads beside the banners, not before the page (issue 16).
const BannerSlides = lazyWidget(async () => (await import('./BannerSlides')).BannerSlides);

/** spec §3 Banner: only the web platform's banners are shown here. */
export const webBanners = (banners: readonly Banner[]): Banner[] =>
  banners.filter((banner) => !banner.PlatformName || banner.PlatformName === WEB_PLATFORM_NAME);

const loading = (
  <Skeleton.Node active className="home-banners__skeleton" style={{ width: '100%' }} />
);

/** spec §2 slider banners: from the server, 5 s per banner. */
export function BannerCarousel() {
  const { data, isLoading, isError } = useBanners();
  usePreload([BannerSlides]);
  if (isLoading) return loading;
  const banners = webBanners(data?.ItemList ?? []);
  if (isError || banners.length === 0) return null;
  return (
    <Suspense fallback={loading}>
      <BannerSlides banners={banners} />
    </Suspense>
  );
}
