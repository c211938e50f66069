import { Result } from 'antd';

/** The detail page when there is nothing to show: no such item (404) or a failed call. */
export function DetailFailure({ status, title }: { status: '404' | 'warning'; title: string }) {
  return <Result status={status} title={title} className="detail-page" />;
}
