import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { getHref, paths } from '../../../config/paths';
import { useBookshelfList } from '../api/bookshelf-list';
import { useProfile } from '../api/get-profile';
import { EntryGrid } from '../components/EntryGrid';
import { ProfileCard } from '../components/ProfileCard';
import { ReadingStatsPanel } from '../components/ReadingStatsPanel';
import { ShelfCover } from '../components/ShelfCover';

/** Books of the shelf the home shows. */
const SHELF_PREVIEW = 6;

/**
 * /wrap/center and /wrap/center/center: the reader's profile from the server,
 * the centre's entries (a grid on phones; the side menu elsewhere) and the
 * latest books of the shelf.
 */
export function CenterHomePage() {
  const profile = useProfile();
  const shelf = useBookshelfList({ cp: 1, ps: SHELF_PREVIEW });
  return (
    <div className="center-home" data-testid="center-home">
      <ProfileCard user={profile.data} error={profile.error?.message} />
      <EntryGrid />
      <ReadingStatsPanel />
      <section className="center-panel">
        <header className="center-panel__head">
          <h2>我的书架</h2>
          <Link to={paths.bookShelf}>
            查看全部{shelf.data ? `（${shelf.data.RecordCount}）` : ''}
          </Link>
        </header>
        {shelf.isPending ? (
          <Skeleton active />
        ) : shelf.error ? (
          <Empty description={shelf.error.message} />
        ) : shelf.data.ItemList.length === 0 ? (
          <Empty description="书架还是空的，在图书详情页点「加入书架」收藏想读的书" />
        ) : (
          <ul className="shelf-strip">
            {shelf.data.ItemList.map((item) => (
              <li key={item.Id}>
                <Link to={getHref.bookDetail(item.Content.Id)}>
                  <ShelfCover url={item.Content.CoverUrl} title={item.Content.Title} />
                  <span className="shelf-strip__title">
                    {decodeHtmlEntities(item.Content.Title)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
