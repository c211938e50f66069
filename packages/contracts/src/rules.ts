import { CertificationMessages, certificationWarningDays } from './messages.ts';
import {
  HOT_WORD_MAX_LENGTH_EXCLUSIVE,
  HOT_WORDS_SHOWN,
  MAX_COMMENT_SCORE,
  MIN_COMMENT_SCORE,
  RECENTLY_VIEWED_LIMIT,
} from './limits.ts';

/**
 * spec §4: recently viewed ids skip duplicates, keep at most 6 and drop the
 * oldest. The list is oldest first; a new id goes to the end.
 */
export function addRecentlyViewed(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return [...ids];
  const next = [...ids, id];
  return next.slice(Math.max(0, next.length - RECENTLY_VIEWED_LIMIT));
}

/** spec §3/§9: hot words with a non-empty Title under 8 characters, at most 6. */
export function visibleHotWords<T extends { Title: string }>(words: readonly T[]): T[] {
  return words
    .filter((word) => {
      const length = Array.from(word.Title.trim()).length;
      return length > 0 && length < HOT_WORD_MAX_LENGTH_EXCLUSIVE;
    })
    .slice(0, HOT_WORDS_SHOWN);
}

/** spec §4: clicking the current score lowers it by one; any other star sets it. */
export function nextScoreOnClick(current: number, clicked: number): number {
  const next = clicked === current ? current - 1 : clicked;
  return Math.min(MAX_COMMENT_SCORE, Math.max(MIN_COMMENT_SCORE, next));
}

export type CertificationState =
  { kind: 'none' } | { kind: 'expired' } | { kind: 'expiring'; days: number } | { kind: 'valid' };

/**
 * spec §4: State 4 is certified; Warning 0 means expired, a positive Warning
 * the days left. Unverified: no organisation, or Warning 0 with State 4.
 */
export function certificationState(
  org: { State: number; Warning: number } | null | undefined,
): CertificationState {
  if (!org) return { kind: 'none' };
  if (org.State !== 4) return { kind: 'none' };
  if (org.Warning === 0) return { kind: 'expired' };
  if (org.Warning > 0) return { kind: 'expiring', days: org.Warning };
  return { kind: 'valid' };
}

/** spec §8: the header warning text, or null when nothing needs saying. */
export function certificationWarningText(state: CertificationState): string | null {
  switch (state.kind) {
    case 'expired':
      return CertificationMessages.WarningExpired;
    case 'expiring':
      return certificationWarningDays(state.days);
    case 'none':
    case 'valid':
      return null;
  }
}
