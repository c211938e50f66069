import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type QueryPatch = Record<string, string | number | null | undefined>;

/**
 * The search pages keep their filters in the address query, so a search can
 * be shared, reloaded and walked back. `update` merges a patch (blank values
 * and page 1 remove the field) and, unless the patch names the page (cp), goes back to
 * page 1: a new filter starts a new result list.
 */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: QueryPatch) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (!('cp' in patch)) next.delete('cp');
        for (const [name, value] of Object.entries(patch)) {
          // Page 1 is the default: leave it out of the address.
          if (
            value === undefined ||
            value === null ||
            value === '' ||
            (name === 'cp' && value === 1)
          )
            next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      });
    },
    [setParams],
  );
  return [params, update] as const;
}
