import { afterEach, describe, expect, it } from 'vitest';
import { envelopeOf } from './frame/protocol';
import {
  READER_FRAME_URL,
  adoptReaderFrame,
  startReaderFrame,
  type EarlyReaderFrame,
} from './reader-frame-element';

type Movable = { moveBefore?: (node: Node, child: Node | null) => void };
const prototype = Element.prototype as Movable;

/** jsdom has no moveBefore; Chromium's keeps the moved frame's document (checked in e2e). */
function withMoveBefore(): void {
  prototype.moveBefore = function (this: Element, node: Node, child: Node | null) {
    this.insertBefore(node, child);
  };
}

function sayReady(frame: HTMLIFrameElement, origin = 'null'): void {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: envelopeOf({ type: 'ready' }),
      origin,
      source: frame.contentWindow,
    }),
  );
}

const adoptInto = (): [HTMLDivElement, EarlyReaderFrame] => {
  const slot = document.createElement('div');
  document.body.append(slot);
  return [slot, adoptReaderFrame(slot)];
};

afterEach(() => {
  delete prototype.moveBefore;
  document.body.innerHTML = '';
});

describe('the EPUB frame element', () => {
  it('is sandboxed to scripts only: never the app origin', () => {
    const [slot, { element, ready }] = adoptInto();
    expect(element.parentElement).toBe(slot);
    expect(element.getAttribute('sandbox')).toBe('allow-scripts');
    expect(element.getAttribute('src')).toBe(READER_FRAME_URL);
    expect(element.referrerPolicy).toBe('no-referrer');
    expect(ready).toBe(false);
  });

  it('is not started early where the browser cannot move a frame without reloading it', () => {
    startReaderFrame();
    expect(document.querySelector('iframe')).toBeNull();
    const [, { element }] = adoptInto();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(element.isConnected).toBe(true);
  });

  it('started by the router, moves into the page, its holder goes, and its earlier ready counts', async () => {
    withMoveBefore();
    startReaderFrame();
    startReaderFrame(); // a second match while the first waits makes no second frame
    const early = document.querySelector<HTMLIFrameElement>('.reader-frame-holder iframe');
    expect(early).not.toBeNull();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    sayReady(early!);
    // The message is checked once the protocol's chunk is there, which the reader's
    // page imports before it adopts the frame.
    await import('./frame/protocol');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [slot, adopted] = adoptInto();
    expect(adopted.element).toBe(early);
    expect(adopted.element.parentElement).toBe(slot);
    expect(adopted.ready).toBe(true);
    expect(document.querySelector('.reader-frame-holder')).toBeNull();
    // taken once: the next reader page gets a frame of its own
    const [, next] = adoptInto();
    expect(next.element).not.toBe(early);
  });

  it('ignores a ready that is not from its frame or not from an opaque origin', () => {
    withMoveBefore();
    startReaderFrame();
    const early = document.querySelector<HTMLIFrameElement>('.reader-frame-holder iframe')!;
    sayReady(early, 'http://localhost');
    const other = document.createElement('iframe');
    document.body.append(other);
    sayReady(other);
    const [, adopted] = adoptInto();
    expect(adopted.element).toBe(early);
    expect(adopted.ready).toBe(false);
  });
});
