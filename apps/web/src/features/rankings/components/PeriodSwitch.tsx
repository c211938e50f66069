import { Segmented } from 'antd';
import { RANK_PERIOD_TITLES, type RankPeriod } from '@moyue/contracts/api/rankings';

const OPTIONS = ([1, 2, 3] as const).map((value) => ({ value, label: RANK_PERIOD_TITLES[value] }));

/** 周榜 / 月榜 / 总榜 */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: RankPeriod;
  onChange: (period: RankPeriod) => void;
}) {
  return <Segmented options={OPTIONS} value={value} onChange={(next) => onChange(next)} />;
}

/** A period from the address, week when absent or unknown. */
export const periodOf = (text: string | null): RankPeriod =>
  text === '2' ? 2 : text === '3' ? 3 : 1;
