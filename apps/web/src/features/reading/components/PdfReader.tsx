import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { BOOKMARK_CHAPTER_MAX } from '@moyue/contracts/api/bookmarks';
import type { TocNode } from '@moyue/contracts/api/reading';
import { isLoggedInNow } from '../../../stores/app-store';
import { tableOfContentsQueryOptions } from '../api/table-of-contents';
import { useProgressSaver, useStartProcess } from '../hooks/use-reading-progress';
import { useReaderSettings } from '../hooks/use-reader-settings';
import type { OpenedBook } from '../licence/open-book';
import { openPdf, renderPage, searchPdf } from '../pdf/pdf-document';
import { currentTocNode, findTocNode, pdfProcessOf, pdfStartOf } from '../reading-position';
import { BookmarkPanel } from './BookmarkPanel';
import { PdfControls } from './PdfControls';
import { ReaderShell, type ReaderPanel } from './ReaderShell';
import { SearchPanel } from './SearchPanel';
import { TocList } from './TocList';
import { TrialBoundary } from './TrialBoundary';

export interface PdfReaderProps {
  book: OpenedBook;
  process: string | null;
  tocValue: string | null;
}

const pageOfNode = (node: TocNode) => (node.Page > 0 ? node.Page : null);

/** The PDF reader: pdf.js draws the page on a canvas with a text layer; contents, zoom, search, bookmarks, progress. */
export function PdfReader({ book, process, tocValue }: PdfReaderProps) {
  const { detail, authorization } = book;
  const contentId = String(detail.Id);
  const isTrial = authorization.IsTrial;
  const unitCount = authorization.UnitCount;
  const returnTo = `${location.pathname}${location.search}`;
  const loggedIn = isLoggedInNow();
  const [settings, setSettings] = useReaderSettings();
  const [panel, setPanel] = useState<ReaderPanel | null>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState<number | null>(null);
  const [atBoundary, setAtBoundary] = useState(false);
  // The chapter the address asked for beyond the trial (a locked search hit): said so over the trial's start.
  const [lockedAsked, setLockedAsked] = useState<TocNode | null>(null);
  const [error, setError] = useState('');
  const startProcess = useStartProcess(contentId, process);
  const serverToc = useQuery({ ...tableOfContentsQueryOptions(contentId), retry: false });
  const nodes = serverToc.data?.ItemList ?? [];
  const saveProgress = useProgressSaver(
    useMemo(
      () => ({ id: detail.Id, objectType: detail.ObjectType, title: detail.Title }),
      [detail],
    ),
  );
  const scroller = useRef<HTMLDivElement | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const textLayer = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  // The page whose canvas and text layer are both drawn (data-rendered; a zoom draws it again).
  const [drawn, setDrawn] = useState<{ page: number; zoom: number } | null>(null);

  useEffect(() => {
    let alive = true;
    let opened: PDFDocumentProxy | null = null;
    openPdf(book.bytes)
      .then((value) => {
        opened = value;
        if (alive) setDoc(value);
        else void value.destroy();
      })
      .catch((reason: unknown) => {
        console.error('PDF could not be opened', reason);
        if (alive) setError('图书文件无法打开');
      });
    return () => {
      alive = false;
      void opened?.destroy();
    };
  }, [book.bytes]);

  const pageCount = doc?.numPages ?? 0;
  // The first page: tocValue, else the address's or the saved Process.
  const tocKnown = !tocValue || serverToc.isFetched;
  useEffect(() => {
    if (!doc || page !== null || startProcess === null || !tocKnown) return;
    const asked = tocValue ? findTocNode(serverToc.data?.ItemList ?? [], tocValue) : null;
    const start = pdfStartOf(asked, startProcess, unitCount, doc.numPages);
    setLockedAsked(start.locked);
    setPage(start.page);
  }, [doc, page, startProcess, tocKnown, tocValue, serverToc.data, unitCount]);

  useEffect(() => {
    if (!doc || page === null || !canvas.current || !textLayer.current || !scroller.current) return;
    const fitWidth = Math.min(scroller.current.clientWidth - 32, 960);
    let rendered: Awaited<ReturnType<typeof renderPage>> | null = null;
    let alive = true;
    void renderPage(
      doc,
      page,
      { canvas: canvas.current, textLayer: textLayer.current },
      fitWidth,
      settings.zoom,
    )
      .then((result) => {
        rendered = result;
        if (!alive) return result.cancel();
        setSize({ width: result.width, height: result.height });
        scroller.current?.scrollTo({ top: 0 });
        return result.done.then(
          () => {
            if (alive) setDrawn({ page, zoom: settings.zoom });
          },
          () => undefined,
        );
      })
      .catch((reason: unknown) => console.warn('page not rendered', reason));
    return () => {
      alive = false;
      rendered?.cancel();
    };
  }, [doc, page, settings.zoom]);

  const progress = page ? pdfProcessOf(page, unitCount) : 0;
  useEffect(() => {
    if (page !== null) saveProgress(progress);
  }, [page, progress, saveProgress]);

  const next = useCallback(() => {
    // A key or a turn while the notice covers the page puts the notice away, not a hidden page.
    if (lockedAsked) return setLockedAsked(null);
    if (page === null) return;
    if (page < pageCount) setPage(page + 1);
    else if (isTrial) setAtBoundary(true);
  }, [page, pageCount, isTrial, lockedAsked]);
  const prev = useCallback(() => {
    if (lockedAsked) return setLockedAsked(null);
    setAtBoundary(false);
    if (page !== null && page > 1) setPage(page - 1);
  }, [page, lockedAsked]);
  const goto = (target: number) => {
    setAtBoundary(false);
    setLockedAsked(null);
    setPanel(null);
    setPage(Math.min(Math.max(1, target), Math.max(1, pageCount)));
  };
  const current = page ? currentTocNode(nodes, page, pageOfNode) : null;

  return (
    <ReaderShell
      title={decodeHtmlEntities(detail.Title)}
      trialNote={isTrial ? `试读 · 前${authorization.TrialUnits}页` : null}
      theme="day"
      progress={progress}
      position={page ? `${current?.Title ?? ''}  第${page}/${unitCount}页`.trim() : '正在打开…'}
      panel={panel}
      onPanel={setPanel}
      onPrev={prev}
      onNext={next}
      problem={{
        objectId: detail.Id,
        objectType: detail.ObjectType,
        pageNumber: page ?? undefined,
      }}
      controls={
        <PdfControls
          zoom={settings.zoom}
          onZoom={(zoom) => setSettings((old) => ({ ...old, zoom }))}
        />
      }
      toc={
        <TocList
          nodes={nodes}
          currentId={current?.Id ?? null}
          onSelect={(node) => node.Page > 0 && goto(node.Page)}
        />
      }
      search={
        <SearchPanel
          onSearch={async (query) =>
            doc
              ? (await searchPdf(doc, query)).map((hit, index) => ({
                  key: `${hit.page}:${index}`,
                  label: `第${hit.page}页`,
                  excerpt: hit.excerpt,
                }))
              : []
          }
          onOpen={(hit) => goto(Number(hit.key.split(':')[0]))}
        />
      }
      bookmarks={
        <BookmarkPanel
          contentId={contentId}
          loggedIn={loggedIn}
          returnTo={returnTo}
          current={
            page
              ? {
                  mediaType: 'pdf',
                  location: String(page),
                  process: progress,
                  chapterTitle: (current?.Title ?? '').slice(0, BOOKMARK_CHAPTER_MAX),
                  excerpt: `第${page}页`,
                }
              : null
          }
          onOpen={(bookmark) => goto(Number(bookmark.Location))}
        />
      }
      overlay={
        lockedAsked ? (
          <TrialBoundary
            reason="locked"
            chapterTitle={lockedAsked.Title}
            contentId={contentId}
            trialUnits={authorization.TrialUnits}
            unitName="页"
            loggedIn={loggedIn}
            returnTo={returnTo}
            onBack={() => setLockedAsked(null)}
          />
        ) : atBoundary ? (
          <TrialBoundary
            contentId={contentId}
            trialUnits={authorization.TrialUnits}
            unitName="页"
            loggedIn={loggedIn}
            returnTo={returnTo}
            onBack={() => setAtBoundary(false)}
          />
        ) : null
      }
    >
      <div className="reader-pdf-scroll" ref={scroller}>
        {error ? <p className="reader-status-closing">{error}</p> : null}
        <div
          className="reader-pdf-page"
          data-page={page ?? undefined}
          data-rendered={
            drawn && drawn.page === page && drawn.zoom === settings.zoom ? 'true' : undefined
          }
          style={size ? { width: size.width, height: size.height } : undefined}
        >
          <canvas ref={canvas} aria-label={page ? `第${page}页` : undefined} />
          <div className="textLayer" ref={textLayer} />
        </div>
      </div>
    </ReaderShell>
  );
}
