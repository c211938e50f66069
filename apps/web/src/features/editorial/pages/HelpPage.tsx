import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { HelpLinks } from '../components/HelpLinks';
import '../components/editorial.css';

/** /wrap/help: the help centre's questions. */
export function HelpPage() {
  return (
    <div className="editorial-page">
      <h1>帮助中心</h1>
      <div className="editorial-meta">
        没有找到答案？<Link to={paths.service}>联系客服</Link>
      </div>
      <HelpLinks />
    </div>
  );
}
