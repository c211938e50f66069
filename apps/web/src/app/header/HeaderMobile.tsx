import { Suspense, useState } from 'react';
import { MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { CertificationMessages } from '@moyue/contracts/messages';
import { getHref, paths } from '../../config/paths';
import { OpenedOnce } from '../../components/OpenedOnce';
import { lazyWidget } from '../../lib/lazy-widget';
import { HeaderDialogs } from './HeaderDialogs';
import { useHeaderState } from './header-state';
import { LazySearchBar } from '../../components/search-bar/LazySearchBar';
import './header.css';

// The drawer (antd Drawer, the top menu, the links) loads when the reader first reaches for
// the menu button, not with the page (issue 16); it stays mounted after.
const MobileMenuDrawer = lazyWidget(
  async () => (await import('./MobileMenuDrawer')).MobileMenuDrawer,
);
// The unread dot's Badge loads only when there is something unread.
const MenuBadge = lazyWidget(async () => (await import('./MenuBadge')).MenuBadge);

const preloadDrawer = () => {
  MobileMenuDrawer.preload().catch(() => {
    // Opening the menu tries again.
  });
};

/**
 * The menu icon, with the unread dot when there are messages. Without them it
 * sits in a span shaped like antd's Badge wrapper (header.css), so the icon
 * is drawn alike either way.
 */
function MenuIcon({ unread }: { unread: boolean }) {
  const plain = (
    <span className="mobile-header__menu-icon">
      <MenuOutlined />
    </span>
  );
  if (!unread) return plain;
  return (
    <Suspense fallback={plain}>
      <MenuBadge />
    </Suspense>
  );
}

/**
 * The phone header, as Chinese mobile sites have it: one bar with the logo,
 * a search entry and a menu button. The menu opens a drawer holding
 * everything the desktop header and top menu offer (spec §2 'Header', 'Top
 * menu in order'); the search entry unfolds the search bar under it.
 */
export function HeaderMobile() {
  const header = useHeaderState();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  // A new page closes both (a link inside them, the back button, a search made). Decided while
  // rendering, not in an effect: the mount's effect ran late on a busy phone, after the
  // reader's first tap on the menu, and closed the menu that tap had opened.
  const [openedOn, setOpenedOn] = useState(location.key);
  if (openedOn !== location.key) {
    setOpenedOn(location.key);
    setMenuOpen(false);
    setSearchOpen(false);
  }

  const closeMenu = () => setMenuOpen(false);
  return (
    <header className="mobile-header" data-testid="site-header">
      <div className="mobile-header__bar">
        <Link to={paths.home} className="mobile-header__brand" aria-label="墨阅首页">
          <span className="brand__seal mobile-header__seal">墨</span>
          <strong>墨阅</strong>
        </Link>
        <button
          type="button"
          className="mobile-header__search"
          aria-expanded={searchOpen}
          aria-controls="mobile-search"
          data-testid="mobile-search-entry"
          onClick={() => setSearchOpen((open) => !open)}
        >
          <SearchOutlined />
          <span>搜索图书、全文、问答</span>
        </button>
        <button
          type="button"
          className="mobile-header__menu"
          aria-label="打开菜单"
          aria-expanded={menuOpen}
          data-testid="mobile-menu-button"
          onPointerDown={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon unread={header.newsNumber > 0} />
        </button>
      </div>
      {header.warning && (
        <p className="mobile-header__warning" data-testid="certification-warning">
          {header.warning}
          <Link to={paths.accountBindOrganization}>{CertificationMessages.GoCertify}</Link>
        </p>
      )}
      {searchOpen && (
        <div id="mobile-search" className="mobile-header__search-panel">
          <LazySearchBar />
        </div>
      )}
      <OpenedOnce open={menuOpen}>
        <MobileMenuDrawer
          open={menuOpen}
          onClose={closeMenu}
          header={header}
          loginHref={getHref.login(location.pathname === paths.login ? undefined : here)}
        />
      </OpenedOnce>
      <HeaderDialogs />
    </header>
  );
}
