import { Empty, Skeleton } from 'antd';
import { useState } from 'react';
import type { RankPeriod } from '@moyue/contracts/api/rankings';
import { useOrganizationRanking } from '../api/get-organization-ranking';
import { PeriodSwitch } from '../components/PeriodSwitch';
import { DemoTag } from '../components/RankingRows';
import '../rankings.css';

/** /wrap/readRankingOrg: institutions ranked by their members' reading. */
export function ReadRankingOrgPage() {
  const [period, setPeriod] = useState<RankPeriod>(1);
  const { data, isLoading } = useOrganizationRanking({ period, ps: 50 });
  const items = data?.ItemList ?? [];
  return (
    <div className="ranking-list" data-testid="ranking-org">
      <header className="rankings__head">
        <h1>
          机构阅读排行 <DemoTag show={data?.IsDemo ?? false} />
        </h1>
        <PeriodSwitch value={period} onChange={setPeriod} />
      </header>
      {isLoading ? <Skeleton active /> : null}
      {!isLoading && items.length === 0 ? <Empty description="暂无机构上榜" /> : null}
      <ol className="ranking-rows">
        {items.map((item) => (
          <li key={item.Id} className="ranking-row" data-testid="ranking-row">
            <span
              className={
                item.Rank <= 3
                  ? `ranking-row__rank is-top is-top-${item.Rank}`
                  : 'ranking-row__rank'
              }
            >
              {item.Rank}
            </span>
            <span className="ranking-row__text">
              <span className="ranking-row__title">{item.Title}</span>
              <span className="ranking-row__author">
                {item.Readers} 位读者 · 读过 {item.Books} 种资源
              </span>
            </span>
            <span className="ranking-row__count">{item.Reads} 人次</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
