import { Avatar, Button, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import type { UserInfo } from '@moyue/contracts/api/accounts';
import { maskPhone } from '@moyue/contracts/masking';
import { SOCIAL_STATUS_LABELS, type SocialStatus } from '@moyue/contracts/messages';
import { certificationState } from '@moyue/contracts/rules';
import { paths } from '../../../config/paths';

const CERTIFICATION_LABELS = {
  none: '未认证',
  valid: '已认证',
  expiring: '即将到期',
  expired: '认证已失效',
} as const;

/** The reader's name shown in the centre: real name, else nick name, else the masked phone. */
export const displayName = (user: UserInfo): string =>
  user.RealName.trim() ||
  user.NickName.trim() ||
  (user.MobileNumber ? maskPhone(user.MobileNumber) : '读者');

/** The centre's profile card: avatar, name, identity and institution, as the server knows them now. */
export function ProfileCard({ user, error }: { user: UserInfo | undefined; error?: string }) {
  if (!user)
    return (
      <section className="center-profile" data-testid="center-profile">
        {error ? <p className="center-profile__error">{error}</p> : <Skeleton avatar active />}
      </section>
    );
  const name = displayName(user);
  const status = SOCIAL_STATUS_LABELS[user.SocialStatus as SocialStatus];
  const organization = user.Organization;
  const certification = certificationState(organization);
  return (
    <section className="center-profile" data-testid="center-profile">
      <Avatar size={72} className="center-profile__avatar" aria-hidden>
        {name.slice(0, 1)}
      </Avatar>
      <div className="center-profile__body">
        <h2 className="center-profile__name" data-testid="center-name">
          {name}
          {status && <Tag className="center-profile__status">{status}</Tag>}
        </h2>
        {user.MobileNumber && <p>手机号：{maskPhone(user.MobileNumber)}</p>}
        <p data-testid="center-organization">
          所属机构：
          {organization ? (
            <>
              {organization.Title}
              <Tag
                color={certification.kind === 'valid' ? 'green' : 'orange'}
                className="center-profile__certification"
              >
                {CERTIFICATION_LABELS[certification.kind]}
              </Tag>
            </>
          ) : (
            <>
              未绑定机构
              <Link to={paths.accountBindOrganization} className="center-profile__bind">
                去绑定
              </Link>
            </>
          )}
        </p>
      </div>
      <div className="center-profile__actions">
        <Link to={paths.editPersonaInfo}>
          <Button>编辑资料</Button>
        </Link>
        <Link to={paths.accountSetting}>
          <Button>账号设置</Button>
        </Link>
      </div>
    </section>
  );
}
