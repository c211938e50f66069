import { Empty, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { RankingItem } from '@moyue/contracts/api/rankings';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';

/** What a board counts, in the words its rows use. */
export const countLabel = (rankType: number, item: RankingItem): string => {
  switch (rankType) {
    case 2:
      return `${item.Reads} 人收听`;
    case 3:
      return `${item.Reads} 人学习`;
    case 4:
      return `${item.Shelves} 人收藏`;
    case 5:
      return `热度 ${item.Score}`;
    default:
      return `${item.Reads} 人在读`;
  }
};

/** The 演示 mark of boards holding the demo seed's reading history. */
export function DemoTag({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Tooltip title="榜单含演示数据：演示种子写入的演示读者的阅读记录">
      <Tag color="orange">演示</Tag>
    </Tooltip>
  );
}

/** A board's rows: place, cover, title, author and what it counts. */
export function RankingRows({
  items,
  rankType,
  compact = false,
}: {
  items: RankingItem[];
  rankType: number;
  compact?: boolean;
}) {
  if (items.length === 0) return <Empty description="暂无上榜资源" />;
  return (
    <ol className={compact ? 'ranking-rows is-compact' : 'ranking-rows'}>
      {items.map((item) => {
        const title = decodeHtmlEntities(item.Title);
        return (
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
            {(!compact || item.Rank === 1) && (
              <Link to={getHref.contentDetail(item)} className="ranking-row__cover">
                {item.CoverUrl ? <CoverImage src={item.CoverUrl} alt={title} sizes="54px" /> : null}
              </Link>
            )}
            <span className="ranking-row__text">
              <Link to={getHref.contentDetail(item)} className="ranking-row__title" title={title}>
                {title}
              </Link>
              <span className="ranking-row__author">{decodeHtmlEntities(item.Author)}</span>
            </span>
            <span className="ranking-row__count">{countLabel(rankType, item)}</span>
          </li>
        );
      })}
    </ol>
  );
}
