import { Link } from 'react-router';
import { LazySearchBar } from '../../components/search-bar/LazySearchBar';
import { TopMenu } from '../../components/top-menu/TopMenu';
import { paths } from '../../config/paths';
import { Header } from './Header';

/**
 * The wide-screen header: the header bar, the brand with the search bar, and the top menu. The
 * search bar's code (antd Tabs, AutoComplete, Radio, Input: ~60 KB) comes after the first paint,
 * its frame held meanwhile, so the first render stays within 200 KB at 1440 px (issues 15, 16).
 */
export function DesktopHeader() {
  return (
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
          <LazySearchBar />
        </div>
      </div>
      <TopMenu />
    </>
  );
}
