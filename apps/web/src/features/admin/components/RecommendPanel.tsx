import { useState } from 'react';
import { Button, Empty, Input, Pagination, Segmented, Select, Skeleton, Tag } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { RECOMMEND_STATE_LABELS, RecommendState } from '@moyue/contracts/api/center';
import {
  RecommendAdminLimits,
  type RecommendAdminItem,
} from '@moyue/contracts/api/recommend-admin';
import { recommendReasonLabel } from '@moyue/contracts/messages';
import { ApiError } from '../../../api/api-error';
import { useAdminList } from '../api/admin-calls';
import {
  RECOMMEND_PAGE_SIZE,
  useAdminRecommends,
  useAnswerRecommend,
} from '../api/recommend-admin';
import './support-panel.css';

/** The audit log's word for this panel's rows. */
export const RECOMMEND_AUDIT_NAMES: Record<string, string> = { recommend: '荐购' };

const STATE_COLORS: Record<number, string> = {
  [RecommendState.Pending]: 'orange',
  [RecommendState.Accepted]: 'blue',
  [RecommendState.Purchased]: 'green',
  [RecommendState.Refused]: 'default',
};
const FILTERS = [
  { label: '待处理', value: '0' },
  { label: '已采纳', value: '1' },
  { label: '已采购', value: '2' },
  { label: '未采纳', value: '3' },
  { label: '全部', value: '' },
];
const ANSWERS = [RecommendState.Accepted, RecommendState.Purchased, RecommendState.Refused].map(
  (value) => ({ value, label: RECOMMEND_STATE_LABELS[value] }),
);

function RecommendRow({ item }: { item: RecommendAdminItem }) {
  const answer = useAnswerRecommend();
  const { message } = useFeedback();
  const [state, setState] = useState<number | undefined>(
    item.State === RecommendState.Pending ? undefined : item.State,
  );
  const [reply, setReply] = useState(item.Reply);
  const submit = async () => {
    if (state === undefined) {
      void message.warning('请选择处理结果');
      return;
    }
    try {
      await answer.mutateAsync({ id: item.Id, state, reply });
      void message.success('已处理，读者会收到消息');
    } catch (failure) {
      void message.error(failure instanceof ApiError ? failure.description : '处理失败');
    }
  };
  return (
    <article className="admin-support__item" data-testid="admin-recommend">
      <header>
        <Tag color={STATE_COLORS[item.State]}>{item.StateText}</Tag>
        <b>《{item.ContentTitle}》</b>
        <span>{item.OrganizationTitle}</span>
        <span className="admin-support__meta">
          {item.UserName} · {item.CreateTime}
        </span>
      </header>
      <p className="admin-support__text">
        荐购理由：{recommendReasonLabel(item.Reason) ?? '其它'}
        {item.Remark ? `（${item.Remark}）` : ''}
      </p>
      <Input.TextArea
        value={reply}
        onChange={(event) => setReply(event.target.value)}
        rows={2}
        maxLength={RecommendAdminLimits.Reply}
        placeholder="回复读者（可选）"
        aria-label="回复读者"
      />
      <div className="admin-recommend__actions">
        <Select
          value={state}
          onChange={setState}
          options={ANSWERS}
          placeholder="处理结果"
          aria-label="处理结果"
          style={{ width: 160 }}
        />
        <Button
          type="primary"
          size="small"
          loading={answer.isPending}
          onClick={() => void submit()}
        >
          {item.State === RecommendState.Pending ? '答复' : '修改答复'}
        </Button>
      </div>
    </article>
  );
}

/** 荐购处理: readers' recommend-to-buy requests, pending first; an answer messages the reader. */
export function RecommendPanel() {
  const [state, setState] = useState('0');
  const [organizationId, setOrganizationId] = useState('');
  const [page, setPage] = useState(1);
  const organizations = useAdminList('organization');
  const list = useAdminRecommends(state, organizationId, page);
  const items = list.data?.ItemList ?? [];
  return (
    <div className="admin-support">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Segmented
          options={FILTERS}
          value={state}
          onChange={(value) => {
            setState(String(value));
            setPage(1);
          }}
        />
        <Select
          value={organizationId}
          onChange={(value: string) => {
            setOrganizationId(value);
            setPage(1);
          }}
          aria-label="机构"
          style={{ minWidth: 200 }}
          options={[
            { value: '', label: '全部机构' },
            ...(organizations.data?.ItemList ?? []).map((row) => ({
              value: String(row.Id),
              label: row.Title,
            })),
          ]}
        />
      </div>
      {list.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        items.map((item) => <RecommendRow key={`${item.Id}-${item.State}`} item={item} />)
      )}
      {(list.data?.RecordCount ?? 0) > RECOMMEND_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={RECOMMEND_PAGE_SIZE}
          total={list.data?.RecordCount ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
      ) : null}
    </div>
  );
}
