import { useLocation } from 'react-router';
import { Footer } from '../components/Footer';
import { IeTip } from '../components/IeTip';
import { SiteHeader } from './header/lazy-headers';
import { LazyPlayerBar } from '../components/PlayerBar/LazyPlayerBar';
import { SessionSync } from '../features/accounts/components/SessionSync';
import { RareCardNotice } from '../features/points/components/RareCardNotice';
import { paths } from '../config/paths';
import { HOME_ROUTE, pageName } from '../config/routes';
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
  const name = pageName(location.pathname);
  const isHome = location.pathname === HOME_ROUTE.path;
  // spec §2's /wrap/center/center is the centre's home itself, not a page under it.
  const isCenterChild =
    location.pathname.startsWith(`${paths.center}/`) && location.pathname !== paths.centerHome;
  return (
    <div className="site">
      <IeTip />
      <SessionSync />
      <RareCardNotice />
      <SiteHeader narrow={narrow} />
      <main className="site-main">
        {!isHome && name && (
          <SiteCrumbs
            items={[
              { title: '首页', to: paths.home },
              ...(isCenterChild ? [{ title: '个人中心', to: paths.center }] : []),
              { title: name },
            ]}
          />
        )}
        <KeepAliveOutlet />
      </main>
      {!isFooterHidden(location.pathname) && <Footer />}
      <LazyPlayerBar />
    </div>
  );
}
