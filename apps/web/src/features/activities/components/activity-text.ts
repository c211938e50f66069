import {
  ACTIVITY_STATE_LABELS,
  type ActivityState,
  type ActivitySummary,
} from '@moyue/contracts/api/activities';
import { parseRegion, regionName } from '@moyue/contracts/regions';

/** antd tag colours of the three states. */
export const STATE_COLORS: Record<ActivityState, string> = {
  1: 'green',
  2: 'blue',
  3: 'default',
};

export const stateLabel = (state: ActivityState): string => ACTIVITY_STATE_LABELS[state];

/** '2026-11-19 00:00 至 2027-01-18 00:00' */
export const periodText = (activity: Pick<ActivitySummary, 'StartTime' | 'EndTime'>): string =>
  `${activity.StartTime} 至 ${activity.EndTime}`;

/** Who the activity is for: the institution, the region, or everyone. */
export function audienceText(activity: Pick<ActivitySummary, 'OrganizationTitle' | 'Region'>) {
  if (activity.OrganizationTitle) return activity.OrganizationTitle;
  if (activity.Region) return regionName(parseRegion(activity.Region)) || '本地区';
  return '全平台';
}

/** Progress as a whole percentage. */
export const percent = (process: number): number => Math.round(process * 100);
