import { useEffect, useState } from 'react';
import { AUTO_CLOSE_MS } from '@moyue/contracts/limits';
import { getHref } from '../../../config/paths';
import { CookieName, getCookie } from '../../../lib/cookies';
import { isLoggedInNow, useAppStore } from '../../../stores/app-store';
import { getContentDetail } from '../api/content-detail';
import { authorizeLicence, createLicence, createRsaPair } from '../api/licence';
import { decryptBook } from '../licence/book-crypto';
import { loadDeviceKeys } from '../licence/device-keys';
import { fetchBookFile } from '../licence/fetch-book-file';
import {
  openBook,
  type OpenBookDeps,
  type OpenBookPhase,
  type OpenedBook,
} from '../licence/open-book';

export type OpenBookState =
  { status: 'opening'; phase: OpenBookPhase } | { status: 'closing'; message: string } | OpenedBook;

const browserDeps = (onPhase: (phase: OpenBookPhase) => void): OpenBookDeps => ({
  contentDetail: getContentDetail,
  createLicence,
  authorize: authorizeLicence,
  download: fetchBookFile,
  deviceKeys: () => loadDeviceKeys(createRsaPair),
  decrypt: decryptBook,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  onPhase,
});

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
    const user = useAppStore.getState().user;
    void openBook(
      {
        id,
        mediaType,
        organizationExternalId: getCookie(CookieName.OrganizationExternalId),
        userinfo: isLoggedInNow()
          ? { NickName: user?.NickName ?? null, ExternalId: user?.ExternalId ?? null }
          : null,
        currentPath: `${location.pathname}${location.search}`,
      },
      browserDeps((phase) => {
        if (alive) setState({ status: 'opening', phase });
      }),
    ).then((result) => {
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
