import { Empty } from 'antd';
import { ActivityState, type ActivitySummary } from '@moyue/contracts/api/activities';
import { ActivityCard } from './ActivityCard';

const GROUPS = [
  { state: ActivityState.Current, title: '进行中' },
  { state: ActivityState.Upcoming, title: '即将开始' },
  { state: ActivityState.Ended, title: '已结束' },
] as const;

/** Activities under way, to come and ended, each group only when it has any. */
export function ActivityGroups({ items }: { items: ActivitySummary[] }) {
  if (items.length === 0) return <Empty description="暂无数据！" />;
  return (
    <>
      {GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.State === group.state);
        if (inGroup.length === 0) return null;
        return (
          <section
            key={group.state}
            className="activity-group"
            data-testid={`activity-group-${group.state}`}
          >
            <h2>
              {group.title} <small>{inGroup.length}</small>
            </h2>
            <div className="activity-list">
              {inGroup.map((item) => (
                <ActivityCard key={item.Id} activity={item} />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
