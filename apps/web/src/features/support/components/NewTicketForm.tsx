import { useState } from 'react';
import { Button, Input, Typography } from 'antd';
import { SupportLimits } from '@moyue/contracts/api/support';
import { ApiError } from '../../../api/api-error';
import { useTicketWrite } from '../api/tickets';

/** A new ticket: subject and first message. */
export function NewTicketForm({ onOpened }: { onOpened: (id: number) => void }) {
  const { open } = useTicketWrite();
  const [subject, setSubject] = useState('');
  const [contents, setContents] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    try {
      const { Id } = await open.mutateAsync({ subject, contents });
      setSubject('');
      setContents('');
      setError('');
      onOpened(Id);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.description : '提交失败，请稍后再试');
    }
  };
  return (
    <div className="ticket-new" data-testid="new-ticket">
      <Input
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        maxLength={SupportLimits.TicketSubject}
        placeholder="咨询主题，例如：机构认证失败"
        aria-label="咨询主题"
      />
      <Input.TextArea
        value={contents}
        onChange={(event) => setContents(event.target.value)}
        maxLength={SupportLimits.TicketMessage}
        rows={4}
        placeholder="请描述您的问题，客服会在这里回复"
        aria-label="问题描述"
      />
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
      <Button type="primary" loading={open.isPending} onClick={() => void submit()}>
        提交工单
      </Button>
    </div>
  );
}
