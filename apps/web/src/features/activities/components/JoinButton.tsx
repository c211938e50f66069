import { Button } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import type { ActivityDetail } from '@moyue/contracts/api/activities';
import { ApiError } from '../../../api/api-error';
import { isLoggedInNow } from '../../../stores/app-store';
import { requestLogin } from '../../../stores/login-request';
import { useJoinActivity } from '../api/join-activity';

/** Join an activity: login first (modal), once; an ended one cannot be joined. */
export function JoinButton({ activity }: { activity: ActivityDetail }) {
  const { message } = useFeedback();
  const join = useJoinActivity();
  if (activity.Joined)
    return (
      <Button size="large" disabled data-testid="activity-joined">
        {activity.Finished ? '已读完书单' : '已参加'}
      </Button>
    );
  if (activity.State === 3)
    return (
      <Button size="large" disabled>
        活动已结束
      </Button>
    );
  const send = () =>
    join.mutate(String(activity.Id), {
      onSuccess: () => void message.success('报名成功'),
      onError: (error) => {
        // code 21 is toasted by the client already (spec §8)
        if (error instanceof ApiError && error.code === 21) return;
        void message.error(error instanceof ApiError ? error.description : '报名失败，请稍后再试');
      },
    });
  return (
    <Button
      type="primary"
      size="large"
      loading={join.isPending}
      data-testid="activity-join"
      onClick={() => (isLoggedInNow() ? send() : requestLogin({ onLogin: send }))}
    >
      {activity.State === 2 ? '报名参加' : '参加活动'}
    </Button>
  );
}
