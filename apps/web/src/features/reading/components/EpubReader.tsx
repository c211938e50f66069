import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TocNode } from '@moyue/contracts/api/reading';
import { isLoggedInNow } from '../../../stores/app-store';
import { tableOfContentsQueryOptions } from '../api/table-of-contents';
import { BOOKMARK_CHAPTER_MAX, BOOKMARK_EXCERPT_MAX } from '@moyue/contracts/api/bookmarks';
import { MARK_PATTERN, type FrameTarget } from '../frame/protocol';
import { useEpubFrame } from '../hooks/use-epub-frame';
import { useProgressSaver, useStartProcess } from '../hooks/use-reading-progress';
import { useReaderSettings } from '../hooks/use-reader-settings';
import type { OpenedBook } from '../licence/open-book';
import type { OpenBookState } from '../hooks/use-open-book';
import { ReaderStatus } from './ReaderStatus';
import { currentTocNode, epubProcessOf, epubStartOf, findTocNode } from '../reading-position';
import { BookmarkPanel } from './BookmarkPanel';
import { EpubControls } from './EpubControls';
import { tocFromFrame } from './frame-toc';
import { ReaderShell, type ReaderPanel } from './ReaderShell';
import { SearchPanel } from './SearchPanel';
import { TocList } from './TocList';
import { TrialBoundary } from './TrialBoundary';

export interface EpubReaderProps {
  contentId: string;
  /** the licence flow: the reader's frame loads while it runs */
  state: OpenBookState;
  process: string | null;
  tocValue: string | null;
}

const spineOf = (node: TocNode) => node.SpineIndex;

