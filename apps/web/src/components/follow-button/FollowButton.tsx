import { Button } from 'antd';
import { useFeedback } from '../feedback/feedback-api';
import type { FollowTargetType } from '@moyue/contracts/api/press';
import { isLoggedInNow } from '../../stores/app-store';
import { requestLogin } from '../../stores/login-request';
import { useFollowState, useSetFollow } from './follow-state';
import './follow-button.css';

/**
 * spec §3 IsFollow / followNumber: follow a press or an author (the press
 * shop's banner, a book's detail page). A visitor is
 * asked to log in first; the follow then runs once logged in.
 */
export function FollowButton({
  targetType,
  targetId,
  size = 'middle',
  inline = false,
}: {
  targetType: FollowTargetType;
  targetId: string;
  size?: 'small' | 'middle';
  /** in a line of text: button and count side by side */
  inline?: boolean;
}) {
  const state = useFollowState({ targetType, targetId });
  const setFollow = useSetFollow();
  const { message } = useFeedback();
  const isFollow = state.data?.IsFollow ?? false;
  const count = state.data?.FollowNumber ?? 0;

  const toggle = (follow: boolean) => {
    if (!isLoggedInNow()) {
      requestLogin({ onLogin: () => toggle(true) });
      return;
    }
    setFollow.mutate(
      { targetType, targetId, follow },
      {
        onSuccess: () => void message.success(follow ? '关注成功' : '已取消关注'),
        onError: (error) => void message.warning(error.message),
      },
    );
  };

  return (
    <span
      className={inline ? 'follow-button is-inline' : 'follow-button'}
      data-testid="follow-button"
    >
      <Button
        size={size}
        type={isFollow ? 'default' : 'primary'}
        loading={setFollow.isPending}
        onClick={() => toggle(!isFollow)}
        aria-pressed={isFollow}
      >
        {isFollow ? '已关注' : '+ 关注'}
      </Button>
      <span className="follow-button__count">{count} 人关注</span>
    </span>
  );
}
