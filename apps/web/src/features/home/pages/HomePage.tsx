import { Skeleton } from 'antd';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HotSearchWords } from '../../../components/hot-search-words/HotSearchWords';
import { getHref, paths } from '../../../config/paths';
import { usePreload } from '../../../lib/lazy-widget';
import { useAppStore } from '../../../stores/app-store';
import { useCheckInState } from '../api/check-in-state';
import { useHomeIndex } from '../api/get-home-index';
import { ActivityBanner } from '../components/ActivityBanner';
import { BannerCarousel } from '../components/BannerCarousel';
import { FootprintCarousel } from '../components/FootprintCarousel';
import { GuessYouLike } from '../components/GuessYouLike';
import { HeadBanner } from '../components/HeadBanner';
import { HeadNotice } from '../components/HeadNotice';
import { CategoryNav, LazyShelfRow } from '../components/lazy-home-widgets';
import { LazyVisible } from '../components/LazyVisible';
import { SignInEntry } from '../components/SignInEntry';
import './home.css';

// Below the fold: its code loads when the reader scrolls near it.
const HomeShelves = lazy(() => import('../components/HomeShelves'));

/** The 新书上架 shelf's frame, around its cards or their skeleton. */
function NewBooks({ children }: { children: ReactNode }) {
  return (
    <section className="home-panel home-shelf" data-testid="shelf-new" aria-label="新书上架">
      <header className="home-panel__head">
        <h2>新书上架</h2>
        <Link to={getHref.resourceSearch('')}>更多</Link>
      </header>
      {children}
    </section>
  );
}

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
  usePreload([CategoryNav, LazyShelfRow]);
  return (
    <div className="home" data-testid="home">
      <HeadBanner />
      {/* its room kept while home/index loads, so the page below does not jump (CLS, issue 16) */}
      {isLoading ? (
        <div className="head-notice-slot" aria-hidden />
      ) : (
        <HeadNotice notice={data?.HeadNotice ?? null} />
      )}
      {/* three columns at desktop width, one on a phone (home.css; antd's Grid made its whole
          style sheet on every load: a long task on a phone, issue 16) */}
      <div className="home__top">
        <div className="home__nav">
          {data ? (
            <Suspense fallback={<Skeleton active />}>
              <CategoryNav categories={data.Categories} clc={data.ClcCategories} />
            </Suspense>
          ) : (
            <Skeleton active />
          )}
        </div>
        <div className="home__side home__main">
          <BannerCarousel />
          {/* under the banner at desktop width, where the category list is taller than it */}
          <HotSearchWords />
        </div>
        <div className="home__side home__aside">
          <SignInEntry signedIn={signedIn} checkedIn={checkedIn} />
          {isLoading ? (
            <div className="activity-banner-slot" aria-hidden />
          ) : (
            <ActivityBanner activity={data?.Activity ?? null} />
          )}
          <nav className="home-panel home__shortcuts" aria-label="榜单与书单">
            <Link to={paths.bangdan}>榜单</Link>
            <Link to={paths.recommendList}>推荐书单</Link>
            <Link to={paths.readRankingOrg}>机构阅读排行</Link>
          </nav>
        </div>
      </div>
      <FootprintCarousel signedIn={signedIn} />
      <GuessYouLike signedIn={signedIn} />
      {isLoading ? (
        <NewBooks>
          <Skeleton active />
        </NewBooks>
      ) : (
        // One boundary: the shelves below the fold are placed only once the new books are
        // drawn, so their placeholder is not briefly near the screen (and loaded) meanwhile.
        <Suspense
          fallback={
            <NewBooks>
              <Skeleton active />
            </NewBooks>
          }
        >
          <NewBooks>
            <LazyShelfRow items={data?.NewBooks ?? []} />
          </NewBooks>
          {data ? (
            <LazyVisible minHeight={600}>
              <Suspense fallback={<Skeleton active />}>
                <HomeShelves data={data} />
              </Suspense>
            </LazyVisible>
          ) : null}
        </Suspense>
      )}
    </div>
  );
}
