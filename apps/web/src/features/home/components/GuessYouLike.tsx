import { Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePreferredBooks } from '../api/get-preferred-books';
import { LazyShelfRow } from './lazy-home-widgets';

/**
 * 猜你喜欢: books of the classes the reader picked in 阅读偏好 (myPredilection).
 * A signed-in reader without picks is asked to pick; visitors see nothing.
 */
export function GuessYouLike({ signedIn }: { signedIn: boolean }) {
  const books = usePreferredBooks(signedIn);
  if (!signedIn || !books.data) return null;
  const { ItemList, CategoryTitles } = books.data;
  return (
    <section className="home-panel home-shelf" data-testid="shelf-guess" aria-label="猜你喜欢">
      <header className="home-panel__head">
        <h2>猜你喜欢</h2>
        <Link to={paths.myPredilection}>
          {CategoryTitles.length > 0 ? '调整偏好' : '设置阅读偏好'}
        </Link>
      </header>
      {CategoryTitles.length === 0 ? (
        <p className="home-shelf__hint">
          选出喜欢的图书分类，这里会按你的偏好推荐。
          <Link to={paths.myPredilection}>去设置</Link>
        </p>
      ) : ItemList.length === 0 ? (
        <p className="home-shelf__hint">
          你偏好的分类（{CategoryTitles.join('、')}）暂无可推荐的书
        </p>
      ) : (
        <>
          <p className="home-shelf__hint">按你的偏好：{CategoryTitles.join('、')}</p>
          <Suspense fallback={null}>
            <LazyShelfRow items={ItemList} />
          </Suspense>
        </>
      )}
    </section>
  );
}
