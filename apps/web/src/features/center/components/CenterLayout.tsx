import { Outlet, useLocation } from 'react-router';
import { CenterMenu } from './CenterMenu';
import './center.css';

/**
 * The personal centre's frame: the side menu beside every centre page on
 * wide screens; on phones the menu gives way to the page (the centre's home
 * shows its entries as a grid, and the breadcrumb leads back to it).
 */
export function CenterLayout() {
  const { pathname } = useLocation();
  return (
    <div className="center-frame" data-testid="center-frame">
      <aside className="center-frame__side">
        <CenterMenu pathname={pathname} />
      </aside>
      <div className="center-frame__page">
        <Outlet />
      </div>
    </div>
  );
}
