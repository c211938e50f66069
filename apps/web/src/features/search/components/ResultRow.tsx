import { useState } from 'react';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import {
  CONTENT_SOURCE_LABELS,
  type ContentSource,
  type ResourceSearchItem,
} from '@moyue/contracts/api/search';
import { SEARCH_COVER_SIZES } from '@moyue/contracts/cover-widths';
import { formatIsbn } from '@moyue/contracts/format-isbn';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { EmptyMessages } from '@moyue/contracts/messages';
import { ObjectType } from '@moyue/contracts/object-types';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';
import { OpenedOnce } from '../../../components/OpenedOnce';
import { lazyWidget } from '../../../lib/lazy-widget';
import { formatCount, formatUpdateDate } from '../format';
import { Marked } from './PassageBook';

// The citation dialog (antd Modal) loads when a reader first asks for a citation (issue 16).
const CitationDialog = lazyWidget(async () => (await import('./CitationDialog')).CitationDialog);

/**
 * Issue 12: the chapter a result was found by, 书名 › 章节 with the match
 * marked; a book's opens its reader at that chapter in a new tab (the server
 * keeps to the trial), a course's chapter (a lesson) its course page.
 */
function ChapterLine({
  content,
  chapter,
  title,
}: {
  content: ResourceSearchItem;
  chapter: NonNullable<ResourceSearchItem['Chapter']>;
  title: string;
}) {
  const where = (
    <>
      {title}
      <span className="result-row__chapter-sep">›</span>
      <Marked fragments={chapter.Fragments} />
    </>
  );
  return (
    <p className="result-row__chapter" data-testid="result-chapter">
      {content.ObjectType === ObjectType.Course ? '课时' : '章节'}：
      {content.ObjectType === ObjectType.Course ? (
        <Link to={getHref.lessonsDetail(content.Id)}>{where}</Link>
      ) : (
        <a
          href={getHref.reader(content.MediaType === 'pdf' ? 'pdf' : 'epub', {
            id: content.Id,
            contentexternalid: content.ExternalId,
            objectType: content.ObjectType,
            tocValue: String(chapter.TocId),
          })}
          target="_blank"
          rel="noopener noreferrer"
        >
          {where}
        </a>
      )}
    </p>
  );
}

const sourceLabel = (source: number): string =>
  source > 0 && source in CONTENT_SOURCE_LABELS
    ? CONTENT_SOURCE_LABELS[source as ContentSource]
    : '';

/**
 * spec §2 result row: cover, title, author, issue date, publisher, ISBN, abstract, and the
 * citation dialog for books. A course shows its play count and update time instead of ISBN
 * and citation, and opens the course page.
 */
export function ResultRow({
  content,
  layout,
}: {
  content: ResourceSearchItem;
  layout: 'list' | 'grid';
}) {
  const [citing, setCiting] = useState(false);
  const isCourse = content.ObjectType === ObjectType.Course;
  const title = decodeHtmlEntities(content.Title);
  const href = isCourse ? getHref.lessonsDetail(content.Id) : getHref.bookDetail(content.Id);
  const cover = content.CoverUrl ? (
    <CoverImage
      src={content.CoverUrl}
      alt={title}
      sizes={SEARCH_COVER_SIZES[layout][isCourse ? 'course' : 'book']}
      {...(isCourse ? { width: 178, height: 111 } : {})}
    />
  ) : (
    <div className={`result-card__blank${isCourse ? ' result-card__blank--course' : ''}`}>
      {title}
    </div>
  );
  if (layout === 'grid') {
    return (
      <Link
        to={href}
        className={`result-card${isCourse ? ' result-card--course' : ''}`}
        data-testid="result-row"
      >
        {cover}
        <strong>{title}</strong>
        <span>{isCourse ? `${formatCount(content.ReadCount)} 次播放` : content.Author}</span>
      </Link>
    );
  }
  const source = sourceLabel(content.ContentSource);
  const updateDate = formatUpdateDate(content.UpdateTime);
  const isbn = formatIsbn(content.Isbn);
  return (
    <article
      className={`result-row${isCourse ? ' result-row--course' : ''}`}
      data-testid="result-row"
    >
      <Link to={href} className="result-row__cover" tabIndex={-1} aria-hidden>
        {cover}
      </Link>
      <div className="result-row__body">
        <Link to={href}>
          <h3>
            {title}
            {isCourse && source && <Tag className="result-row__source">{source}</Tag>}
          </h3>
        </Link>
        <p className="result-row__meta">
          <span>
            {isCourse ? '主讲' : '作者'}：{content.Author || EmptyMessages.Missing}
          </span>
          {!isCourse && content.IssueDate && <span>出版时间：{content.IssueDate}</span>}
          {content.Publisher && <span>出版社：{content.Publisher}</span>}
          {isCourse ? (
            <>
              <span data-testid="play-count">播放量：{formatCount(content.ReadCount)}</span>
              {updateDate && <span data-testid="update-time">更新时间：{updateDate}</span>}
            </>
          ) : (
            isbn && <span>ISBN：{isbn}</span>
          )}
        </p>
        {content.Chapter && (
          <ChapterLine content={content} chapter={content.Chapter} title={title} />
        )}
        {/* three lines at most (search.css), as antd's Typography ellipsis drew them */}
        <div className="result-row__abstract">
          {decodeHtmlEntities(content.Abstracts) || EmptyMessages.AbstractEllipsis}
        </div>
        {!isCourse && (
          <Button size="small" onClick={() => setCiting(true)} data-testid="cite">
            引用
          </Button>
        )}
      </div>
      {!isCourse && (
        <OpenedOnce open={citing}>
          <CitationDialog content={content} open={citing} onClose={() => setCiting(false)} />
        </OpenedOnce>
      )}
    </article>
  );
}
