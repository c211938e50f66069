import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { Footer } from '../components/Footer';
import { Header } from './header/Header';
import { HeaderMobile } from './header/HeaderMobile';
import { IeTip } from '../components/IeTip';
import { LazyPlayerBar } from '../components/PlayerBar/LazyPlayerBar';
import { SearchBar } from '../components/search-bar/SearchBar';
import { TopMenu } from '../components/top-menu/TopMenu';
import { SessionSync } from '../features/accounts/components/SessionSync';
import { RareCardNotice } from '../features/points/components/RareCardNotice';
import { paths } from '../config/paths';
import { HOME_ROUTE, pageName } from '../config/routes';
import { KeepAliveOutlet } from './KeepAliveOutlet';
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
      {narrow ? (
        <HeaderMobile />
      ) : (
        <>
          <Header />
          <div className="brand-bar">
            <div className="brand-bar__inner">
              <Link to={paths.home} className="brand" aria-label="墨阅首页">
                <span className="brand__seal">墨</span>
                <span className="brand__text">
                  <strong>墨阅</strong>
                  <small>知识服务平台</small>
                </span>
              </Link>
              <SearchBar />
            </div>
          </div>
          <TopMenu />
        </>
      )}
      <main className="site-main">
        {!isHome && name && (
          <Breadcrumb
            className="site-main__crumbs"
            items={[
              { title: <Link to={paths.home}>首页</Link> },
              ...(isCenterChild ? [{ title: <Link to={paths.center}>个人中心</Link> }] : []),
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
