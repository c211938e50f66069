import { Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useActivities } from '../api/list-activities';
import { ActivityGroups } from '../components/ActivityGroups';
import '../components/activities.css';

/** /wrap/activity: the reading activities under way, to come and ended. */
export function ActivityListPage() {
  const { data, isPending, isError, refetch } = useActivities();
  return (
    <div className="activity-page" data-testid="activity-list">
      <header className="activity-list__head">
        <h1>阅读活动</h1>
        <p>
          参加活动、读完主题书单，即可获得稀有数字书卡。也可查看
          <Link to={paths.areaActivity}>本机构与本地区的活动</Link>。
        </p>
      </header>
      {isPending ? (
        <Skeleton active />
      ) : isError ? (
        <Result
          status="warning"
          title="活动加载失败"
          extra={<a onClick={() => void refetch()}>重试</a>}
        />
      ) : (
        <ActivityGroups items={data.ItemList} />
      )}
    </div>
  );
}
