import { useCallback, useEffect, useRef, useState } from 'react';
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

/** The address of the sandboxed EPUB frame (a page of its own, built beside index.html). */
export const READER_FRAME_URL = '/reader-frame.html';
/** A sandboxed document without allow-same-origin has an opaque origin, serialised 'null'. */
export const FRAME_ORIGIN = 'null';

type SearchHit = Extract<FrameToApp, { type: 'search-results' }>['results'][number];

/** Talks to the EPUB frame: validated messages in, typed commands out. */
export function useEpubFrame(onKey: (key: 'next' | 'prev') => void) {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const [ready, setReady] = useState(false);
  const [toc, setToc] = useState<FrameTocItem[] | null>(null);
  const [location, setLocation] = useState<FrameLocation | null>(null);
  const [error, setError] = useState('');
  const searches = useRef(new Map<number, (hits: SearchHit[]) => void>());
  const nextRequest = useRef(1);
  const keyHandler = useRef(onKey);
  keyHandler.current = onKey;

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
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const send = useCallback((message: AppToFrame, transfer: Transferable[] = []) => {
    AppToFrameSchema.parse(message);
    // The frame's origin is opaque, so '*' is the only target; the window is ours (checked above on replies).
    frame.current?.contentWindow?.postMessage(envelopeOf(message), '*', transfer);
  }, []);

  const search = useCallback(
    (query: string) =>
      new Promise<SearchHit[]>((resolve) => {
        const requestId = nextRequest.current++;
        searches.current.set(requestId, resolve);
        send({ type: 'search', requestId, query });
      }),
    [send],
  );

  return { frame, ready, toc, location, error, send, search };
}
