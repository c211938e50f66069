import { Tabs } from 'antd';
import { ProblemQueue } from './ProblemQueue';
import { TicketDesk } from './TicketDesk';
import './support-panel.css';

/** The console's 客服工单 / 问题反馈 section. */
export function SupportPanel() {
  return (
    <Tabs
      size="small"
      items={[
        { key: 'problems', label: '问题反馈', children: <ProblemQueue /> },
        { key: 'tickets', label: '客服工单', children: <TicketDesk /> },
      ]}
    />
  );
}
