/** The address of the sandboxed EPUB frame (a page of its own, built beside index.html). */
export const READER_FRAME_URL = '/reader-frame.html';
/** A sandboxed document without allow-same-origin has an opaque origin, serialised 'null'. */
export const FRAME_ORIGIN = 'null';

/** The one way the EPUB frame is made: scripts only, never the app's origin (no allow-same-origin). */
export function createReaderFrame(): HTMLIFrameElement {
  const element = document.createElement('iframe');
  element.className = 'reader-frame';
  element.setAttribute('sandbox', 'allow-scripts');
  element.referrerPolicy = 'no-referrer';
  element.src = READER_FRAME_URL;
  return element;
}

/** A frame made before its page rendered; `ready` once it said so (its message may come before the page listens). */
export interface EarlyReaderFrame {
  element: HTMLIFrameElement;
  ready: boolean;
}

type MovableParent = Element & { moveBefore(node: Node, child: Node | null): void };

/** Whether the browser moves a node without reloading it (an iframe keeps its document). */
const canMoveFrames = (): boolean =>
  typeof (Element.prototype as Partial<MovableParent>).moveBefore === 'function';

let early: EarlyReaderFrame | null = null;

// The router makes the EPUB frame as soon as it matches /epubReader, while the
// reader's chunk still loads: the frame's page and epub.js load side by side
// with the licence flow (issue 6 benchmark: the first page within 1.5 s). The
// page then moves it into place with moveBefore, which keeps its document;
// a browser without moveBefore gets a frame of the page's own instead.
/** Starts loading the EPUB frame off-screen, for the reader page to adopt. */
export function startReaderFrame(): void {
  if (early || !canMoveFrames()) return;
  const holder = document.createElement('div');
  holder.className = 'reader-frame-holder';
  holder.setAttribute('aria-hidden', 'true');
  const element = createReaderFrame();
  holder.append(element);
  document.body.append(holder);
  const entry: EarlyReaderFrame = { element, ready: false };
  // The frame protocol's schemas (zod) load beside the reader's chunk, which
  // imports them too, not with the shell (issue 16); a message is checked once
  // they are there, before the page adopts the frame.
  const protocol = import('./frame/protocol');
  const onMessage = (event: MessageEvent) => {
    void protocol.then(({ FrameToAppSchema, readMessage }) => {
      const message = readMessage(event, element.contentWindow, FRAME_ORIGIN, FrameToAppSchema);
      if (message?.type !== 'ready') return;
      entry.ready = true;
      window.removeEventListener('message', onMessage);
    });
  };
  window.addEventListener('message', onMessage);
  early = entry;
}

/** Puts the EPUB frame into `parent`: the one the router started (moved, still loaded), or a new one. */
export function adoptReaderFrame(parent: Element): EarlyReaderFrame {
  const entry = early;
  early = null;
  if (!entry) {
    const element = createReaderFrame();
    parent.append(element);
    return { element, ready: false };
  }
  const holder = entry.element.parentElement;
  (parent as MovableParent).moveBefore(entry.element, null);
  if (holder?.classList.contains('reader-frame-holder')) holder.remove();
  return entry;
}
