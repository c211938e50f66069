import { CertificationMessages, TaskMessages, certificationWarningDays } from './messages.ts';
import {
  CERTIFIED_STATE,
  HOT_WORD_MAX_LENGTH_EXCLUSIVE,
  HOT_WORDS_SHOWN,
  MAX_COMMENT_SCORE,
  MIN_COMMENT_SCORE,
  RECENTLY_VIEWED_LIMIT,
  TaskState,
} from './limits.ts';

/**
 * spec §4: recently viewed ids (the `ids` cookie) skip duplicates, keep at
 * most 6 and drop the oldest. The list is NEWEST FIRST: a new id goes to the
 * front and the last one falls off. An id already in the list is skipped
 * (the list is returned unchanged, as a copy); a blank id is ignored. A list
 * read from a tampered cookie is cleaned of duplicates and cut to 6 too.
 */
export function addRecentlyViewed(ids: readonly string[], id: string): string[] {
  const current = [...new Set(ids)].slice(0, RECENTLY_VIEWED_LIMIT);
  if (!id || current.includes(id)) return current;
  return [id, ...current].slice(0, RECENTLY_VIEWED_LIMIT);
}

/**
 * spec §3/§9: hot words whose Title is non-empty (after trim) and under 8
 * characters (code points), in their order, at most 6.
 */
export function visibleHotWords<T extends { Title?: string | null }>(words: readonly T[]): T[] {
  return words
    .filter((word) => {
      const length = Array.from((word.Title ?? '').trim()).length;
      return length > 0 && length < HOT_WORD_MAX_LENGTH_EXCLUSIVE;
    })
    .slice(0, HOT_WORDS_SHOWN);
}

/**
 * spec §4: comment score 1 to 5; clicking the current score lowers it by one
 * (never below 1); any other star sets it.
 */
export function nextScoreOnClick(current: number, clicked: number): number {
  const next = clicked === current ? current - 1 : clicked;
  return Math.min(MAX_COMMENT_SCORE, Math.max(MIN_COMMENT_SCORE, Math.round(next)));
}

/** spec §4: only tasks to do (0) and claimable (1) can be clicked. */
export const isTaskClickable = (state: number): boolean =>
  state === TaskState.ToDo || state === TaskState.Claimable;

/** spec §4: the button text of a task state. */
export function taskStateText(state: number): string {
  if (state === TaskState.Claimable) return TaskMessages.Claimable;
  if (state === TaskState.Claimed) return TaskMessages.Claimed;
  return TaskMessages.ToDo;
}

export type CertificationState =
  { kind: 'none' } | { kind: 'expired' } | { kind: 'expiring'; days: number } | { kind: 'valid' };

/** The organisation fields certification reads (spec §3 'User organisation'). */
export interface CertificationSource {
  State: number;
  /** Days until certification expiry: 0 expired, positive N days left; absent when not near. */
  Warning?: number | null;
}

/**
 * spec §4: State 4 is certified; with it, Warning 0 means expired and a
 * positive Warning the days left. Any other State, or no organisation, is
 * 'none' (not certified).
 */
export function certificationState(
  org: CertificationSource | null | undefined,
): CertificationState {
  if (!org || org.State !== CERTIFIED_STATE) return { kind: 'none' };
  const warning = org.Warning;
  if (warning === 0) return { kind: 'expired' };
  if (typeof warning === 'number' && warning > 0)
    return { kind: 'expiring', days: Math.ceil(warning) };
  return { kind: 'valid' };
}

/**
 * spec §4: an unverified institution is no organisation, or Warning 0 with
 * State 4 (expired). Such users are told to certify (spec §6/§8).
 */
export const isUnverifiedInstitution = (org: CertificationSource | null | undefined): boolean => {
  const state = certificationState(org);
  return !org || state.kind === 'expired';
};

/** spec §8: the alert for an unverified institution ('请先认证机构！' or '您的认证已到期，请重新认证！'), or null. */
export function certificationAlert(org: CertificationSource | null | undefined): string | null {
  if (!org) return CertificationMessages.NoOrganization;
  return certificationState(org).kind === 'expired' ? CertificationMessages.Expired : null;
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
