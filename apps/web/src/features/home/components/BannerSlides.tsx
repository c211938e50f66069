import { Carousel } from 'antd';
import { Link } from 'react-router';
import type { Banner } from '@moyue/contracts/api/platform';
import { CAROUSEL_INTERVAL_MS } from '@moyue/contracts/ui-constants';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

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

/** spec §2 slider banners, 5 s per banner: the carousel, whose code loads beside the banners. */
export function BannerSlides({ banners }: { banners: Banner[] }) {
  return (
    <Carousel autoplay autoplaySpeed={CAROUSEL_INTERVAL_MS} className="home-banners">
      {banners.map((banner) => (
        <BannerSlide key={`${banner.CoverUrl}-${banner.Url}`} banner={banner} />
      ))}
    </Carousel>
  );
}
