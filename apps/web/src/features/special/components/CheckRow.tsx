import type { ReactNode } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  InfoCircleFilled,
  LoadingOutlined,
} from '@ant-design/icons';

export type CheckState = 'pass' | 'fail' | 'info' | 'pending';

const ICONS: Record<CheckState, ReactNode> = {
  pass: <CheckCircleFilled className="special-check__icon is-pass" />,
  fail: <CloseCircleFilled className="special-check__icon is-fail" />,
  info: <InfoCircleFilled className="special-check__icon is-info" />,
  pending: <LoadingOutlined className="special-check__icon" />,
};

const LABELS: Record<CheckState, string> = {
  pass: '正常',
  fail: '异常',
  info: '提示',
  pending: '检测中',
};

/** One line of the self-check: what was checked, its state and what was found. */
export function CheckRow({
  name,
  state,
  detail,
}: {
  name: string;
  state: CheckState;
  detail: ReactNode;
}) {
  return (
    <li className="special-check" data-testid="self-check-row" data-state={state}>
      {ICONS[state]}
      <span className="special-check__name">{name}</span>
      <span className="special-check__state">{LABELS[state]}</span>
      <span className="special-check__detail">{detail}</span>
    </li>
  );
}
