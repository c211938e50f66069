import { Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { maskEmail, maskPhone } from '@moyue/contracts/masking';
import { paths } from '../../../config/paths';
import { useUserDetail } from '../api/get-user-detail';
import { SettingsCard } from '../components/SettingsCard';

/** accountSetting: the phone and e-mail (masked, spec §5), the password, the profile and the institution. */
export function AccountSettingPage() {
  const detail = useUserDetail();
  const user = detail.data;
  const row = (label: string, value: string | null, to: string, action: string, testId: string) => (
    <li className="account-settings__row" data-testid={testId}>
      <span className="account-settings__label">{label}</span>
      <span className={`account-settings__value${value ? '' : ' account-settings__value--empty'}`}>
        {value ?? '未绑定'}
      </span>
      <Link to={to}>
        <Button>{action}</Button>
      </Link>
    </li>
  );
  return (
    <SettingsCard testId="account-setting-page" title="账号设置" back={false} wide>
      {!user ? (
        <Skeleton active />
      ) : (
        <ul className="account-settings__rows">
          {row(
            '手机号',
            user.MobileNumber ? maskPhone(user.MobileNumber) : null,
            user.MobileNumber ? paths.accountBindTel : paths.accountNewTel,
            user.MobileNumber ? '更换' : '绑定',
            'setting-phone',
          )}
          {row(
            '邮箱',
            user.Email ? maskEmail(user.Email) : null,
            user.Email || user.MobileNumber ? paths.accountBindEmail : paths.accountNewEmail,
            user.Email ? '更换' : '绑定',
            'setting-email',
          )}
          {row(
            '登录密码',
            user.HasPassword ? '已设置' : '未设置',
            paths.accountSetPwd,
            user.HasPassword ? '修改' : '设置',
            'setting-password',
          )}
          {row(
            '个人资料',
            user.NickName || user.RealName || '未填写',
            paths.editPersonaInfo,
            '编辑',
            'setting-profile',
          )}
          {row(
            '所属机构',
            user.Organization?.Title ?? null,
            paths.accountBindOrganization,
            user.Organization ? '更换' : '绑定',
            'setting-organization',
          )}
        </ul>
      )}
    </SettingsCard>
  );
}
