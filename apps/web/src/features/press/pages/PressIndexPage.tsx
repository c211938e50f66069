import { Link } from 'react-router';
import { getHref } from '../../../config/paths';
import { DepartmentCards } from '../components/DepartmentCards';
import { PressBooks } from '../components/PressBooks';
import { PressFrame } from '../components/PressFrame';

/** /press/index?id=&aqrId=: a press's storefront — its newest books and its departments. */
export function PressIndexPage() {
  return (
    <PressFrame active="pressIndex">
      {(press, aqrId) => (
        <>
          <section className="press-section">
            <header className="press-section__head">
              <h2>新书上架</h2>
              <Link to={getHref.pressPage('pressSearch', press.Id, aqrId || undefined)}>
                全部图书 ›
              </Link>
            </header>
            <PressBooks books={press.NewBooks} />
          </section>
          <section className="press-section">
            <header className="press-section__head">
              <h2>编辑部门</h2>
            </header>
            <DepartmentCards pressId={press.Id} aqrId={aqrId} departments={press.Departments} />
          </section>
        </>
      )}
    </PressFrame>
  );
}
