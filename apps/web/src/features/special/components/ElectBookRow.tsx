import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ElectItem } from '@moyue/contracts/api/special';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';

/** One title of the selection: rank, cover, title, its 荐购 and votes, and an action. */
export function ElectBookRow({ item, action }: { item: ElectItem; action?: ReactNode }) {
  const title = decodeHtmlEntities(item.Title);
  return (
    <li className="special-elect-row" data-testid="elect-row">
      <span
        className={item.Rank <= 3 ? 'special-elect-row__rank is-top' : 'special-elect-row__rank'}
      >
        {item.Rank}
      </span>
      <Link to={getHref.contentDetail(item)} className="special-elect-row__cover">
        {item.CoverUrl ? (
          <CoverImage src={item.CoverUrl} alt={title} sizes="(max-width: 600px) 56px, 72px" />
        ) : (
          <span>{title}</span>
        )}
      </Link>
      <div className="special-elect-row__body">
        <Link to={getHref.contentDetail(item)} className="special-elect-row__title">
          {title}
        </Link>
        <p className="special-elect-row__meta">
          {[decodeHtmlEntities(item.Author), item.Publisher].filter(Boolean).join(' · ') || '暂无'}
        </p>
        <p className="special-elect-row__counts">
          <span>荐购 {item.RecommendCount} 人</span>
          <span data-testid="elect-votes">投票 {item.VoteCount} 票</span>
          <span className="special-elect-row__score">得分 {item.Score}</span>
        </p>
      </div>
      {action && <div className="special-elect-row__action">{action}</div>}
    </li>
  );
}
