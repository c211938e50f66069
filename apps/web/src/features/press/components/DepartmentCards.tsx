import { Empty } from 'antd';
import { Link } from 'react-router';
import type { PressDepartmentCard } from '@moyue/contracts/api/press';
import { getHref } from '../../../config/paths';

/** A press's editorial departments, each opening its books (depDetails). */
export function DepartmentCards({
  pressId,
  aqrId,
  departments,
}: {
  pressId: number;
  aqrId: string;
  departments: PressDepartmentCard[];
}) {
  if (departments.length === 0) return <Empty description="暂无编辑部门" />;
  return (
    <ul className="press-departments" data-testid="press-departments">
      {departments.map((department) => (
        <li key={department.Id}>
          <Link
            to={getHref.pressDepartment(pressId, department.Id, aqrId || undefined)}
            className="press-department"
          >
            <span className="press-department__title">{department.Title}</span>
            <span className="press-department__intro">{department.Introduction}</span>
            <span className="press-department__count">图书 {department.BookCount} 种 ›</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
