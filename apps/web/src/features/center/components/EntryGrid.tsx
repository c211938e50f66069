import { Link } from 'react-router';
import { CENTER_GROUPS } from '../center-menu';
import { CenterIcon } from './CenterIcon';

/** The centre's entries as a grid of icons (phones, where the side menu gives way). */
export function EntryGrid() {
  return (
    <nav className="center-grid" aria-label="个人中心功能" data-testid="center-grid">
      {CENTER_GROUPS.flatMap((group) => group.entries).map((entry) => (
        <Link
          key={entry.to}
          to={entry.to}
          className={`center-grid__item${entry.ready ? '' : ' is-building'}`}
        >
          <CenterIcon name={entry.icon} />
          <span>{entry.label}</span>
        </Link>
      ))}
    </nav>
  );
}
