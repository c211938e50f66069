import { useLocation } from 'react-router';
import { Footer } from '../components/Footer';
import { IeTip } from '../components/IeTip';
import { SiteHeader } from './header/lazy-headers';
import { LazyPlayerBar } from '../components/PlayerBar/LazyPlayerBar';
import { SessionSync } from '../features/accounts/components/SessionSync';
import { RareCardNotice } from '../features/points/components/RareCardNotice';
import { crumbsOf } from '../config/routes';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { SiteCrumbs } from './SiteCrumbs';
import { isFooterHidden } from '../config/layout-rules';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import './layout.css';

/**
 * The site frame: header, brand with search bar, top menu, page, and the
 * footer unless spec §2 hides it. Phones get one compact header bar whose
 * drawer holds the header's links and the top menu.
 */
export function MainLayout() {
  const location = useLocation();
  const narrow = useNarrowScreen();
  const crumbs = crumbsOf(location.pathname);
  return (
    <div className="site">
      <IeTip />
      <SessionSync />
      <RareCardNotice />
      <SiteHeader narrow={narrow} />
      <main className="site-main">
        {crumbs.length > 0 && <SiteCrumbs items={crumbs} />}
        <KeepAliveOutlet />
      </main>
      {!isFooterHidden(location.pathname) && <Footer />}
      <LazyPlayerBar />
    </div>
  );
}
