import { Empty, Segmented, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import {
  RANK_PERIOD_TITLES,
  RANK_TYPE_TITLES,
  type RankPeriod,
  type RankType,
} from '@moyue/contracts/api/rankings';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';
import { usePressRanking } from '../api/get-press-ranking';
import { PressFrame } from '../components/PressFrame';

const TYPES: RankType[] = [1, 5, 4];
const PERIODS: RankPeriod[] = [1, 2, 3];
const TOP = 20;

function PressRanking({ pressId }: { pressId: number }) {
  const [search, setSearch] = useSearchParams();
  const rankType = TYPES.find((type) => String(type) === search.get('rankType')) ?? 1;
  const period = PERIODS.find((p) => String(p) === search.get('period')) ?? 3;
  const board = usePressRanking({ publisherId: String(pressId), rankType, period, ps: TOP });
  const update = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(name, value);
    setSearch(next, { replace: true });
  };
  const items = board.data?.ItemList ?? [];
  const measure = (item: (typeof items)[number]) =>
    rankType === 4
      ? `${item.Shelves} 人收藏`
      : rankType === 5
        ? `热度 ${item.Score}`
        : `${item.Reads} 人读过`;
  return (
    <section className="press-section" data-testid="press-rank">
      <div className="press-search__filters">
        <Segmented
          options={TYPES.map((type) => ({ value: type, label: RANK_TYPE_TITLES[type] }))}
          value={rankType}
          onChange={(value) => update('rankType', String(value))}
        />
        <Segmented
          options={PERIODS.map((p) => ({ value: p, label: RANK_PERIOD_TITLES[p] }))}
          value={period}
          onChange={(value) => update('period', String(value))}
        />
        {board.data?.IsDemo && <Tag>演示</Tag>}
        {board.data?.RefreshTime && (
          <span className="press-search__count">更新于 {board.data.RefreshTime}</span>
        )}
      </div>
      {board.isPending ? (
        <Skeleton active />
      ) : board.error ? (
        <Empty description={board.error.message} />
      ) : items.length === 0 ? (
        <Empty description="暂无排行数据，读者阅读后这里会出现本社的热门图书" />
      ) : (
        <ol className="press-rank">
          {items.map((item) => (
            <li key={item.Id} className="press-rank__row" data-testid="press-rank-row">
              <span className={item.Rank <= 3 ? 'press-rank__no is-top' : 'press-rank__no'}>
                {item.Rank}
              </span>
              <Link to={getHref.contentDetail(item)} className="press-rank__cover">
                {item.CoverUrl ? <CoverImage src={item.CoverUrl} alt="" sizes="72px" /> : null}
              </Link>
              <span className="press-rank__text">
                <Link to={getHref.contentDetail(item)} className="press-result__title">
                  {decodeHtmlEntities(item.Title)}
                </Link>
                <span className="press-result__meta">{item.Author}</span>
              </span>
              <span className="press-rank__measure">{measure(item)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** /press/rank: the press's books ranked by readers (the rankings' refreshed totals). */
export function PressRankPage() {
  return (
    <PressFrame active="pressRank">{(press) => <PressRanking pressId={press.Id} />}</PressFrame>
  );
}
