import { ServerFirstPaint } from '../components/ServerFirstPaint';
import { firstPaintMarkup } from '../lib/first-paint';

/**
 * Shown while the first navigation registers the device (spec §4: the app waits, then renders).
 * Its spinner is antd's small Spin drawn in CSS (layout.css), so the shell carries no Spin code.
 * A page whose HTML came with a first paint (home, detail, search results; issue 16) keeps showing it instead,
 * the same markup in the same place, so nothing on screen changes until the page renders.
 */
export function ShellLoading() {
  const firstPaint = firstPaintMarkup();
  if (firstPaint) return <ServerFirstPaint markup={firstPaint} />;
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      <span className="brand__seal">墨</span>
      <span className="shell-spin" aria-busy="true">
        <span className="shell-spin__dots">
          <i />
          <i />
          <i />
          <i />
        </span>
      </span>
      <span>墨阅正在加载…</span>
    </div>
  );
}
