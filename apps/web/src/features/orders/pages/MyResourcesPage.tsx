import { Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { EmptyMessages } from '@moyue/contracts/messages';
import { useOrderList } from '../api/order-list';
import { OrderRow } from '../components/OrderRow';
import './orders.css';

const PAGE_SIZE = 12;

/** spec §2 /wrap/center/myResources (已购资源): the books the reader ordered, each linking to its detail page. */
export function MyResourcesPage() {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useOrderList(page, PAGE_SIZE);
  return (
    <section className="my-resources" data-testid="my-resources-page">
      <h2>已购资源</h2>
      <p className="my-resources__hint">已订购的资源可阅读全文。</p>
      {isPending ? <Skeleton active /> : null}
      {error ? <Empty description={error.message} /> : null}
      {data && data.RecordCount === 0 ? <Empty description={EmptyMessages.Data} /> : null}
      {data && data.ItemList.length > 0 ? (
        <ul className="my-resources__list">
          {data.ItemList.map((order) => (
            <OrderRow key={order.Id} order={order} />
          ))}
        </ul>
      ) : null}
      {data && data.RecordCount > PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={data.RecordCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </section>
  );
}
