import { App } from 'antd';
import { NavLink } from 'react-router';
import { truncateCategoryTitle } from '@moyue/contracts/format-text';
import { CertificationMessages } from '@moyue/contracts/messages';
import { certificationAlert } from '@moyue/contracts/rules';
import { paths } from '../../config/paths';
import { useAppStore } from '../../stores/app-store';
import { useSiteNavigate } from '../../lib/site-navigation';
import { visibleMenuItems, type MenuItem } from './menu-items';
import './top-menu.css';

/**
 * spec §2 'Top menu in order', with the visibility rules of spec §6: a bar
 * under the brand on wide screens, a list in the header's drawer on phones.
 */
export function TopMenu({
  variant = 'bar',
  onNavigate,
}: {
  variant?: 'bar' | 'drawer';
  /** Runs after an entry is chosen (the drawer closes). */
  onNavigate?: () => void;
}) {
  const user = useAppStore((state) => state.user);
  const organization = useAppStore((state) => state.organization);
  const organizationDetail = useAppStore((state) => state.organizationDetail);
  const navigate = useSiteNavigate();
  const { modal } = App.useApp();

  // spec §6: without valid certification the reader is told to certify before opening the learning platform.
  const openExternal = (item: MenuItem) => {
    const alert = certificationAlert(organization);
    onNavigate?.();
    if (!alert) {
      window.open(item.to, '_blank', 'noopener,noreferrer');
      return;
    }
    modal.confirm({
      title: alert,
      okText: CertificationMessages.GoCertify,
      cancelText: '取消',
      onOk: () => navigate(paths.accountBindOrganization),
    });
  };

  return (
    <nav
      className={variant === 'drawer' ? 'top-menu top-menu--drawer' : 'top-menu'}
      aria-label="主导航"
      data-testid={variant === 'drawer' ? 'drawer-top-menu' : 'top-menu'}
    >
      <ul className="top-menu__list">
        {visibleMenuItems({ user, organization, organizationDetail }).map((item) => (
          <li key={item.key}>
            {item.external ? (
              <a
                href={item.to}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  event.preventDefault();
                  openExternal(item);
                }}
              >
                {truncateCategoryTitle(item.label)}
              </a>
            ) : (
              <NavLink
                to={item.to}
                className={({ isActive }) => (isActive ? 'is-active' : undefined)}
                onClick={(event) => {
                  event.preventDefault();
                  onNavigate?.();
                  navigate(item.to);
                }}
              >
                {truncateCategoryTitle(item.label)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
