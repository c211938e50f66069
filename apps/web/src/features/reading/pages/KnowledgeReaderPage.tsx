import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TocNode } from '@moyue/contracts/api/reading';
import { ApiError } from '../../../api/api-error';
import { isLoggedInNow } from '../../../stores/app-store';
import { useContentDetail } from '../../../api/content-detail';
import { useTableOfContents } from '../../../api/table-of-contents';
import { useViewerKey } from '../../../hooks/use-viewer-key';
import { useTocContent } from '../api/table-of-contents';
import { ReaderShell, type ReaderPanel } from '../components/ReaderShell';
import { SearchPanel } from '../components/SearchPanel';
import { ReaderMissingBook } from '../components/ReaderMissingBook';
import { TocList } from '../components/TocList';
import { TrialBoundary } from '../components/TrialBoundary';
import { useProgressSaver } from '../hooks/use-reading-progress';
import { findTocNode } from '../reading-position';

const flatten = (nodes: readonly TocNode[]): TocNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.Childs)]);

/** knowledgeReader (spec §2): the text of a content item node by node, from GET tableofcontent/content. */
export function KnowledgeReaderPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (id === '') return <ReaderMissingBook />;
  return <KnowledgeReader id={id} tocValue={params.get('tocValue')} />;
}

function KnowledgeReader({ id, tocValue }: { id: string; tocValue: string | null }) {
  const viewer = useViewerKey();
  const detail = useContentDetail({ id }, viewer);
  const toc = useTableOfContents(Number(id), viewer);
  const order = useMemo(() => flatten(toc.data?.ItemList ?? []), [toc.data]);
  const [tocId, setTocId] = useState<number | null>(null);
  // The reader's own start (not a node the address or the reader chose): it moves past heading-only nodes.
  const [autoStart, setAutoStart] = useState(false);
  // A node the address asked for beyond the trial: said so, and the trial opened instead.
  const [lockedAsked, setLockedAsked] = useState<TocNode | null>(null);
  const [panel, setPanel] = useState<ReaderPanel | null>(null);
  const returnTo = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (tocId !== null || order.length === 0) return;
    const wanted = tocValue ? findTocNode(order, tocValue) : null;
    if (wanted && !wanted.IsLock) return setTocId(wanted.Id);
    if (wanted) setLockedAsked(wanted);
    setAutoStart(true);
    setTocId((order.find((item) => !item.IsLock) ?? order[0]!).Id);
  }, [order, tocValue, tocId]);
  const content = useTocContent(id, tocId);
  const index = order.findIndex((node) => node.Id === tocId);
  const node = index >= 0 ? order[index] : null;
  useEffect(() => {
    if (!autoStart || !content.data) return;
    const following = order[index + 1];
    if (content.data.Passages.length > 0 || !following || following.IsLock) setAutoStart(false);
    else setTocId(following.Id);
  }, [autoStart, content.data, order, index]);
  const progress = order.length > 0 && index >= 0 ? (index + 1) / order.length : 0;
  const saveProgress = useProgressSaver(
    useMemo(
      () =>
        detail.data
          ? { id: detail.data.Id, objectType: detail.data.ObjectType, title: detail.data.Title }
          : null,
      [detail.data],
    ),
  );
  useEffect(() => {
    if (content.data) saveProgress(progress);
  }, [content.data, progress, saveProgress]);
  const go = useCallback(
    (to: number) => {
      const target = order[to];
      setAutoStart(false);
      setLockedAsked(null);
      if (target) setTocId(target.Id);
    },
    [order],
  );
  // spec §5: a locked node cannot be opened; the server refuses its text as well.
  const locked = node?.IsLock === true;
  const failure = content.error instanceof ApiError ? content.error.description : '';

  if (detail.isPending || toc.isPending)
    return (
      <div className="reader-status" role="status">
        <Spin />
      </div>
    );
  return (
    <ReaderShell
      title={decodeHtmlEntities(detail.data?.Title ?? '')}
      trialNote={toc.data?.IsTrial ? `试读 · 前${toc.data.TrialUnits}节` : null}
      theme="day"
      progress={progress}
      position={node?.Title ?? ''}
      panel={panel}
      onPanel={setPanel}
      onPrev={() => go(index - 1)}
      onNext={() => go(index + 1)}
      toc={
        <TocList
          nodes={toc.data?.ItemList ?? []}
          currentId={tocId}
          onSelect={(picked) => {
            setPanel(null);
            setAutoStart(false);
            setLockedAsked(null);
            setTocId(picked.Id);
          }}
        />
      }
      search={
        <SearchPanel
          onSearch={async (query) =>
            (content.data?.Passages ?? [])
              .filter((passage) => passage.Text.includes(query))
              .map((passage) => ({
                key: String(passage.Id),
                label: `第${passage.Page}页`,
                excerpt: passage.Text.slice(
                  Math.max(0, passage.Text.indexOf(query) - 20),
                  passage.Text.indexOf(query) + 60,
                ),
              }))
          }
          onOpen={(hit) => {
            setPanel(null);
            document.getElementById(`passage-${hit.key}`)?.scrollIntoView();
          }}
        />
      }
      bookmarks={<p className="reader-empty">知识阅读暂不支持书签</p>}
      overlay={
        lockedAsked ? (
          <TrialBoundary
            reason="locked"
            chapterTitle={lockedAsked.Title}
            contentId={id}
            trialUnits={toc.data?.TrialUnits ?? 0}
            unitName="节"
            loggedIn={isLoggedInNow()}
            returnTo={returnTo}
            onBack={() => setLockedAsked(null)}
          />
        ) : locked ? (
          <TrialBoundary
            contentId={id}
            trialUnits={toc.data?.TrialUnits ?? 0}
            unitName="节"
            loggedIn={isLoggedInNow()}
            returnTo={returnTo}
            onBack={() => go(index - 1)}
          />
        ) : null
      }
    >
      <article className="reader-knowledge">
        <h2>{content.data?.Title ?? node?.Title}</h2>
        {content.isPending && tocId !== null ? <Spin /> : null}
        {failure && !locked ? <p className="reader-status-closing">{failure}</p> : null}
        {(content.data?.Passages ?? []).map((passage) => (
          <p key={passage.Id} id={`passage-${passage.Id}`}>
            {passage.Text}
          </p>
        ))}
        {toc.data && order.length === 0 ? <p className="reader-empty">暂无目录</p> : null}
      </article>
    </ReaderShell>
  );
}
