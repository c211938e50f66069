import { useState } from 'react';
import { Empty, Pagination, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { getHref } from '../../../config/paths';
import { usePressDepartment } from '../api/get-press-department';
import { PressBooks } from '../components/PressBooks';
import { PressFrame } from '../components/PressFrame';

const PAGE_SIZE = 20;

function DepartmentBooks({
  depId,
  pressId,
  aqrId,
}: {
  depId: string;
  pressId: number;
  aqrId: string;
}) {
  const [cp, setCp] = useState(1);
  const department = usePressDepartment({ id: depId, cp, ps: PAGE_SIZE });
  if (depId === '') return <Empty description="请选择编辑部门" />;
  if (department.isPending) return <Skeleton active />;
  if (department.error) return <Empty description={department.error.message} />;
  const data = department.data;
  // A department of another press: send the reader to that press's shop.
  if (data.PressId !== pressId)
    return (
      <Empty description="该部门不属于这家出版社">
        <Link to={getHref.pressDepartment(data.PressId, data.Id, aqrId || undefined)}>
          去“{data.PressTitle}”查看
        </Link>
      </Empty>
    );
  return (
    <section className="press-section" data-testid="press-department">
      <header className="press-section__head">
        <h2>{data.Title}</h2>
        <Link to={getHref.pressPage('pressDep', pressId, aqrId || undefined)}>全部部门 ›</Link>
      </header>
      <p className="press-info__intro">{data.Introduction}</p>
      <PressBooks books={data.ItemList} empty="该部门暂无图书" />
      {data.RecordCount > PAGE_SIZE && (
        <Pagination
          className="press-pager"
          current={cp}
          pageSize={PAGE_SIZE}
          total={data.RecordCount}
          showSizeChanger={false}
          onChange={setCp}
        />
      )}
    </section>
  );
}

/** /press/depDetails?id=&depId=: one editorial department and its books. */
export function PressDepDetailsPage() {
  const [search] = useSearchParams();
  const depId = /^[1-9]\d{0,15}$/.test(search.get('depId') ?? '')
    ? (search.get('depId') ?? '')
    : '';
  return (
    <PressFrame active="pressDep">
      {(press, aqrId) => <DepartmentBooks depId={depId} pressId={press.Id} aqrId={aqrId} />}
    </PressFrame>
  );
}
