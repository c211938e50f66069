import { Spin } from 'antd';
import type { OpenBookState } from '../hooks/use-open-book';

const PHASE_TEXT = {
  detail: '正在获取图书信息…',
  licence: '正在申请阅读授权…',
  authorize: '正在验证阅读权限…',
  download: '正在下载图书…',
  decrypt: '正在解密图书…',
} as const;

/** What the reader shows before the book is open: progress, or the closing message of spec §8. */
export function ReaderStatus({ state }: { state: Exclude<OpenBookState, { kind: 'ready' }> }) {
  if (state.status === 'closing')
    return (
      <div className="reader-status" role="alert">
        <p className="reader-status-closing">{state.message}</p>
      </div>
    );
  return (
    <div className="reader-status" role="status">
      <Spin />
      <p>{PHASE_TEXT[state.phase]}</p>
    </div>
  );
}
