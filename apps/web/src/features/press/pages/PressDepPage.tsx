import { DepartmentCards } from '../components/DepartmentCards';
import { PressFrame } from '../components/PressFrame';

/** /press/dep: the press's editorial departments. */
export function PressDepPage() {
  return (
    <PressFrame active="pressDep">
      {(press, aqrId) => (
        <section className="press-section">
          <h2>编辑部门</h2>
          <DepartmentCards pressId={press.Id} aqrId={aqrId} departments={press.Departments} />
        </section>
      )}
    </PressFrame>
  );
}
