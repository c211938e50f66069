import { Badge, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { CertificationMessages } from '@moyue/contracts/messages';
import { certificationState, certificationWarningText } from '@moyue/contracts/rules';
import { formatUnreadCount } from '@moyue/contracts/format-text';
import { getHref, paths } from '../config/paths';
import { logout } from '../features/accounts/api/logout';
import { BindMobileModal } from '../features/accounts/components/BindMobileModal';
import { isLoggedIn, selectOrganizationInfo, useAppStore } from '../stores/app-store';
import { AppLoginModal } from './LoginModal';
import './header.css';

/** spec §2 'Header': greeting, IP message, certification warning, login/register or logout, links and the service menu. */
export function Header() {
  const user = useAppStore((state) => state.user);
  const organization = useAppStore((state) => state.organization);
  const organizationDetail = useAppStore((state) => state.organizationDetail);
  const newsNumber = useAppStore((state) => state.newsNumber);
  const location = useLocation();
  const loggedIn = isLoggedIn(user);
  const warning = loggedIn ? certificationWarningText(certificationState(organization)) : null;
  const recognised = selectOrganizationInfo({ organizationDetail });
  const here = `${location.pathname}${location.search}`;
  const name = user?.RealName || user?.NickName || user?.MobileNumber;

  return (
    <div className="site-header" data-testid="site-header">
      <div className="site-header__inner">
        <div className="site-header__left">
          <span data-testid="greeting">
            {loggedIn && name ? `您好，${name}` : '您好，欢迎来到墨阅！'}
            {loggedIn && organization ? `（${organization.Title}）` : ''}
          </span>
          {recognised && (
            <span className="site-header__ip" data-testid="ip-message">
              您正在通过「{recognised.Title}」的网络访问
              {organizationDetail?.Ip ? `（IP：${organizationDetail.Ip}）` : ''}
            </span>
          )}
          {warning && (
            <span className="site-header__warning" data-testid="certification-warning">
              {warning}
              <Link to={paths.accountBindOrganization}>{CertificationMessages.GoCertify}</Link>
            </span>
          )}
        </div>
        <nav className="site-header__right" aria-label="用户导航">
          {loggedIn ? (
            <button type="button" className="site-header__button" onClick={() => void logout()}>
              退出
            </button>
          ) : (
            <>
              <Link to={getHref.login(location.pathname === paths.login ? undefined : here)}>
                登录
              </Link>
              <Link to={paths.register}>注册</Link>
            </>
          )}
          <span className="site-header__divider" aria-hidden />
          <Link to={paths.goodsProject}>出版项目</Link>
          <Link to={paths.noticeList}>最新资讯</Link>
          <Link to={paths.center}>个人中心</Link>
          <Link to={paths.myNews} data-testid="my-news">
            <Badge
              count={newsNumber > 0 ? formatUnreadCount(newsNumber) : 0}
              size="small"
              offset={[8, -2]}
            >
              <span className="site-header__link">我的消息</span>
            </Badge>
          </Link>
          <Dropdown
            menu={{
              items: [
                { key: 'help', label: <Link to={paths.help}>帮助中心</Link> },
                { key: 'service', label: <Link to={paths.service}>联系客服</Link> },
                { key: 'problem', label: <Link to={paths.myProblem}>问题反馈</Link> },
              ],
            }}
          >
            <button type="button" className="site-header__button">
              客户服务 <DownOutlined style={{ fontSize: 10 }} />
            </button>
          </Dropdown>
        </nav>
      </div>
      <AppLoginModal />
      <BindMobileModal />
    </div>
  );
}
