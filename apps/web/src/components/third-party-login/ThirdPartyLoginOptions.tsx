import { Button, Tooltip } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LoginOption } from '@moyue/contracts/api/sso';
import { paths } from '../../config/paths';
import { useSsoOptions } from './get-sso-options';
import { leaveFor, startAddress } from './sso-flow';
import './third-party-login.css';

const NOT_OFFERED = '暂未开通该登录方式';

/** spec §2/§9 login form: the other options — CARSI, institution SSO (school search), WeChat, CKRSC. */
export function ThirdPartyLoginOptions() {
  const [search] = useSearchParams();
  const here = useLocation();
  const options = useSsoOptions().data;
  // From /login the reader returns to its redirect (or home); from the modal, to the page below it.
  const returnPath =
    search.get('redirect') ??
    (here.pathname === paths.login ? paths.home : here.pathname + here.search);
  const offered = (option: LoginOption): boolean => {
    if (!options) return false;
    if (option === LoginOption.Carsi) return options.Carsi;
    if (option === LoginOption.WeChat) return options.WeChat;
    if (option === LoginOption.Ckrsc) return options.Ckrsc && options.CkrscLoginUrl !== '';
    return true;
  };
  const button = (option: LoginOption, label: string, onClick: () => void) => (
    <Tooltip title={offered(option) ? undefined : NOT_OFFERED}>
      <Button
        size="small"
        data-testid={`login-option-${option}`}
        disabled={!offered(option)}
        onClick={onClick}
      >
        {label}
      </Button>
    </Tooltip>
  );
  return (
    <div className="third-party-login" data-testid="third-party-login">
      <span className="third-party-login__title">其他登录方式</span>
      <div className="third-party-login__row">
        {button(LoginOption.Carsi, 'CARSI', () => leaveFor(startAddress.carsi(), returnPath))}
        <Link
          to={`${paths.orgLogin}?${new URLSearchParams({ redirect: returnPath }).toString()}`}
          data-testid={`login-option-${LoginOption.Sso}`}
          className="third-party-login__link"
        >
          机构统一认证
        </Link>
        {button(LoginOption.WeChat, '微信', () => leaveFor(startAddress.wechat(), returnPath))}
        {button(LoginOption.Ckrsc, 'CKRSC', () => {
          if (options?.CkrscLoginUrl) leaveFor(options.CkrscLoginUrl, returnPath);
        })}
      </div>
    </div>
  );
}
