/**
 * Shown while the first navigation registers the device (spec §4: the app waits, then renders).
 * Its spinner is antd's small Spin drawn in CSS (layout.css), so the shell carries no Spin code.
 */
export function ShellLoading() {
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
