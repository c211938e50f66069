import { Card, Col, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RANK_TYPE_TITLES, type RankPeriod, type RankType } from '@moyue/contracts/api/rankings';
import { getHref, paths } from '../../../config/paths';
import { useKeywordRanking } from '../api/get-keyword-ranking';
import { useOrganizationRanking } from '../api/get-organization-ranking';
import { useRankingList } from '../api/get-ranking-list';
import { DemoTag, RankingRows } from '../components/RankingRows';
import { PeriodSwitch } from '../components/PeriodSwitch';
import '../rankings.css';

const BOARDS: RankType[] = [1, 5, 4, 3, 2];

function BoardCard({ rankType, period }: { rankType: RankType; period: RankPeriod }) {
  const { data, isLoading } = useRankingList({ rankType, period, ps: 10 });
  // 收听榜 stays hidden until there are audio books to rank.
  if (!isLoading && rankType === 2 && (data?.ItemList.length ?? 0) === 0) return null;
  return (
    <Col xs={24} md={12} xl={8}>
      <Card
        title={RANK_TYPE_TITLES[rankType]}
        extra={<Link to={getHref.rankingList(rankType, period)}>完整榜单</Link>}
        className="bangdan__card"
        data-testid="ranking-board"
      >
        {isLoading ? (
          <Skeleton active />
        ) : (
          <RankingRows items={data?.ItemList ?? []} rankType={rankType} compact />
        )}
      </Card>
    </Col>
  );
}

function KeywordCard({ period }: { period: RankPeriod }) {
  const { data } = useKeywordRanking({ period, ps: 10 });
  return (
    <Col xs={24} md={12} xl={8}>
      <Card title="热搜榜" className="bangdan__card">
        <ol className="ranking-rows is-compact">
          {(data?.ItemList ?? []).map((item) => (
            <li key={item.Keyword} className="ranking-row">
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
                <Link to={getHref.resourceSearch(item.Keyword)} className="ranking-row__title">
                  {item.Keyword}
                </Link>
              </span>
              <span className="ranking-row__count">{item.Searches} 人搜索</span>
            </li>
          ))}
        </ol>
      </Card>
    </Col>
  );
}

function OrganizationCard({ period }: { period: RankPeriod }) {
  const { data } = useOrganizationRanking({ period, ps: 5 });
  return (
    <Col xs={24} md={12} xl={8}>
      <Card
        title="机构阅读榜"
        extra={<Link to={paths.readRankingOrg}>查看全部</Link>}
        className="bangdan__card"
      >
        <ol className="ranking-rows is-compact">
          {(data?.ItemList ?? []).map((item) => (
            <li key={item.Id} className="ranking-row">
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
                <span className="ranking-row__author">{item.Readers} 位读者</span>
              </span>
              <span className="ranking-row__count">{item.Reads} 人次</span>
            </li>
          ))}
        </ol>
      </Card>
    </Col>
  );
}

/** /wrap/bangdan: every board at a glance, by week, month or all time. */
export function BangdanPage() {
  const [period, setPeriod] = useState<RankPeriod>(1);
  const { data } = useRankingList({ rankType: 1, period, ps: 10 });
  return (
    <div className="bangdan" data-testid="bangdan">
      <header className="rankings__head">
        <h1>
          榜单 <DemoTag show={data?.IsDemo ?? false} />
        </h1>
        <PeriodSwitch value={period} onChange={setPeriod} />
        <Link to={paths.readRanking}>阅读排行</Link>
        {data?.RefreshTime ? (
          <span className="rankings__refresh">更新于 {data.RefreshTime}</span>
        ) : null}
      </header>
      <Row gutter={[16, 16]}>
        {BOARDS.map((rankType) => (
          <BoardCard key={rankType} rankType={rankType} period={period} />
        ))}
        <KeywordCard period={period} />
        <OrganizationCard period={period} />
      </Row>
    </div>
  );
}
