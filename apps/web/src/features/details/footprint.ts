import { addRecentlyViewed } from '@moyue/contracts/rules';
import { getCookie, setCookie } from '../../lib/cookies';

/** spec §3: the recently viewed ids cookie. */
export const RECENTLY_VIEWED_COOKIE = 'ids';
/** How long the browser keeps the list (ours; the spec names none): 30 days. */
const RECENTLY_VIEWED_SECONDS = 30 * 24 * 3600;

/** The ids in the cookie, newest first; a malformed cookie reads as empty. */
export function readRecentlyViewed(): string[] {
  const text = getCookie(RECENTLY_VIEWED_COOKIE);
  if (!text) return [];
  return text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[\w-]{1,64}$/.test(id));
}

/** spec §4: a viewed id joins the front; duplicates are skipped, at most 6 kept, the oldest dropped. */
export function recordRecentlyViewed(id: string | number): string[] {
  const ids = addRecentlyViewed(readRecentlyViewed(), String(id));
  setCookie(RECENTLY_VIEWED_COOKIE, ids.join(','), RECENTLY_VIEWED_SECONDS);
  return ids;
}
