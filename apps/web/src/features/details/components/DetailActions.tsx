import { useState } from 'react';
import { Button } from 'antd';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { isEBookType } from '@moyue/contracts/object-types';
import { useReadingProcess } from '../api/history';
import type { DetailView } from '../detail-model';
import { useSignedIn, useViewerKey } from '../viewer';
import { BookshelfButton } from './BookshelfButton';
import { CitationDialog } from './CitationDialog';
import { ReadButton } from './ReadButton';
import { ShareWidget } from './ShareWidget';
import './detail-actions.css';

/**
 * The detail's actions: read (e-books, in a new tab by MediaType), listen
 * (audio books) or play (courses) — these open the contents list with the
 * files — then the bookshelf, the citation of a book, and the share widget.
 */
export function DetailActions({
  detail,
  view,
  onOpenContents,
}: {
  detail: ContentDetail;
  view: DetailView;
  onOpenContents: () => void;
}) {
  const viewer = useViewerKey();
  const signedIn = useSignedIn();
  const [citing, setCiting] = useState(false);
  const isEBook = isEBookType(detail.ObjectType);
  const process = useReadingProcess(detail.Id, viewer, signedIn && isEBook);
  return (
    <>
      <div className="detail-actions">
        {isEBook ? (
          <ReadButton detail={detail} process={process.data?.Process} />
        ) : (
          <Button type="primary" size="large" onClick={onOpenContents} data-testid="play-button">
            {view.isCourse ? '立即学习' : '立即收听'}
          </Button>
        )}
        <BookshelfButton objectId={detail.Id} />
        {!view.isCourse && (
          <Button size="large" onClick={() => setCiting(true)} data-testid="cite-button">
            引用
          </Button>
        )}
      </div>
      <ShareWidget detail={detail} title={view.title} summary={view.abstracts} />
      {!view.isCourse && (
        <CitationDialog
          detail={detail}
          title={view.title}
          abstracts={view.abstracts}
          isbn={view.isbn}
          open={citing}
          onClose={() => setCiting(false)}
        />
      )}
    </>
  );
}
