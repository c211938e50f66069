import { useEffect, useState } from 'react';
import { AUTO_CLOSE_MS } from '@moyue/contracts/ui-constants';
import { getHref } from '../../../config/paths';
import { openBookHere, takeStartedOpening } from '../licence/book-opening';
import type { OpenBookPhase, OpenedBook } from '../licence/open-book';

export type OpenBookState =
  { status: 'opening'; phase: OpenBookPhase } | { status: 'closing'; message: string } | OpenedBook;
/** spec §8: after a licence failure or timeout the page closes itself 5 s later. */
export function closePageSoon(): () => void {
  const timer = window.setTimeout(() => window.close(), AUTO_CLOSE_MS);
  return () => window.clearTimeout(timer);
}

/** Runs the licence flow once for the book in the address; the page renders from its state. */
export function useOpenBook(id: string, mediaType: 'epub' | 'pdf'): OpenBookState {
  const [state, setState] = useState<OpenBookState>({ status: 'opening', phase: 'detail' });
  useEffect(() => {
    let alive = true;
    let cancelClose = () => undefined as void;
    const onPhase = (phase: OpenBookPhase) => {
      if (alive) setState({ status: 'opening', phase });
    };
    // The router may have started the flow already, with the page's chunk (book-opening.ts).
    const opening =
      takeStartedOpening(id, mediaType, onPhase) ?? openBookHere(id, mediaType, onPhase);
    void opening.then((result) => {
      if (!alive) return;
      if (result.kind === 'login') {
        location.assign(getHref.login(result.redirect));
        return;
      }
      if (result.kind === 'close') {
        setState({ status: 'closing', message: result.message });
        cancelClose = closePageSoon();
        return;
      }
      setState(result);
    });
    return () => {
      alive = false;
      cancelClose();
    };
  }, [id, mediaType]);
  return state;
}
