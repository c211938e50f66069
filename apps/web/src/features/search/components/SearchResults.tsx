import { Empty, Pagination, Skeleton } from 'antd';
import type { ResourceSearchData } from '@moyue/contracts/api/search';
import { EmptyMessages } from '@moyue/contracts/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchQuery } from '../hooks/use-search-query';
import { SEARCH_PAGE_SIZE } from '@moyue/contracts/search-page';
import { readPage } from '../search-params';
import { ResultRow } from './ResultRow';

/**
 * The result list of every resource-search page: loading, failure, '暂无数据！' when nothing
 * matched, rows (list) or cards (grid), and pagination when there is more than one page. The
 * page number lives in the query (cp) like the filters.
 */
export function SearchResults({
  search: { data, isLoading, isError },
  layout = 'list',
  pageSize = SEARCH_PAGE_SIZE,
}: {
  search: Pick<UseQueryResult<ResourceSearchData>, 'data' | 'isLoading' | 'isError'>;
  layout?: 'list' | 'grid';
  pageSize?: number;
}) {
  const [params, update] = useSearchQuery();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError && !data) return <Empty description="检索失败，请稍后再试" />;
  if (!data || data.ItemList.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={EmptyMessages.Data}
        data-testid="search-empty"
      />
    );
  return (
    <>
      <div className={layout === 'grid' ? 'search-page__grid' : 'search-page__list'}>
        {data.ItemList.map((content) => (
          <ResultRow key={content.Id} content={content} layout={layout} />
        ))}
      </div>
      {data.RecordCount > pageSize && (
        <Pagination
          className="search-page__pagination"
          current={readPage(params)}
          pageSize={pageSize}
          total={data.RecordCount}
          showSizeChanger={false}
          showQuickJumper={data.RecordCount > pageSize * 10}
          showTotal={(total) => `共 ${total} 条`}
          onChange={(next) => {
            update({ cp: next });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}
