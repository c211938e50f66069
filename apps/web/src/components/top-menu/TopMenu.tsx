import { useFeedback } from '../feedback/feedback-api';
import { NavLink } from 'react-router';
import { truncateCategoryTitle } from '@moyue/contracts/format-text';
import { CertificationMessages } from '@moyue/contracts/messages';
import { certificationAlert } from '@moyue/contracts/rules';
import { paths } from '../../config/paths';
import { useAppStore } from '../../stores/app-store';
import { useSiteNavigate } from '../../lib/site-navigation';
import { SpecialMessages } from '@moyue/contracts/api/special';
import { Code } from '@moyue/contracts/codes';
import { ApiError } from '../../api/api-error';
import { visibleMenuItems } from './menu-items';
import { getXsdLink, useXsdStatus } from './xsd-link';
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
  const { modal } = useFeedback();
  const xsdStatus = useXsdStatus();
  // Without XSD_SECRET the entry says so instead of failing silently.
  const xsdMissing = xsdStatus.data?.Configured === false;

  const askToCertify = (alert: string) =>
    modal.confirm({
      title: alert,
      okText: CertificationMessages.GoCertify,
      cancelText: '取消',
      onOk: () => navigate(paths.accountBindOrganization),
    });

  // spec §6: without valid certification the reader is told to certify before opening the learning platform;
  // spec §9: the link is signed by the server (timestamp and a hash of the secret).
  const openLearningPlatform = () => {
    onNavigate?.();
    if (xsdMissing) {
      modal.info({ title: SpecialMessages.XsdNotConfigured, okText: '知道了' });
      return;
    }
    const alert = certificationAlert(organization);
    if (alert) {
      askToCertify(alert);
      return;
    }
    // The tab opens at once (no popup blocker) and goes to the signed link when it comes.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    getXsdLink().then(
      (link) => {
        if (tab) tab.location.href = link.Url;
        else window.location.assign(link.Url);
      },
      (error: unknown) => {
        tab?.close();
        const description = error instanceof ApiError ? error.description : String(error);
        if (error instanceof ApiError && error.code === Code.NeedsInstitution)
          askToCertify(description);
        else modal.error({ title: description, okText: '知道了' });
      },
    );
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
                  openLearningPlatform();
                }}
              >
                {truncateCategoryTitle(item.label)}
                {item.key === 'xsd' && xsdMissing && (
                  <small className="top-menu__note" data-testid="xsd-not-configured">
                    （未配置）
                  </small>
                )}
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
