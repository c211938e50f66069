import { Carousel, Skeleton } from 'antd';
import { Link } from 'react-router';
import type { Banner } from '@moyue/contracts/api/platform';
import { WEB_PLATFORM_NAME } from '@moyue/contracts/signing';
import { CAROUSEL_INTERVAL_MS } from '@moyue/contracts/ui-constants';
import { useBanners } from '../api/get-banners';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** spec §3 Banner: only the web platform's banners are shown here. */
export const webBanners = (banners: readonly Banner[]): Banner[] =>
  banners.filter((banner) => !banner.PlatformName || banner.PlatformName === WEB_PLATFORM_NAME);

function BannerSlide({ banner }: { banner: Banner }) {
  const image = <img src={banner.CoverUrl} alt={banner.Contents} />;
  return (
    <div data-testid="banner">
      {isExternal(banner.Url) ? (
        <a
          href={banner.Url}
          target="_blank"
          rel="noopener noreferrer"
          className="home-banners__item"
          title={banner.Contents}
        >
          {image}
        </a>
      ) : (
        <Link to={banner.Url} className="home-banners__item" title={banner.Contents}>
          {image}
        </Link>
      )}
    </div>
  );
}

/** spec §2 slider banners: from the server, 5 s per banner. */
export function BannerCarousel() {
  const { data, isLoading, isError } = useBanners();
  if (isLoading)
    return <Skeleton.Node active className="home-banners__skeleton" style={{ width: '100%' }} />;
  const banners = webBanners(data?.ItemList ?? []);
  if (isError || banners.length === 0) return null;
  return (
    <Carousel autoplay autoplaySpeed={CAROUSEL_INTERVAL_MS} className="home-banners">
      {banners.map((banner) => (
        <BannerSlide key={`${banner.CoverUrl}-${banner.Url}`} banner={banner} />
      ))}
    </Carousel>
  );
}
