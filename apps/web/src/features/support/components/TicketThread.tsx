import { useState } from 'react';
import { Button, Empty, Input, Skeleton, Tag, Typography } from 'antd';
import { SupportLimits } from '@moyue/contracts/api/support';
import { ApiError } from '../../../api/api-error';
import { useTicket, useTicketWrite } from '../api/tickets';
import { useRefreshUnreadOn } from '../api/unread-refresh';

/** One ticket's messages, the reader's and service's, and the reply box. */
export function TicketThread({ id }: { id: number }) {
  const ticket = useTicket(id);
  const { reply } = useTicketWrite();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  useRefreshUnreadOn(ticket.data);
  if (ticket.isPending) return <Skeleton active />;
  if (!ticket.data) return <Empty description="暂无数据！" />;
  const send = async () => {
    try {
      await reply.mutateAsync({ id, contents: text });
      setText('');
      setError('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.description : '发送失败，请稍后再试');
    }
  };
  return (
    <div className="ticket-thread" data-testid="ticket-thread">
      <header className="ticket-thread__head">
        <b>{ticket.data.Subject}</b>
        <Tag color={ticket.data.State === 1 ? 'green' : 'orange'}>{ticket.data.StateText}</Tag>
      </header>
      <ol className="ticket-thread__messages">
        {ticket.data.Messages.map((message) => (
          <li
            key={message.Id}
            className={message.FromService ? 'ticket-msg ticket-msg--service' : 'ticket-msg'}
            data-testid="ticket-message"
          >
            <span className="ticket-msg__who">
              {message.FromService ? '客服' : '我'} · {message.CreateTime}
            </span>
            <p>{message.Contents}</p>
          </li>
        ))}
      </ol>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={SupportLimits.TicketMessage}
        rows={3}
        placeholder="继续留言"
        aria-label="继续留言"
      />
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
      <div className="ticket-thread__actions">
        <Button type="primary" loading={reply.isPending} onClick={() => void send()}>
          发送
        </Button>
      </div>
    </div>
  );
}
