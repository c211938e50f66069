import { Link } from 'react-router';
import type { CuratedItem } from '@moyue/contracts/api/curated';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';

/** One pick: its cover, title, author and publisher, and the editor's note on it. */
export function PickRow({ item }: { item: CuratedItem }) {
  const to = getHref.contentDetail(item);
  return (
    <div className="pick-row" data-testid="pick-row">
      <Link
        to={to}
        className={item.ObjectType === 107 ? 'pick-row__cover is-wide' : 'pick-row__cover'}
      >
        {item.CoverUrl && (
          <CoverImage src={item.CoverUrl} alt={item.Title} sizes="(max-width: 600px) 72px, 96px" />
        )}
      </Link>
      <div>
        <h3>
          <Link to={to}>{item.Title}</Link>
        </h3>
        <div className="pick-row__meta">
          {[item.Author, item.Publisher].filter(Boolean).join(' · ')}
        </div>
        {item.Note && (
          <p className="pick-row__note">
            <span className="pick-row__note-label">编辑推荐：</span>
            {item.Note}
          </p>
        )}
      </div>
    </div>
  );
}
