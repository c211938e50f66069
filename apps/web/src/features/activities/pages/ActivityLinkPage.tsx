import { useEffect } from 'react';
import { Spin } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { getHref } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useActivity } from '../api/activity-detail';
import { MissingActivity } from './ReadingActivityPage';

/**
 * /activityLink?id= (spec §2: opened in a new window): goes on to the
 * activity's external page when the editor gave one (https only, checked on
 * the server), else to the activity's own page.
 */
export function ActivityLinkPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const viewer = useAppStore((state) => state.user?.Id ?? null);
  const { data: activity, isError } = useActivity(id, viewer);
  const external = activity?.LinkUrl ?? '';
  useEffect(() => {
    if (external.startsWith('https://')) window.location.replace(external);
  }, [external]);
  if (id === '' || isError) return <MissingActivity />;
  if (activity && !external.startsWith('https://'))
    return <Navigate to={getHref.readingActivity(activity.Id)} replace />;
  return (
    <div className="activity-page activity-link" data-testid="activity-link">
      <Spin />
      <p>{activity ? `正在打开「${activity.Title}」的活动页面…` : '正在打开活动页面…'}</p>
      {external ? (
        <a href={external} rel="noopener noreferrer">
          没有自动跳转？点此打开
        </a>
      ) : null}
    </div>
  );
}
