import { Button, List, Skeleton } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useNavigate } from 'react-router';
import {
  TASK_CLAIMED_DESCRIPTION,
  TASK_STATE_LABELS,
  TaskState,
  TaskType,
  type TaskItem,
} from '@moyue/contracts/api/points';
import { ApiError } from '../../../api/api-error';
import { paths } from '../../../config/paths';
import { useClaimTask } from '../api/claim-task';
import { useSignIn } from '../api/sign-in';
import { useTaskList } from '../api/task-list';

/** spec §9: where 做任务 leads for each task; other types go home. */
const TASK_PAGES: Partial<Record<number, string>> = {
  [TaskType.BindOrganization]: paths.accountBindOrganization,
  [TaskType.EditProfile]: paths.editPersonaInfo,
};

const descriptionOf = (error: unknown) =>
  error instanceof ApiError ? error.description : '操作失败，请稍后再试';

/**
 * The task list (spec §4.8): 做任务 leads to the task (sign-in signs in),
 * 待领取 claims the reward ('领取成功', else the Description as a warning,
 * spec §8.6); 已领取 cannot be clicked.
 */
export function TaskList() {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const tasks = useTaskList();
  const claim = useClaimTask();
  const signIn = useSignIn();

  const act = (task: TaskItem) => {
    if (task.State === TaskState.Claimable) {
      claim.mutate(task.TaskType, {
        onSuccess: () => void message.success(TASK_CLAIMED_DESCRIPTION),
        onError: (error) => void message.warning(descriptionOf(error)),
      });
      return;
    }
    if (task.TaskType === TaskType.SignIn) {
      signIn.mutate(undefined, {
        onError: (error) => void message.warning(descriptionOf(error)),
      });
      return;
    }
    void navigate(TASK_PAGES[task.TaskType] ?? paths.home);
  };

  if (tasks.isPending) return <Skeleton active />;
  return (
    <List
      className="points-tasks"
      dataSource={tasks.data?.ItemList ?? []}
      locale={{ emptyText: '暂无数据！' }}
      renderItem={(task) => (
        <List.Item
          data-testid="points-task"
          data-task-type={task.TaskType}
          actions={[
            <Button
              key="act"
              type={task.State === TaskState.Claimable ? 'primary' : 'default'}
              disabled={task.State === TaskState.Claimed}
              loading={
                (claim.isPending && claim.variables === task.TaskType) ||
                (task.TaskType === TaskType.SignIn && signIn.isPending)
              }
              onClick={() => act(task)}
            >
              {TASK_STATE_LABELS[task.State as TaskState] ?? TASK_STATE_LABELS[0]}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={task.Title}
            description={`${task.Remark} · 奖励 ${task.Score} 积分 · ${task.Exp} 经验`}
          />
        </List.Item>
      )}
    />
  );
}
