import { GiftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../../config/paths';

/**
 * spec §2 sign-in button and reward box: the daily sign-in lives in the points
 * centre (features/points); the home page leads there with justSign, which
 * signs in on arrival and shows the reward.
 */
export function SignInEntry({ signedIn, checkedIn }: { signedIn: boolean; checkedIn: boolean }) {
  return (
    <section className="home-panel sign-in-entry" data-testid="sign-in-entry">
      <GiftOutlined className="sign-in-entry__icon" />
      <div className="sign-in-entry__text">
        <strong>{checkedIn ? '今日已签到' : '每日签到'}</strong>
        <span>签到领积分，连续签到奖励更多</span>
      </div>
      <Link
        to={signedIn ? getHref.integrating(!checkedIn) : getHref.login(getHref.integrating(true))}
      >
        <Button type="primary" size="small">
          {checkedIn ? '查看积分' : '签到'}
        </Button>
      </Link>
    </section>
  );
}
