import { Button, Empty, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CENTER_PAGE_SIZE,
  RECOMMEND_STATE_LABELS,
  RecommendState,
  type MyRecommend,
} from '@moyue/contracts/api/center';
import { formatTimeDisplay } from '@moyue/contracts/format-time';
import { recommendReasonLabel } from '@moyue/contracts/messages';
import { paths } from '../../../config/paths';
import { useMyRecommends } from '../api/my-recommends';
import { RecordRow } from '../components/RecordRow';
import { RecordsPanel } from '../components/RecordsPanel';
import './records.css';

const STATE_COLOURS: Record<number, string> = {
  [RecommendState.Pending]: 'gold',
  [RecommendState.Accepted]: 'blue',
  [RecommendState.Purchased]: 'green',
  [RecommendState.Refused]: 'default',
};

function StateTag({ state }: { state: number }) {
  const label = RECOMMEND_STATE_LABELS[state as RecommendState] ?? '待处理';
  return (
    <Tag color={STATE_COLOURS[state] ?? 'gold'} className="record-row__state">
      {label}
    </Tag>
  );
}

function RecommendDetails({ item, now }: { item: MyRecommend; now: Date }) {
  return (
    <>
      <div className="record-row__meta">
        <StateTag state={item.State} />
        <span>荐购给 {item.OrganizationTitle}</span>
        <time dateTime={item.UpdateTime}>{formatTimeDisplay(item.UpdateTime, now)}</time>
      </div>
      <p className="record-row__text">
        推荐理由：{recommendReasonLabel(item.Reason) ?? '其它'}
        {item.Remark && `（${item.Remark}）`}
      </p>
      {item.Reply && (
        <p className="record-row__reply" data-testid="recommend-reply">
          <strong>图书馆答复：</strong>
          {item.Reply}
          {item.ReplyTime && <time> · {formatTimeDisplay(item.ReplyTime, now)}</time>}
        </p>
      )}
    </>
  );
}

/** /wrap/center/myRecommend: the reader's 荐购, latest first, with the library's state and answer. */
export function MyRecommendPage() {
  const [cp, setCp] = useState(1);
  const recommends = useMyRecommends({ cp, ps: CENTER_PAGE_SIZE });
  const items = recommends.data?.ItemList ?? [];
  const now = new Date();
  return (
    <RecordsPanel
      title="我的荐购"
      testId="my-recommend-page"
      query={recommends}
      cp={cp}
      onPage={setCp}
      empty={
        // spec §8: 暂无数据！
        <Empty description="暂无数据！">
          <p className="records__hint">在图书详情页点「图书荐购」，推荐所在机构采购</p>
          <Link to={paths.resuResSearch}>
            <Button type="primary">去书城看看</Button>
          </Link>
        </Empty>
      }
    >
      {items.map((item) => (
        <RecordRow key={item.Id} content={item.Content} testId="my-recommend">
          <RecommendDetails item={item} now={now} />
        </RecordRow>
      ))}
    </RecordsPanel>
  );
}
