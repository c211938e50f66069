import { lazy, Suspense } from 'react';

/** The same words without antd, for when even the error page's code cannot load (a new deployment). */
function PlainRouteErrorPage() {
  return (
    <div className="route-error-plain" role="alert">
      <p>页面出错了</p>
      <p>页面加载失败，请刷新后重试。</p>
      <button type="button" onClick={() => window.location.reload()}>
        刷新页面
      </button>
    </div>
  );
}

// antd's Result (its status pictures) loads only when a page fails, not with the shell (issue 16).
const RouteErrorPage = lazy(() =>
  import('./RouteErrorPage').then(
    (module) => ({ default: module.RouteErrorPage }),
    () => ({ default: PlainRouteErrorPage }),
  ),
);

/** The router's error element: the error page, loaded when a page fails to render or load. */
export function LazyRouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
