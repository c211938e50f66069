import { Button, Drawer } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { logout } from '../../features/accounts/api/logout';
import { TopMenu } from '../../components/top-menu/TopMenu';
import { NewsLink, SERVICE_LINKS, USER_LINKS } from './HeaderLinks';
import type { HeaderState } from './header-state';

/** The phone header's menu: everything the desktop header and top menu offer (spec §2). */
export function MobileMenuDrawer({
  open,
  onClose,
  header,
  loginHref,
}: {
  open: boolean;
  onClose: () => void;
  header: HeaderState;
  /** 登录, returning to this page */
  loginHref: string;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(320px, 86vw)"
      closeIcon={<CloseOutlined aria-label="关闭菜单" />}
      title={
        <span data-testid="greeting">
          {header.greeting}
          {header.organizationTitle ? `（${header.organizationTitle}）` : ''}
        </span>
      }
      rootClassName="mobile-drawer"
    >
      <div data-testid="mobile-drawer">
        {header.ipMessage && (
          <p className="mobile-drawer__ip" data-testid="ip-message">
            {header.ipMessage}
          </p>
        )}
        <div className="mobile-drawer__account">
          {header.loggedIn ? (
            <Button block autoInsertSpace={false} onClick={() => void logout().finally(onClose)}>
              退出
            </Button>
          ) : (
            <>
              <Link to={loginHref} onClick={onClose}>
                <Button type="primary" block autoInsertSpace={false}>
                  登录
                </Button>
              </Link>
              <Link to={paths.register} onClick={onClose}>
                <Button block autoInsertSpace={false}>
                  注册
                </Button>
              </Link>
            </>
          )}
        </div>
        <h3 className="mobile-drawer__title">栏目导航</h3>
        <TopMenu variant="drawer" onNavigate={onClose} />
        <h3 className="mobile-drawer__title">我的</h3>
        <nav className="mobile-drawer__links" aria-label="用户导航">
          {USER_LINKS.map((link) => (
            <Link key={link.to} to={link.to} onClick={onClose}>
              {link.label}
            </Link>
          ))}
          <NewsLink newsNumber={header.newsNumber} />
        </nav>
        <h3 className="mobile-drawer__title">客户服务</h3>
        <nav className="mobile-drawer__links" aria-label="客户服务">
          {SERVICE_LINKS.map((link) => (
            <Link key={link.key} to={link.to} onClick={onClose}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </Drawer>
  );
}
