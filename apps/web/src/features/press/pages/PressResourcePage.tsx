import { PressDirectory } from '../components/PressDirectory';
import '../press.css';

/** /wrap/pressResource: the presses of the platform, each opening its shop. */
export function PressResourcePage() {
  return (
    <div className="press-resource">
      <PressDirectory title="出版社资源" />
    </div>
  );
}
