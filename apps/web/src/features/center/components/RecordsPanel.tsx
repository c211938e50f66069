import { Empty, Pagination, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { CENTER_PAGE_SIZE } from '@moyue/contracts/api/center';

/**
 * The frame of 我的评论 and 我的荐购: the title with the count, the list (or
 * loading, the error, the empty state of spec §8) and a pager past one page.
 */
export function RecordsPanel({
  title,
  testId,
  query,
  cp,
  onPage,
  empty,
  children,
}: {
  title: string;
  testId: string;
  query: { isPending: boolean; error: Error | null; data?: { RecordCount: number } | undefined };
  cp: number;
  onPage: (cp: number) => void;
  empty: ReactNode;
  children: ReactNode;
}) {
  const total = query.data?.RecordCount ?? 0;
  return (
    <section className="records" data-testid={testId}>
      <header className="records__head">
        <h2>{title}</h2>
        {total > 0 && <span className="records__count">共 {total} 条</span>}
      </header>
      {query.isPending ? (
        <Skeleton active />
      ) : query.error ? (
        <Empty description={query.error.message} />
      ) : total === 0 ? (
        empty
      ) : (
        <ul className="records__list">{children}</ul>
      )}
      {total > CENTER_PAGE_SIZE && (
        <Pagination
          className="records__pager"
          current={cp}
          pageSize={CENTER_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </section>
  );
}
