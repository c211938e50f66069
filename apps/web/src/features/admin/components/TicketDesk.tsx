import { useState } from 'react';
import { Button, Empty, Input, Segmented, Skeleton, Tag } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { ApiError } from '../../../api/api-error';
import { useAdminSupportWrite, useAdminTicket, useAdminTickets } from '../api/support-calls';
import { STATE_FILTERS } from './ProblemQueue';

function TicketReply({ id }: { id: number }) {
  const ticket = useAdminTicket(id);
  const { reply } = useAdminSupportWrite();
  const { message } = useFeedback();
  const [text, setText] = useState('');
  if (ticket.isPending) return <Skeleton active />;
  if (!ticket.data) return <Empty description="暂无数据！" />;
  const send = async () => {
    try {
      await reply.mutateAsync({ id, contents: text });
      setText('');
      void message.success('已回复，读者会收到消息');
    } catch (failure) {
      void message.error(failure instanceof ApiError ? failure.description : '回复失败');
    }
  };
  return (
    <div className="admin-support__thread" data-testid="admin-ticket-thread">
      <h4>
        {ticket.data.Subject} <Tag>{ticket.data.StateText}</Tag>
        <span className="admin-support__meta">{ticket.data.UserName}</span>
      </h4>
      {ticket.data.Messages.map((m) => (
        <p key={m.Id} className={m.FromService ? 'admin-support__service' : ''}>
          <span className="admin-support__meta">
            {m.FromService ? '客服' : '读者'} · {m.CreateTime}
          </span>
          <br />
          {m.Contents}
        </p>
      ))}
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={1000}
        placeholder="回复读者"
        aria-label="回复工单"
      />
      <Button type="primary" loading={reply.isPending} onClick={() => void send()}>
        回复
      </Button>
    </div>
  );
}

/** 客服工单: every reader's tickets, waiting first, and the chosen thread with a reply box. */
export function TicketDesk() {
  const [state, setState] = useState('0');
  const [chosen, setChosen] = useState<number | null>(null);
  const tickets = useAdminTickets(state, 1);
  const items = tickets.data?.ItemList ?? [];
  return (
    <div className="admin-support admin-support--desk">
      <div>
        <Segmented options={STATE_FILTERS} value={state} onChange={(v) => setState(String(v))} />
        {tickets.isPending ? (
          <Skeleton active />
        ) : items.length === 0 ? (
          <Empty description="暂无数据！" />
        ) : (
          <ul className="admin-support__tickets">
            {items.map((ticket) => (
              <li key={ticket.Id}>
                <Button
                  type={chosen === ticket.Id ? 'primary' : 'text'}
                  onClick={() => setChosen(ticket.Id)}
                  block
                >
                  {ticket.Subject}（{ticket.StateText}）
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {chosen === null ? (
        <Empty description="请选择工单" />
      ) : (
        <TicketReply key={chosen} id={chosen} />
      )}
    </div>
  );
}
