import { Link } from 'react-router';
import type { ReadingListItem } from '@moyue/contracts/api/engagement';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';

/** A reading list as a card: its first covers fanned out, title, description and count. */
export function ReadingListCard({ list, rank }: { list: ReadingListItem; rank?: number }) {
  const covers = list.Contents.filter((content) => content.CoverUrl).slice(0, 3);
  if (covers.length === 0 && list.CoverUrl)
    covers.push({ ...list.Contents[0]!, CoverUrl: list.CoverUrl, Title: list.Title });
  return (
    <Link
      to={getHref.readingListDetail(list.Id)}
      className="reading-list-card"
      data-testid="reading-list-card"
    >
      <span className="reading-list-card__covers">
        {covers.map((content, i) => (
          <CoverImage
            key={`${content.Id}-${i}`}
            src={content.CoverUrl}
            alt={decodeHtmlEntities(content.Title)}
            sizes="66px"
            className={`is-${i}`}
          />
        ))}
      </span>
      <span className="reading-list-card__text">
        <span className="reading-list-card__title">
          {rank ? <em className="reading-list-card__rank">{rank}</em> : null}
          {list.Title}
        </span>
        <span className="reading-list-card__description">{list.Description}</span>
        <span className="reading-list-card__count">共 {list.ContentCount} 种</span>
      </span>
    </Link>
  );
}
