import { useCallback, useEffect, useRef, useState } from 'react';
import { isLoggedInNow } from '../../../stores/app-store';
import { getReadingProgress, saveReadingProgress } from '../api/reading-progress';
import { queryProcess } from '../reading-position';

/** How long the reader stays on a page before its place is saved. */
export const PROGRESS_SAVE_DELAY_MS = 1_500;

/**
 * Where to open: the address's `process` (spec §2) if given, else the saved
 * Process of a signed-in reader (GET history/process), else the start.
 * null while it is being looked up.
 */
export function useStartProcess(contentId: string, queryValue: string | null): number | null {
  const fromQuery = queryProcess(queryValue);
  const [saved, setSaved] = useState<number | null>(fromQuery ?? (isLoggedInNow() ? null : 0));
  useEffect(() => {
    if (fromQuery !== null || !isLoggedInNow() || contentId === '') return;
    let alive = true;
    getReadingProgress(contentId)
      .then((data) => alive && setSaved(data.Process))
      .catch(() => alive && setSaved(0));
    return () => {
      alive = false;
    };
  }, [contentId, fromQuery]);
  return fromQuery ?? saved;
}

/** Saves the reader's place (POST history/create, ActionType 1) a moment after it settles; signed-in readers only. */
export function useProgressSaver(book: { id: number; objectType: number; title: string } | null) {
  const timer = useRef<number | undefined>(undefined);
  const last = useRef<number | null>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (process: number) => {
      if (!book || !isLoggedInNow()) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (last.current !== null && Math.abs(last.current - process) < 0.0001) return;
        last.current = process;
        saveReadingProgress({
          objectId: book.id,
          objectType: book.objectType,
          title: book.title,
          process,
        }).catch((error: unknown) => console.warn('reading progress not saved', error));
      }, PROGRESS_SAVE_DELAY_MS);
    },
    [book],
  );
}
