import { DownOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { CertificationMessages } from '@moyue/contracts/messages';
import { getHref, paths } from '../../config/paths';
import { logout } from '../../features/accounts/api/logout';
import { NewsLink, SERVICE_LINKS, USER_LINKS } from './HeaderLinks';
import { useHeaderState } from './header-state';
import { HeaderDialogs } from './HeaderDialogs';
import './header.css';

/** spec §2 'Header': greeting, IP message, certification warning, login/register or logout, links and the service menu. */
export function Header() {
  const header = useHeaderState();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return (
    <div className="site-header" data-testid="site-header">
      <div className="site-header__inner">
        <div className="site-header__left">
          <span data-testid="greeting">
            {header.greeting}
            {header.organizationTitle ? `（${header.organizationTitle}）` : ''}
          </span>
          {header.ipMessage && (
            <span className="site-header__ip" data-testid="ip-message">
              {header.ipMessage}
            </span>
          )}
          {header.warning && (
            <span className="site-header__warning" data-testid="certification-warning">
              {header.warning}
              <Link to={paths.accountBindOrganization}>{CertificationMessages.GoCertify}</Link>
            </span>
          )}
        </div>
        <nav className="site-header__right" aria-label="用户导航">
          {header.loggedIn ? (
            <button type="button" className="site-header__button" onClick={() => void logout()}>
              退出
            </button>
          ) : (
            <>
              <Link to={getHref.login(location.pathname === paths.login ? undefined : here)}>
                登录
              </Link>
              <Link to={paths.register}>注册</Link>
            </>
          )}
          <span className="site-header__divider" aria-hidden />
          {USER_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
          <NewsLink newsNumber={header.newsNumber} />
          {/* A menu of three links opened by hover or focus, in CSS: antd's Dropdown and its
              popup code (~40 KB) stay out of the first render at 1440 px (issues 15, 16). */}
          <div className="service-menu">
            <button type="button" className="site-header__button" aria-haspopup="true">
              客户服务 <DownOutlined style={{ fontSize: 10 }} />
            </button>
            <ul className="service-menu__list" aria-label="客户服务">
              {SERVICE_LINKS.map((link) => (
                <li key={link.key}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <HeaderDialogs />
    </div>
  );
}
