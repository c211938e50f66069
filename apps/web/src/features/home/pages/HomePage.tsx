import { Col, Row, Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { HotSearchWords } from '../../../components/hot-search-words/HotSearchWords';
import { CoverCard } from '../../../components/cover-card/CoverCard';
import { getHref, paths } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useCheckInState } from '../api/check-in-state';
import { useHomeIndex } from '../api/get-home-index';
import { ActivityBanner } from '../components/ActivityBanner';
import { BannerCarousel } from '../components/BannerCarousel';
import { CategoryNav } from '../components/CategoryNav';
import { FootprintCarousel } from '../components/FootprintCarousel';
import { GuessYouLike } from '../components/GuessYouLike';
import { HeadBanner } from '../components/HeadBanner';
import { HeadNotice } from '../components/HeadNotice';
import { LazyVisible } from '../components/LazyVisible';
import { SignInEntry } from '../components/SignInEntry';
import './home.css';

// Below the fold: its code loads when the reader scrolls near it.
const HomeShelves = lazy(() => import('../components/HomeShelves'));

/**
 * spec §2 home: head banner, head notice, category navigation, slider
 * banners, sign-in, the activity banner, hot words, footprints and shelves
 * with covers. One call (home/index) answers the notice, the activity and
 * every shelf; the banners and footprints come beside it.
 */
export function HomePage() {
  const user = useAppStore((state) => state.user);
  const signedIn = user !== null;
  const { data, isLoading } = useHomeIndex(signedIn);
  // today's sign-in from the server, not the user cookie's copy (stale after signing in)
  const checkIn = useCheckInState(signedIn);
  const checkedIn = checkIn.data?.IsCheckIn ?? Boolean(user?.IsCheckIn);
  return (
    <div className="home" data-testid="home">
      <HeadBanner />
      <HeadNotice notice={data?.HeadNotice ?? null} />
      <Row gutter={[16, 16]} className="home__top">
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 6, order: 1 }}>
          {data ? (
            <CategoryNav categories={data.Categories} clc={data.ClcCategories} />
          ) : (
            <Skeleton active />
          )}
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 12, order: 2 }} className="home__side">
          <BannerCarousel />
          {/* under the banner at desktop width, where the category list is taller than it */}
          <HotSearchWords />
        </Col>
        <Col xs={{ span: 24, order: 3 }} lg={{ span: 6, order: 3 }} className="home__side">
          <SignInEntry signedIn={signedIn} checkedIn={checkedIn} />
          <ActivityBanner activity={data?.Activity ?? null} />
          <nav className="home-panel home__shortcuts" aria-label="榜单与书单">
            <Link to={paths.bangdan}>榜单</Link>
            <Link to={paths.recommendList}>推荐书单</Link>
            <Link to={paths.readRankingOrg}>机构阅读排行</Link>
          </nav>
        </Col>
      </Row>
      <FootprintCarousel signedIn={signedIn} />
      <GuessYouLike signedIn={signedIn} />
      <section className="home-panel home-shelf" data-testid="shelf-new" aria-label="新书上架">
        <header className="home-panel__head">
          <h2>新书上架</h2>
          <Link to={getHref.resourceSearch('')}>更多</Link>
        </header>
        {isLoading ? (
          <Skeleton active />
        ) : (
          <div className="home-shelf__row">
            {(data?.NewBooks ?? []).map((item) => (
              <CoverCard key={item.Id} content={item} />
            ))}
          </div>
        )}
      </section>
      {data ? (
        <LazyVisible minHeight={600}>
          <Suspense fallback={<Skeleton active />}>
            <HomeShelves data={data} />
          </Suspense>
        </LazyVisible>
      ) : null}
    </div>
  );
}
