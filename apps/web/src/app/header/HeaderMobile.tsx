import { useEffect, useState } from 'react';
import { Badge, Button, Drawer } from 'antd';
import { CloseOutlined, MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { CertificationMessages } from '@moyue/contracts/messages';
import { getHref, paths } from '../../config/paths';
import { logout } from '../../features/accounts/api/logout';
import { HeaderDialogs } from './HeaderDialogs';
import { NewsLink, SERVICE_LINKS, USER_LINKS } from './HeaderLinks';
import { useHeaderState } from './header-state';
import { LazySearchBar } from '../../components/search-bar/LazySearchBar';
import { TopMenu } from '../../components/top-menu/TopMenu';
import './header.css';

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

  // A new page closes both (a link inside them, the back button, a search made).
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [location.key]);

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
          onClick={() => setMenuOpen(true)}
        >
          <Badge dot={header.newsNumber > 0} offset={[-2, 2]}>
            <MenuOutlined />
          </Badge>
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
      <Drawer
        open={menuOpen}
        onClose={closeMenu}
        placement="right"
        size="min(320px, 86vw)"
        closeIcon={<CloseOutlined aria-label="关闭菜单" />}
        title={
          <span data-testid="greeting">
            {header.greeting}
            {header.organizationTitle ? `（${header.organizationTitle}）` : ''}
          </span>
        }
        rootClassName="mobile-drawer"
      >
        <div data-testid="mobile-drawer">
          {header.ipMessage && (
            <p className="mobile-drawer__ip" data-testid="ip-message">
              {header.ipMessage}
            </p>
          )}
          <div className="mobile-drawer__account">
            {header.loggedIn ? (
              <Button
                block
                autoInsertSpace={false}
                onClick={() => void logout().finally(closeMenu)}
              >
                退出
              </Button>
            ) : (
              <>
                <Link
                  to={getHref.login(location.pathname === paths.login ? undefined : here)}
                  onClick={closeMenu}
                >
                  <Button type="primary" block autoInsertSpace={false}>
                    登录
                  </Button>
                </Link>
                <Link to={paths.register} onClick={closeMenu}>
                  <Button block autoInsertSpace={false}>
                    注册
                  </Button>
                </Link>
              </>
            )}
          </div>
          <h3 className="mobile-drawer__title">栏目导航</h3>
          <TopMenu variant="drawer" onNavigate={closeMenu} />
          <h3 className="mobile-drawer__title">我的</h3>
          <nav className="mobile-drawer__links" aria-label="用户导航">
            {USER_LINKS.map((link) => (
              <Link key={link.to} to={link.to} onClick={closeMenu}>
                {link.label}
              </Link>
            ))}
            <NewsLink newsNumber={header.newsNumber} />
          </nav>
          <h3 className="mobile-drawer__title">客户服务</h3>
          <nav className="mobile-drawer__links" aria-label="客户服务">
            {SERVICE_LINKS.map((link) => (
              <Link key={link.key} to={link.to} onClick={closeMenu}>
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
      </Drawer>
      <HeaderDialogs />
    </header>
  );
}
