import { useLocation } from 'react-router';
import { ComingSoon } from '../components/ComingSoon';
import { pageName } from '../config/routes';

/** The route module of every page not built yet: the page's Chinese name and a '建设中' state. */
export function ComingSoonPage() {
  const location = useLocation();
  return <ComingSoon title={pageName(location.pathname) ?? '页面'} />;
}