/** The EPUB reader: epub.js runs in a sandboxed frame; this side keeps contents, progress, bookmarks and the trial boundary. */
export function EpubReader({ contentId, state, process, tocValue }: EpubReaderProps) {
  const book: OpenedBook | null = 'kind' in state ? state : null;
  const detail = book?.detail ?? null;
  const authorization = book?.authorization ?? null;
  const isTrial = authorization?.IsTrial ?? false;
  const unitCount = authorization?.UnitCount ?? 1;
  const openUnits = authorization && isTrial ? authorization.TrialUnits : unitCount;
  const returnTo = `${location.pathname}${location.search}`;
  const loggedIn = isLoggedInNow();
  const [settings, setSettings] = useReaderSettings();
  const [panel, setPanel] = useState<ReaderPanel | null>(null);
  const [atBoundary, setAtBoundary] = useState(false);
  // The chapter the address asked for beyond the trial (a locked search hit): said so over the trial's start.
  const [lockedAsked, setLockedAsked] = useState<TocNode | null>(null);
  const noticeShown = useRef(false);
  noticeShown.current = lockedAsked !== null;
  const startProcess = useStartProcess(contentId, process);
  // The TOC waits for the book (one call less on the server while the licence flow runs),
  // unless the address opens a TOC node (tocValue) and the first page needs it.
  const serverToc = useQuery({
    ...tableOfContentsQueryOptions(contentId),
    enabled: contentId !== '' && (book !== null || Boolean(tocValue)),
    retry: false,
  });
  const saveProgress = useProgressSaver(
    useMemo(
      () => (detail ? { id: detail.Id, objectType: detail.ObjectType, title: detail.Title } : null),
      [detail],
    ),
  );

  const frameRef = useRef<ReturnType<typeof useEpubFrame> | null>(null);
  const next = useCallback(() => {
    // A key or a turn while the notice covers the page puts the notice away, not a hidden page.
    if (noticeShown.current) return setLockedAsked(null);
    const place = frameRef.current?.location;
    if (isTrial && place && (place.atEnd || place.spineIndex >= openUnits)) setAtBoundary(true);
    else frameRef.current?.send({ type: 'next' });
  }, [isTrial, openUnits]);
  const prev = useCallback(() => {
    if (noticeShown.current) return setLockedAsked(null);
    setAtBoundary(false);
    frameRef.current?.send({ type: 'prev' });
  }, []);
  const frame = useEpubFrame(
    (key) => (key === 'next' ? next() : prev()),
    `${detail?.Title ?? ''} 正文`,
  );
  frameRef.current = frame;
  const { send, ready: frameReady } = frame;

  const nodes = useMemo(
    () =>
      (serverToc.data?.ItemList ?? []).length > 0
        ? (serverToc.data?.ItemList ?? [])
        : tocFromFrame(frame.toc ?? [], isTrial ? openUnits : null),
    [serverToc.data, frame.toc, isTrial, openUnits],
  );

  // Open the book once the frame listens and the start place is known.
  const opened = useRef(false);
  const tocKnown = !tocValue || serverToc.isFetched;
  useEffect(() => {
    if (!book || opened.current || !frameReady || startProcess === null || !tocKnown) return;
    opened.current = true;
    const asked = tocValue ? findTocNode(serverToc.data?.ItemList ?? [], tocValue) : null;
    const { start, locked } = epubStartOf(asked, startProcess, unitCount, openUnits);
    setLockedAsked(locked);
    const bytes = book.bytes.slice(0);
    send({ type: 'open', book: bytes, settings, start }, [bytes]);
  }, [
    send,
    frameReady,
    startProcess,
    tocKnown,
    tocValue,
    serverToc.data,
    unitCount,
    openUnits,
    book,
    settings,
  ]);

  useEffect(() => {
    if (opened.current) send({ type: 'settings', settings });
  }, [send, settings]);

  // What the first page still waits for (none once the book is sent to the frame): read by the
  // e2e tests when a reader stays on 正在排版…, which CI runs saw without a cause.
  const waitingFor = opened.current
    ? ''
    : [
        !book && 'book',
        !frameReady && 'frame',
        startProcess === null && 'progress',
        !tocKnown && 'toc',
      ]
        .filter(Boolean)
        .join(' ');

  const place = frame.location;
  const progress = place ? epubProcessOf(place, unitCount, openUnits) : 0;
  useEffect(() => {
    if (!place) return;
    saveProgress(progress);
    if (isTrial && place.spineIndex >= openUnits) setAtBoundary(true);
  }, [place, progress, saveProgress, isTrial, openUnits]);

  const current = place ? currentTocNode(nodes, place.spineIndex + 1, spineOf) : null;
  const goto = (target: FrameTarget) => {
    setAtBoundary(false);
    setLockedAsked(null);
    setPanel(null);
    send({ type: 'goto', target });
  };

  return (
    <>
      <ReaderShell
        title={decodeHtmlEntities(detail?.Title ?? '')}
        trialNote={isTrial ? `试读 · 前${openUnits}章` : null}
        theme={settings.theme}
        progress={progress}
        position={
          place ? `${current?.Title ?? ''}  第${place.page}/${place.pages}页`.trim() : '正在排版…'
        }
        panel={panel}
        onPanel={setPanel}
        onPrev={prev}
        onNext={next}
        direction={place?.direction ?? 'ltr'}
        problem={
          detail
            ? { objectId: detail.Id, objectType: detail.ObjectType, pageNumber: place?.page }
            : undefined
        }
        controls={
          <EpubControls
            fontSize={settings.fontSize}
            theme={settings.theme}
            onFontSize={(fontSize) => setSettings((old) => ({ ...old, fontSize }))}
            onTheme={(theme) => setSettings((old) => ({ ...old, theme }))}
          />
        }
        toc={
          <TocList
            nodes={nodes}
            currentId={current?.Id ?? null}
            onSelect={(node) =>
              goto(
                node.Id < 0
                  ? { href: node.ExternalId }
                  : { spineIndex: Math.max(0, (node.SpineIndex ?? 1) - 1), fraction: 0 },
              )
            }
          />
        }
        search={
          <SearchPanel
            onSearch={async (query) =>
              (await frame.search(query)).map((hit) => ({
                key: hit.mark,
                label:
                  currentTocNode(nodes, hit.spineIndex + 1, spineOf)?.Title ??
                  `第${hit.spineIndex + 1}部分`,
                excerpt: hit.excerpt,
              }))
            }
            onOpen={(hit) => goto({ mark: hit.key })}
          />
        }
        bookmarks={
          <BookmarkPanel
            contentId={contentId}
            loggedIn={loggedIn}
            returnTo={returnTo}
            current={
              place
                ? {
                    mediaType: 'epub',
                    location: place.mark,
                    process: progress,
                    chapterTitle: (current?.Title ?? '').slice(0, BOOKMARK_CHAPTER_MAX),
                    excerpt: place.excerpt.slice(0, BOOKMARK_EXCERPT_MAX),
                  }
                : null
            }
            onOpen={(bookmark) =>
              MARK_PATTERN.test(bookmark.Location) && goto({ mark: bookmark.Location })
            }
          />
        }
        overlay={
          lockedAsked ? (
            <TrialBoundary
              reason="locked"
              chapterTitle={lockedAsked.Title}
              contentId={contentId}
              trialUnits={openUnits}
              unitName="章"
              loggedIn={loggedIn}
              returnTo={returnTo}
              onBack={() => setLockedAsked(null)}
            />
          ) : atBoundary ? (
            <TrialBoundary
              contentId={contentId}
              trialUnits={openUnits}
              unitName="章"
              loggedIn={loggedIn}
              returnTo={returnTo}
              onBack={prev}
            />
          ) : frame.error ? (
            <p className="reader-status-closing">{frame.error}</p>
          ) : null
        }
      >
        {/* the sandboxed frame (reader-frame-element.ts) is put here by useEpubFrame */}
        <div ref={frame.slot} className="reader-frame-slot" data-waiting-for={waitingFor} />
      </ReaderShell>
      {'kind' in state ? null : <ReaderStatus state={state} />}
    </>
  );
}
