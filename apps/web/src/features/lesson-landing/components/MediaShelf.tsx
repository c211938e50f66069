import { useState } from 'react';
import { Empty, Segmented, Skeleton } from 'antd';
import type { CategoryFacet } from '@moyue/contracts/api/search';
import { useMediaList } from '../api/search-media';
import { MediaTile } from './MediaTile';

type Order = 'newest' | 'popular';
const ORDERS: Record<Order, { label: string; sort: 3 | 4 }> = {
  newest: { label: '最新', sort: 3 },
  popular: { label: '最热', sort: 4 },
};
const SHELF_SIZE = 8;
/** The categories offered: the most filled top classes the kind has. */
const CATEGORY_LIMIT = 8;

function topCategories(categories: CategoryFacet[]): CategoryFacet[] {
  const top = Math.min(...categories.map((category) => category.Level));
  return categories
    .filter((category) => category.Level === top && category.Count > 0)
    .sort((a, b) => b.Count - a.Count)
    .slice(0, CATEGORY_LIMIT);
}

/**
 * One kind of media on the landing page (courses or audio books): the
 * newest or the most played, optionally within one category — real lists
 * from the server's resource search, and a clear empty state.
 */
export function MediaShelf({
  title,
  objectTypes,
  empty,
  testId,
}: {
  title: string;
  objectTypes: string;
  empty: string;
  testId: string;
}) {
  const [order, setOrder] = useState<Order>('newest');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  // The categories of the kind come from the unfiltered list's facets.
  const all = useMediaList({ objectTypes, sort: ORDERS[order].sort, ps: SHELF_SIZE });
  const filtered = useMediaList({
    objectTypes,
    sort: ORDERS[order].sort,
    ps: SHELF_SIZE,
    ...(categoryId === null ? {} : { CategoryIds: String(categoryId) }),
  });
  const categories = topCategories(all.data?.Categories ?? []);
  const list = categoryId === null ? all : filtered;
  const items = list.data?.ItemList ?? [];
  return (
    <section className="media-shelf" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <header className="media-shelf__head">
        <h2 id={`${testId}-title`}>
          {title}
          {all.data && <small>共 {all.data.RecordCount} 部</small>}
        </h2>
        <Segmented<Order>
          value={order}
          onChange={setOrder}
          options={(Object.keys(ORDERS) as Order[]).map((key) => ({
            value: key,
            label: ORDERS[key].label,
          }))}
        />
      </header>
      {categories.length > 0 && (
        <div className="media-shelf__categories" role="group" aria-label={`${title}分类`}>
          <button
            type="button"
            aria-pressed={categoryId === null}
            onClick={() => setCategoryId(null)}
          >
            全部
          </button>
          {categories.map((category) => (
            <button
              key={category.Id}
              type="button"
              aria-pressed={categoryId === category.Id}
              onClick={() => setCategoryId(category.Id)}
            >
              {category.Title}
              <small>{category.Count}</small>
            </button>
          ))}
        </div>
      )}
      {list.isPending ? (
        <Skeleton active />
      ) : list.isError ? (
        <Empty description="列表加载失败，请稍后重试" />
      ) : items.length === 0 ? (
        <Empty description={empty} />
      ) : (
        <ul className="media-shelf__list">
          {items.map((item) => (
            <MediaTile key={item.Id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
