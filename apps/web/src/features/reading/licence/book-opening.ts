import { CookieName, getCookie } from '../../../lib/cookies';
import { isLoggedInNow, useAppStore } from '../../../stores/app-store';
import { getContentDetail } from '../../../api/content-detail';
import { authorizeLicence, createLicence, createRsaPair } from '../api/licence';
import { decryptBook } from './book-crypto';
import { loadDeviceKeys } from './device-keys';
import { fetchBookFile } from './fetch-book-file';
import { openBook, type OpenBookDeps, type OpenBookPhase, type OpenBookResult } from './open-book';

// The licence flow starts as soon as the router matches a reader's address —
// while the reader's own chunk (pdf.js, the EPUB frame) is still loading — and
// the page picks up the flow already under way (issue 6 benchmark: the first
// page within 1.5 s). This module is small and lives in the main bundle.

type MediaType = 'epub' | 'pdf';

interface StartedOpening {
  promise: Promise<OpenBookResult>;
  phase: OpenBookPhase;
  onPhase: ((phase: OpenBookPhase) => void) | null;
}

/** How long a started flow waits for its page before it is dropped (the page normally takes it at once). */
const PICKUP_MS = 60_000;
const started = new Map<string, StartedOpening>();
const keyOf = (id: string, mediaType: MediaType) => `${mediaType}:${id}`;

/** The browser's licence flow dependencies. */
export const browserOpenBookDeps = (onPhase: (phase: OpenBookPhase) => void): OpenBookDeps => ({
  contentDetail: (id) => getContentDetail({ id }),
  createLicence,
  authorize: authorizeLicence,
  download: fetchBookFile,
  deviceKeys: () => loadDeviceKeys(createRsaPair),
  decrypt: decryptBook,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  onPhase,
});

/** Opens the book of the current address for this reader (the page's request of spec §2/§7). */
export function openBookHere(
  id: string,
  mediaType: MediaType,
  onPhase: (phase: OpenBookPhase) => void,
): Promise<OpenBookResult> {
  const user = useAppStore.getState().user;
  return openBook(
    {
      id,
      mediaType,
      organizationExternalId: getCookie(CookieName.OrganizationExternalId),
      userinfo: isLoggedInNow()
        ? { NickName: user?.NickName ?? null, ExternalId: user?.ExternalId ?? null }
        : null,
      currentPath: `${location.pathname}${location.search}`,
    },
    browserOpenBookDeps(onPhase),
  );
}

/** Starts the flow for the reader address being loaded (called by the router with the page's chunk). */
export function startOpeningBook(mediaType: MediaType): void {
  const id = new URLSearchParams(location.search).get('id') ?? '';
  const key = keyOf(id, mediaType);
  if (id === '' || started.has(key)) return;
  // openBook reports its first phase at once, so the progress exists before it runs.
  const progress: Omit<StartedOpening, 'promise'> = { phase: 'detail', onPhase: null };
  const promise = openBookHere(id, mediaType, (phase) => {
    progress.phase = phase;
    progress.onPhase?.(phase);
  });
  const entry: StartedOpening = Object.assign(progress, { promise });
  started.set(key, entry);
  window.setTimeout(() => {
    if (started.get(key) === entry) started.delete(key);
  }, PICKUP_MS);
}

/** The flow started for this book, once (its phases now reported to `onPhase`); null when none was started. */
export function takeStartedOpening(
  id: string,
  mediaType: MediaType,
  onPhase: (phase: OpenBookPhase) => void,
): Promise<OpenBookResult> | null {
  const key = keyOf(id, mediaType);
  const entry = started.get(key);
  if (!entry) return null;
  started.delete(key);
  entry.onPhase = onPhase;
  onPhase(entry.phase);
  return entry.promise;
}
