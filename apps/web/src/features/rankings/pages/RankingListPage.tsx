import { Pagination, Segmented, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { RANK_TYPE_TITLES, type RankPeriod, type RankType } from '@moyue/contracts/api/rankings';
import { useAppStore } from '../../../stores/app-store';
import { useRankingList } from '../api/get-ranking-list';
import { PeriodSwitch, periodOf } from '../components/PeriodSwitch';
import { DemoTag, RankingRows } from '../components/RankingRows';
import '../rankings.css';

const PAGE_SIZE = 20;
const TYPES: RankType[] = [1, 5, 4, 3, 2];
const rankTypeOf = (text: string | null): RankType => {
  const value = Number(text);
  return TYPES.includes(value as RankType) ? (value as RankType) : 1;
};

/**
 * /wrap/rankingList (any board, rankType and period in the address) and
 * /wrap/readRanking (the reading board, for the reader's institution when
 * the reader belongs to one).
 */
export function RankingListPage({ readingOnly = false }: { readingOnly?: boolean }) {
  const [search, setSearch] = useSearchParams();
  const organization = useAppStore((state) => state.organization);
  const rankType = readingOnly ? 1 : rankTypeOf(search.get('rankType'));
  const period = periodOf(search.get('period'));
  const cp = Math.max(1, Number(search.get('cp')) || 1);
  const ownScope = Boolean(organization) && search.get('scope') !== 'all';
  const { data, isLoading } = useRankingList({
    rankType,
    period,
    cp,
    ps: PAGE_SIZE,
    organizationId: readingOnly && ownScope ? String(organization?.Id) : undefined,
  });
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) next.set(name, value);
    if (!('cp' in changes)) next.delete('cp');
    setSearch(next, { replace: true });
  };
  const title = readingOnly
    ? `${data?.OrganizationTitle ? `${data.OrganizationTitle} · ` : ''}阅读排行`
    : RANK_TYPE_TITLES[rankType];
  return (
    <div className="ranking-list" data-testid="ranking-list">
      <header className="rankings__head">
        <h1>
          {title} <DemoTag show={data?.IsDemo ?? false} />
        </h1>
        <PeriodSwitch
          value={period}
          onChange={(next: RankPeriod) => update({ period: String(next) })}
        />
        {readingOnly && organization ? (
          <Segmented
            options={[
              { value: 'own', label: '本机构' },
              { value: 'all', label: '全平台' },
            ]}
            value={ownScope ? 'own' : 'all'}
            onChange={(value) => update({ scope: value })}
          />
        ) : null}
        {data?.RefreshTime ? (
          <span className="rankings__refresh">更新于 {data.RefreshTime}</span>
        ) : null}
      </header>
      {readingOnly ? null : (
        <Tabs
          activeKey={String(rankType)}
          onChange={(key) => update({ rankType: key })}
          items={TYPES.map((type) => ({ key: String(type), label: RANK_TYPE_TITLES[type] }))}
        />
      )}
      {isLoading ? (
        <Skeleton active />
      ) : (
        <RankingRows items={data?.ItemList ?? []} rankType={rankType} />
      )}
      {(data?.RecordCount ?? 0) > PAGE_SIZE ? (
        <Pagination
          className="rankings__pages"
          current={cp}
          pageSize={PAGE_SIZE}
          total={data?.RecordCount ?? 0}
          showSizeChanger={false}
          onChange={(page) => update({ cp: String(page) })}
        />
      ) : null}
    </div>
  );
}

/** /wrap/readRanking */
export function ReadRankingPage() {
  return <RankingListPage readingOnly />;
}
