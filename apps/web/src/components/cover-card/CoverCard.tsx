import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { getHref } from '../../config/paths';
import './cover-card.css';

/** What a cover card shows of a content item (home shelves, rankings, reading lists). */
export interface CoverCardContent {
  Id: number;
  ObjectType: number;
  Title: string;
  Author: string;
  CoverUrl: string;
}

/** A book, course or audio book as a cover with its title and author, linking to its detail page. */
export function CoverCard({ content, extra }: { content: CoverCardContent; extra?: ReactNode }) {
  const title = decodeHtmlEntities(content.Title);
  return (
    <Link to={getHref.contentDetail(content)} className="cover-card" title={title}>
      <span
        className={content.ObjectType === 107 ? 'cover-card__cover is-wide' : 'cover-card__cover'}
      >
        {content.CoverUrl ? (
          <img src={content.CoverUrl} alt={title} loading="lazy" />
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
