import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EngagementContent } from '@moyue/contracts/api/engagement';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { getHref } from '../../../config/paths';
import { ShelfCover } from './ShelfCover';

/** A row of 我的评论 / 我的荐购: the item's cover and title (linking to its detail page), then the record. */
export function RecordRow({
  content,
  children,
  testId,
}: {
  content: EngagementContent;
  children: ReactNode;
  testId: string;
}) {
  const href = getHref.contentDetail(content);
  return (
    <li className="record-row" data-testid={testId}>
      <Link to={href} className="record-row__cover" tabIndex={-1} aria-hidden>
        <ShelfCover url={content.CoverUrl} title={content.Title} sizes="72px" />
      </Link>
      <div className="record-row__body">
        <Link to={href} className="record-row__title">
          {decodeHtmlEntities(content.Title)}
        </Link>
        {content.Author && (
          <span className="record-row__author">{decodeHtmlEntities(content.Author)}</span>
        )}
        {children}
      </div>
    </li>
  );
}
