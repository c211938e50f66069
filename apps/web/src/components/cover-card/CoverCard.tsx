import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { getHref } from '../../config/paths';
import { CoverImage } from '../cover-image/CoverImage';
import './cover-card.css';

/** What a cover card shows of a content item (home shelves, rankings, reading lists). */
export interface CoverCardContent {
  Id: number;
  ObjectType: number;
  Title: string;
  Author: string;
  CoverUrl: string;
}

/** A cover card's width in the shelves and walls it stands in (6, 4 or 3 a row; 3 on a phone). */
const CARD_SIZES = '(max-width: 600px) 34vw, (max-width: 992px) 25vw, 190px';

/** A book, course or audio book as a cover with its title and author, linking to its detail page. */
export function CoverCard({
  content,
  extra,
  sizes = CARD_SIZES,
}: {
  content: CoverCardContent;
  extra?: ReactNode;
  /** the card's drawn width, when its wall is not a shelf's (CoverImage) */
  sizes?: string;
}) {
  const isWide = content.ObjectType === 107;
  const title = decodeHtmlEntities(content.Title);
  return (
    <Link to={getHref.contentDetail(content)} className="cover-card" title={title}>
      <span className={isWide ? 'cover-card__cover is-wide' : 'cover-card__cover'}>
        {content.CoverUrl ? (
          <CoverImage
            src={content.CoverUrl}
            alt={title}
            sizes={sizes}
            {...(isWide ? { width: 160, height: 100 } : {})}
          />
        ) : (
          <span className="cover-card__blank">{title}</span>
        )}
      </span>
      <span className="cover-card__title">{title}</span>
      <span className="cover-card__author">{decodeHtmlEntities(content.Author)}</span>
      {extra}
    </Link>
  );
}
