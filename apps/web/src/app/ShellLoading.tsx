import { Spin } from 'antd';

/** Shown while the first navigation registers the device (spec §4: the app waits, then renders). */
export function ShellLoading() {
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      <span className="brand__seal">墨</span>
      <Spin size="small" />
      <span>墨阅正在加载…</span>
    </div>
  );
}
