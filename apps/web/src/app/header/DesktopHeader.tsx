import { Link } from 'react-router';
import { SearchBar } from '../../components/search-bar/SearchBar';
import { TopMenu } from '../../components/top-menu/TopMenu';
import { paths } from '../../config/paths';
import { Header } from './Header';

/** The wide-screen header: the header bar, the brand with the search bar, and the top menu. */
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
          <SearchBar />
        </div>
      </div>
      <TopMenu />
    </>
  );
}
