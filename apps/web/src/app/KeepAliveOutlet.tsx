import { useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { KEEP_ALIVE_PATHS } from '../config/routes';

/**
 * Renders the matched page; home and help stay mounted (hidden) once visited,
 * keeping their state. A hidden page stays laid out at its width (layout.css
 * '.keep-alive-page'), so that it comes back exactly as it was left.
 */
export function KeepAliveOutlet() {
  const location = useLocation();
  const outlet = useOutlet();
  const cache = useRef(new Map<string, ReactNode>());
  const activeKey = KEEP_ALIVE_PATHS.includes(location.pathname) ? location.pathname : null;
  if (activeKey && !cache.current.has(activeKey)) cache.current.set(activeKey, outlet);
  return (
    <>
      {[...cache.current].map(([key, element]) => (
        <div key={key} className="keep-alive-page" hidden={key !== activeKey}>
          {element}
        </div>
      ))}
      {activeKey ? null : outlet}
    </>
  );
}
