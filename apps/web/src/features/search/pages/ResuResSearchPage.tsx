import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { ServerFirstPaint } from '../../../components/ServerFirstPaint';
import { firstPaintAt } from '../../../lib/first-paint';
import { usePreload } from '../../../lib/lazy-widget';
import { ResourceSearchView } from '../components/lazy-resource-search-view';
import { useResourceSearch } from '../hooks/use-resource-search';
import './search.css';

/**
 * spec §2 /wrap/resuResSearch: resource search with type switcher, filters, sort, display mode
 * and subject navigation. The search call starts with the page; the page's widgets load beside
 * it (issue 16), a skeleton holding their place until both are there. On the address the
 * page's HTML was served for, the server's first rows hold it instead (search-first-paint.ts).
 */
export function ResuResSearchPage({ holdings = false }: { holdings?: boolean }) {
  const search = useResourceSearch(holdings);
  usePreload([ResourceSearchView]);
  const { pathname, search: query } = useLocation();
  const early = firstPaintAt(`${pathname}${query}`);
  return (
    <Suspense
      fallback={
        early ? (
          <ServerFirstPaint markup={early} />
        ) : (
          <div className="search-page" data-testid="search-page-loading">
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        )
      }
    >
      <ResourceSearchView {...search} />
    </Suspense>
  );
}
