import { useState } from 'react';
import { Button, Typography } from 'antd';
import { Link } from 'react-router';
import type { ContentSummary } from '@moyue/contracts/api/search';
import { formatIsbn } from '@moyue/contracts/format-isbn';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { EmptyMessages } from '@moyue/contracts/messages';
import { getHref } from '../../../config/paths';
import { CitationDialog } from './CitationDialog';

/** spec §2 result row: cover, title, author, issue date, publisher, ISBN, abstract, and the citation dialog for books. */
export function ResultRow({
  content,
  layout,
}: {
  content: ContentSummary;
  layout: 'list' | 'grid';
}) {
  const [citing, setCiting] = useState(false);
  const title = decodeHtmlEntities(content.Title);
  const isbn = formatIsbn(content.Isbn);
  const href = getHref.bookDetail(content.Id);
  if (layout === 'grid') {
    return (
      <Link to={href} className="result-card" data-testid="result-row">
        {content.CoverUrl ? (
          <img src={content.CoverUrl} alt={title} />
        ) : (
          <div className="result-card__blank">{title}</div>
        )}
        <strong>{title}</strong>
        <span>{content.Author}</span>
      </Link>
    );
  }
  return (
    <article className="result-row" data-testid="result-row">
      <Link to={href} className="result-row__cover">
        {content.CoverUrl ? (
          <img src={content.CoverUrl} alt={title} width={150} />
        ) : (
          <div className="result-card__blank">{title}</div>
        )}
      </Link>
      <div className="result-row__body">
        <Link to={href}>
          <h3>{title}</h3>
        </Link>
        <p className="result-row__meta">
          <span>作者：{content.Author || EmptyMessages.Missing}</span>
          {content.IssueDate && <span>出版时间：{content.IssueDate}</span>}
          {content.Publisher && <span>出版社：{content.Publisher}</span>}
          {isbn && <span>ISBN：{isbn}</span>}
        </p>
        <Typography.Paragraph ellipsis={{ rows: 3 }} className="result-row__abstract">
          {decodeHtmlEntities(content.Abstracts) || EmptyMessages.AbstractEllipsis}
        </Typography.Paragraph>
        <Button size="small" onClick={() => setCiting(true)} data-testid="cite">
          引用
        </Button>
      </div>
      <CitationDialog content={content} open={citing} onClose={() => setCiting(false)} />
    </article>
  );
}
