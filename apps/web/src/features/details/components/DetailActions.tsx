import { useState } from 'react';
import { Button } from 'antd';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { ObjectType, isEBookType } from '@moyue/contracts/object-types';
import { requestPlay } from '../../../components/PlayerBar/playback-store';
import { OpenedOnce } from '../../../components/OpenedOnce';
import { lazyWidget } from '../../../lib/lazy-widget';
import { requestProblemReport } from '../../../stores/problem-report';
import { useReadingProcess } from '../api/history';
import type { DetailView } from '../detail-model';
import { useSignedIn, useViewerKey } from '../viewer';
import { BookshelfButton } from './BookshelfButton';
import { CompanionEdition } from './CompanionEdition';
import { ReadButton } from './ReadButton';
import { ShareWidget } from './ShareWidget';
import './detail-actions.css';

// The citation dialog (antd Modal) loads when a reader first asks for a citation (issue 16).
const CitationDialog = lazyWidget(async () => (await import('./CitationDialog')).CitationDialog);

/**
 * The detail's actions: read (e-books, in a new tab by MediaType), listen
 * (audio books) or play (courses) — these open the contents list with the
 * files — then the bookshelf, the citation of a book, and the share widget.
 */
/** The bar's reference to an audio book of this detail. */
const audioBookOf = (detail: ContentDetail) => ({
  id: detail.Id,
  externalId: detail.ExternalId,
  title: detail.Title,
  coverUrl: detail.CoverUrl,
  objectType: detail.ObjectType,
  authorizeUrl: detail.AuthorizeUrl,
});

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
          <Button
            type="primary"
            size="large"
            onClick={() => {
              // Audio books play in the bar (issue 18); courses open their lessons.
              if (detail.ObjectType === ObjectType.AudioBook)
                requestPlay({ book: audioBookOf(detail) });
              onOpenContents();
            }}
            data-testid="play-button"
          >
            {view.isCourse ? '立即学习' : '立即收听'}
          </Button>
        )}
        <BookshelfButton objectId={detail.Id} />
        {!view.isCourse && (
          <Button size="large" onClick={() => setCiting(true)} data-testid="cite-button">
            引用
          </Button>
        )}
        <Button
          size="large"
          type="text"
          onClick={() =>
            requestProblemReport({
              modalTitle: '资源问题反馈',
              title: view.title,
              objectId: detail.Id,
              objectType: detail.ObjectType,
            })
          }
          data-testid="problem-button"
        >
          问题反馈
        </Button>
      </div>
      {!view.isCourse && <CompanionEdition detail={detail} />}
      <ShareWidget detail={detail} title={view.title} summary={view.abstracts} />
      {!view.isCourse && (
        <OpenedOnce open={citing}>
          <CitationDialog
            detail={detail}
            title={view.title}
            abstracts={view.abstracts}
            isbn={view.isbn}
            open={citing}
            onClose={() => setCiting(false)}
          />
        </OpenedOnce>
      )}
    </>
  );
}
