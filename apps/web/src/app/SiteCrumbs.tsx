import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Crumb } from '../config/routes';

/**
 * Where the page sits: 首页 / … / the page. Plain markup in antd's look, not
 * antd's Breadcrumb, whose overflow menu would bring Dropdown and Menu into
 * every page's shell (issue 16).
 */
export function SiteCrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav className="site-main__crumbs site-crumbs" aria-label="当前位置">
      <ol>
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.title}`}>
            {index > 0 && (
              <li className="site-crumbs__separator" aria-hidden="true">
                /
              </li>
            )}
            <li className={index === items.length - 1 ? 'site-crumbs__current' : undefined}>
              {item.to ? <Link to={item.to}>{item.title}</Link> : item.title}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
