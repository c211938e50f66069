import { NavLink } from 'react-router';
import { BUILDING_MESSAGE } from '@moyue/contracts/messages';
import { paths } from '../../../config/paths';
import { CENTER_GROUPS, isCenterHome } from '../center-menu';
import { CenterIcon } from './CenterIcon';

/** The centre's side menu (desktop): the home, then each group's entries; unbuilt ones say 建设中. */
export function CenterMenu({ pathname }: { pathname: string }) {
  return (
    <nav className="center-menu" aria-label="个人中心菜单" data-testid="center-menu">
      <NavLink
        to={paths.center}
        className={`center-menu__link${isCenterHome(pathname) ? ' is-active' : ''}`}
        end
      >
        <CenterIcon name="home" />
        个人中心
      </NavLink>
      {CENTER_GROUPS.map((group) => (
        <div key={group.title} className="center-menu__group">
          <h3 className="center-menu__title">{group.title}</h3>
          {group.entries.map((entry) => (
            <NavLink
              key={entry.to}
              to={entry.to}
              className={({ isActive }) =>
                `center-menu__link${isActive ? ' is-active' : ''}${entry.ready ? '' : ' is-building'}`
              }
            >
              <CenterIcon name={entry.icon} />
              {entry.label}
              {!entry.ready && <small className="center-menu__tag">{BUILDING_MESSAGE}</small>}
            </NavLink>
          ))}
        </div>
      ))}
    </nav>
  );
}
