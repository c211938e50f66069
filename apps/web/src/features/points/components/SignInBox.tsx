import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import type { SignInData } from '@moyue/contracts/api/points';
import { ApiError } from '../../../api/api-error';
import { useCheckInRecord } from '../api/check-in-record';
import { useSignIn } from '../api/sign-in';
import { useSignInReward } from '../api/sign-in-reward';

/**
 * The sign-in button (spec §4.8: 已签到 once signed) and the reward box
 * (spec §3.16: Score, Exp). `signNow` signs in on arrival (the integrating
 * route's justSign), once, unless today is already signed.
 */
export function SignInBox({ signNow = false }: { signNow?: boolean }) {
  const { message } = useFeedback();
  const record = useCheckInRecord();
  const reward = useSignInReward();
  const signIn = useSignIn();
  const signedToday = record.data?.IsCheckIn ?? false;

  const sign = () =>
    signIn.mutate(undefined, {
      onSuccess: (data: SignInData) =>
        void message.success(`签到成功，获得 ${data.Score} 积分、${data.Exp} 经验`),
      // spec §8.6: a sign-in failure shows its Description as a warning.
      onError: (error) =>
        void message.warning(error instanceof ApiError ? error.description : '签到失败'),
    });

  const arrived = useRef(false);
  useEffect(() => {
    if (!signNow || arrived.current || !record.data || record.data.IsCheckIn) return;
    arrived.current = true;
    sign();
    // sign is stable enough: it only reads the mutation
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signNow, record.data]);

  return (
    <div className="points-sign" data-testid="points-sign">
      <div className="points-sign__reward" data-testid="points-reward">
        <span className="points-sign__label">{signedToday ? '今日签到奖励' : '签到可得'}</span>
        <span className="points-sign__value">
          <b>{reward.data?.Score ?? '-'}</b> 积分
        </span>
        <span className="points-sign__value">
          <b>{reward.data?.Exp ?? '-'}</b> 经验
        </span>
      </div>
      <div className="points-sign__side">
        <Button
          type="primary"
          size="large"
          // Not before today's record is known: a click then could only be refused.
          disabled={signedToday || !record.data}
          loading={signIn.isPending}
          onClick={sign}
          data-testid="points-sign-button"
        >
          {signedToday ? '已签到' : '签到'}
        </Button>
        <span className="points-sign__streak">
          已连续签到 {record.data?.ContinuousDays ?? 0} 天 · 累计 {record.data?.TotalDays ?? 0} 天
        </span>
      </div>
    </div>
  );
}
