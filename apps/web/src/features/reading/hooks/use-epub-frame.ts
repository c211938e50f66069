import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  AppToFrameSchema,
  FrameToAppSchema,
  envelopeOf,
  readMessage,
  type AppToFrame,
  type FrameLocation,
  type FrameTocItem,
  type FrameToApp,
} from '../frame/protocol';
import { FRAME_ORIGIN, adoptReaderFrame, type EarlyReaderFrame } from '../reader-frame-element';
import { fetchVerticalFont } from '../vertical-font-file';

type SearchHit = Extract<FrameToApp, { type: 'search-results' }>['results'][number];

/**
 * Talks to the EPUB frame: validated messages in, typed commands out. The
 * frame lives in `slot` (an element of the page's): the one the router
 * started early, or a new one (reader-frame-element.ts).
 */
export function useEpubFrame(onKey: (key: 'next' | 'prev') => void, title: string) {
  const slot = useRef<HTMLDivElement | null>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const adopted = useRef<EarlyReaderFrame | null>(null);
  const [ready, setReady] = useState(false);
  const [toc, setToc] = useState<FrameTocItem[] | null>(null);
  const [location, setLocation] = useState<FrameLocation | null>(null);
  const [error, setError] = useState('');
  const searches = useRef(new Map<number, (hits: SearchHit[]) => void>());
  const nextRequest = useRef(1);
  const keyHandler = useRef(onKey);
  keyHandler.current = onKey;

  // Before the listener below: it checks messages against this frame's window.
  useLayoutEffect(() => {
    if (!slot.current) return;
    const entry = adoptReaderFrame(slot.current);
    adopted.current = entry;
    frame.current = entry.element;
    return () => {
      entry.element.remove();
      frame.current = null;
      adopted.current = null;
      // A remount (React's StrictMode does one in development) gets a new frame that must say 'ready' itself.
      setReady(false);
    };
  }, []);

  useEffect(() => {
    frame.current?.setAttribute('title', title);
  }, [title]);

  const send = useCallback((message: AppToFrame, transfer: Transferable[] = []) => {
    AppToFrameSchema.parse(message);
    // The frame's origin is opaque, so '*' is the only target; the window is ours (checked below on replies).
    frame.current?.contentWindow?.postMessage(envelopeOf(message), '*', transfer);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readMessage(
        event,
        frame.current?.contentWindow ?? null,
        FRAME_ORIGIN,
        FrameToAppSchema,
      );
      if (!message) return;
      switch (message.type) {
        case 'ready':
          return setReady(true);
        case 'opened':
          return setToc(message.toc);
        case 'relocated':
          return setLocation(message.location);
        case 'search-results':
          searches.current.get(message.requestId)?.(message.results);
          searches.current.delete(message.requestId);
          return;
        case 'key':
          return keyHandler.current(message.key);
        case 'error':
          return setError(message.message);
        case 'need-vertical-font':
          void fetchVerticalFont().then((font) =>
            send({ type: 'vertical-font', font }, font ? [font] : []),
          );
          return;
      }
    };
    window.addEventListener('message', onMessage);
    // An early frame may have said 'ready' before this page listened.
    if (adopted.current?.ready) setReady(true);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);

  const search = useCallback(
    (query: string) =>
      new Promise<SearchHit[]>((resolve) => {
        const requestId = nextRequest.current++;
        searches.current.set(requestId, resolve);
        send({ type: 'search', requestId, query });
      }),
    [send],
  );

  return { slot, frame, ready, toc, location, error, send, search };
}
