import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { EmptyMessages } from '@moyue/contracts/messages';

/** A block of the right panel: its title, a skeleton while loading, '暂无数据！' when empty. */
export function SideBlock({
  title,
  pending,
  empty,
  children,
}: {
  title: string;
  pending: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section className="detail-side__block" aria-label={title}>
      <h2>{title}</h2>
      {pending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : empty ? (
        <p className="detail-empty">{EmptyMessages.Data}</p>
      ) : (
        children
      )}
    </section>
  );
}
