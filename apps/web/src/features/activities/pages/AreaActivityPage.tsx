import { Button, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { parseRegion, regionName } from '@moyue/contracts/regions';
import { getHref, paths } from '../../../config/paths';
import { isLoggedIn, useAppStore } from '../../../stores/app-store';
import { useAreaActivities } from '../api/area-activities';
import { ActivityGroups } from '../components/ActivityGroups';
import '../components/activities.css';

/** /areaActivity: the activities of the reader's institution (bound or by network) and region. */
export function AreaActivityPage() {
  const user = useAppStore((state) => state.user);
  const { data, isPending } = useAreaActivities(user?.Id ?? null);
  if (isPending) return <Skeleton active />;
  const region = data ? regionName(parseRegion(data.Region)) : '';
  const where = [data?.OrganizationTitle, region].filter(Boolean).join(' · ');
  return (
    <div className="activity-page" data-testid="area-activity">
      <header className="activity-list__head">
        <h1>地区活动</h1>
        <p>{where ? `${where}的阅读活动` : '本机构与本地区的阅读活动'}</p>
      </header>
      {where === '' ? (
        <Empty description="暂无数据！登录并绑定机构，或在个人资料中填写所在地区后，即可看到本机构和本地区的活动。">
          <Link
            to={
              isLoggedIn(user) ? paths.accountBindOrganization : getHref.login(paths.areaActivity)
            }
          >
            <Button type="primary">{isLoggedIn(user) ? '去绑定机构' : '去登录'}</Button>
          </Link>{' '}
          <Link to={paths.activity}>
            <Button>全部活动</Button>
          </Link>
        </Empty>
      ) : (
        <ActivityGroups items={data?.ItemList ?? []} />
      )}
    </div>
  );
}
