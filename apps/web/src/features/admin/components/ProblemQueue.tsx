import { useState } from 'react';
import { Button, Empty, Image, Input, Pagination, Segmented, Skeleton, Tag } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { ProblemState, type ProblemItem } from '@moyue/contracts/api/support';
import { ApiError } from '../../../api/api-error';
import { useAdminProblems, useAdminSupportWrite } from '../api/support-calls';

export const STATE_FILTERS = [
  { label: '待处理', value: '0' },
  { label: '已回复', value: '1' },
  { label: '全部', value: '' },
];

function ProblemRow({ item }: { item: ProblemItem }) {
  const { answer } = useAdminSupportWrite();
  const { message } = useFeedback();
  const [text, setText] = useState(item.Answer);
  const submit = async () => {
    try {
      await answer.mutateAsync({ id: item.Id, answer: text });
      void message.success('已回复，读者会收到消息');
    } catch (failure) {
      void message.error(failure instanceof ApiError ? failure.description : '回复失败');
    }
  };
  return (
    <article className="admin-support__item" data-testid="admin-problem">
      <header>
        <Tag color={item.State === ProblemState.Answered ? 'green' : 'orange'}>
          {item.StateText}
        </Tag>
        <b>{item.ModalTitle || '问题反馈'}</b>
        {item.Title ? <span>《{item.Title}》</span> : null}
        {item.PageNumber ? <span>第{item.PageNumber}页</span> : null}
        <span className="admin-support__meta">
          {item.UserName} · {item.CreateTime}
        </span>
      </header>
      <p className="admin-support__text">{item.Contents}</p>
      {item.ScreenshotUrl ? <Image src={item.ScreenshotUrl} alt="反馈截图" width={160} /> : null}
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={2}
        maxLength={1000}
        placeholder="回复读者"
        aria-label="回复读者"
      />
      <Button type="primary" size="small" loading={answer.isPending} onClick={() => void submit()}>
        {item.State === ProblemState.Answered ? '修改回复' : '回复'}
      </Button>
    </article>
  );
}

/** 问题反馈: every reader's reports, open first; answering one sends the reader a message. */
export function ProblemQueue() {
  const [state, setState] = useState('0');
  const [page, setPage] = useState(1);
  const problems = useAdminProblems(state, page);
  const items = problems.data?.ItemList ?? [];
  return (
    <div className="admin-support">
      <Segmented
        options={STATE_FILTERS}
        value={state}
        onChange={(value) => {
          setState(String(value));
          setPage(1);
        }}
      />
      {problems.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        items.map((item) => <ProblemRow key={item.Id} item={item} />)
      )}
      {(problems.data?.RecordCount ?? 0) > 20 ? (
        <Pagination
          current={page}
          pageSize={20}
          total={problems.data?.RecordCount ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
      ) : null}
    </div>
  );
}
