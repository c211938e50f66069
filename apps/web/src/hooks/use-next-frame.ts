import { useEffect, type DependencyList } from 'react';

/**
 * Runs `measure` at the start of the next frame's rendering step (requestAnimationFrame), where
 * the browser lays the page out anyway: never inside React's commit, where reading a size
 * forces a layout of the whole page in the same task (on a phone, home's and the search page's
 * longest task; issue 16). State it sets with flushSync is drawn in that same frame, so no frame
 * shows the page before the measure.
 */
export function useMeasureNextFrame(measure: () => void, deps: DependencyList): void {
  useEffect(() => {
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
    // The caller names what the measure depends on, as for an effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
