import { Badge, Dropdown } from 'antd';
import { Link } from 'react-router';
import { CertificationMessages } from '@moyue/contracts/messages';
import { certificationState, certificationWarningText } from '@moyue/contracts/rules';
import { formatUnreadCount } from '@moyue/contracts/format-text';
import { getHref, paths } from '../config/paths';
import { isLoggedIn, useAppStore } from '../stores/app-store';
import { useLocation } from 'react-router';
import './header.css';

/** spec §2 'Header': greeting, certification warning, login/register or logout, links and the service menu. */
export function Header() {
  const user = useAppStore((state) => state.user);
  const organization = useAppStore((state) => state.organization);
  const newsNumber = useAppStore((state) => state.newsNumber);
  const logout = useAppStore((state) => state.logout);
  const location = useLocation();
  const loggedIn = isLoggedIn(user);
  const warning = loggedIn ? certificationWarningText(certificationState(organization)) : null;
  const here = `${location.pathname}${location.search}`;

  return (
    <div className="site-header" data-testid="site-header">
      <div className="site-header__inner">
        <div className="site-header__left">
          {loggedIn ? (
            <span>
              您好，{user?.RealName || user?.NickName || user?.MobileNumber}
              {organization ? `（${organization.Title}）` : ''}
            </span>
          ) : (
            <span>您好，欢迎来到墨阅！</span>
          )}
          {warning && (
            <span className="site-header__warning">
              {warning}
              <Link to={paths.accountBindOrganization}>{CertificationMessages.GoCertify}</Link>
            </span>
          )}
        </div>
        <nav className="site-header__right" aria-label="用户导航">
          {loggedIn ? (
            <a href="#logout" onClick={(event) => (event.preventDefault(), logout())}>
              退出
            </a>
          ) : (
            <>
              <Link to={getHref.login(here === paths.login ? undefined : here)}>登录</Link>
              <Link to={paths.register}>注册</Link>
            </>
          )}
          <Link to="/wrap/GoodsProject">出版项目</Link>
          <Link to={paths.noticeList}>最新资讯</Link>
          <Link to={paths.center}>个人中心</Link>
          <Link to={paths.myNews}>
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
            <a href="#service" onClick={(event) => event.preventDefault()}>
              服务 ▾
            </a>
          </Dropdown>
        </nav>
      </div>
    </div>
  );
}
