import { Carousel, Skeleton } from 'antd';
import { Link } from 'react-router';
import { CAROUSEL_INTERVAL_MS } from '@moyue/contracts/limits';
import { useBanners } from '../api/get-banners';

/** spec §2 slider banners: from the server, 5 s per banner. */
export function BannerCarousel() {
  const { data, isLoading, isError } = useBanners();
  if (isLoading) return <Skeleton.Node active style={{ width: 1168, height: 300 }} />;
  if (isError || !data?.ItemList.length) return null;
  return (
    <Carousel autoplay autoplaySpeed={CAROUSEL_INTERVAL_MS} className="home-banners">
      {data.ItemList.map((banner) => (
        <div key={banner.CoverUrl} data-testid="banner">
          <Link to={banner.Url} className="home-banners__item" title={banner.Contents}>
            <img src={banner.CoverUrl} alt={banner.Contents} />
          </Link>
        </div>
      ))}
    </Carousel>
  );
}
