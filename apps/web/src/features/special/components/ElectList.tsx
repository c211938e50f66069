import type { ReactNode } from 'react';
import { Pagination } from 'antd';
import type { ElectItem } from '@moyue/contracts/api/special';
import { ElectBookRow } from './ElectBookRow';

/** A page of the selection (paperElect, electPrecedence): the rows and, past one page, the pager. */
export function ElectList<T extends ElectItem>({
  items,
  total,
  page,
  pageSize,
  onPage,
  actionOf,
}: {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  actionOf: (item: T) => ReactNode;
}) {
  return (
    <>
      <ol className="special-elect-list">
        {items.map((item) => (
          <ElectBookRow key={item.Id} item={item} action={actionOf(item)} />
        ))}
      </ol>
      {total > pageSize && (
        <Pagination
          className="special-page__pager"
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}
