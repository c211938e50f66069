import { useState } from 'react';
import { Button, Empty, Image, Pagination, Skeleton, Tag } from 'antd';
import type { ProblemItem } from '@moyue/contracts/api/support';
import { ProblemState } from '@moyue/contracts/api/support';
import { requestProblemReport } from '../../../stores/problem-report';
import { PROBLEM_PAGE_SIZE, useProblemList } from '../api/problem-list';
import { useRefreshUnreadOn } from '../api/unread-refresh';
import './support.css';

/** Where a report was made, in words. */
function placeOf(item: ProblemItem): string {
  const parts = [item.Title && `《${item.Title}》`];
  if (item.PageNumber) parts.push(`第${item.PageNumber}页`);
  if (item.Process !== null) parts.push(`进度 ${Math.round(item.Process * 100)}%`);
  return parts.filter(Boolean).join(' · ');
}

function ProblemCard({ item }: { item: ProblemItem }) {
  const answered = item.State === ProblemState.Answered;
  return (
    <article className="support-card" data-testid="problem-item">
      <header className="support-card__head">
        <b>{item.ModalTitle || '问题反馈'}</b>
        <Tag color={answered ? 'green' : 'orange'}>{item.StateText}</Tag>
        <span className="support-card__time">{item.CreateTime}</span>
      </header>
      {placeOf(item) ? <p className="support-card__place">{placeOf(item)}</p> : null}
      <p className="support-card__text">{item.Contents}</p>
      {item.ScreenshotUrl ? (
        <Image
          src={item.ScreenshotUrl}
          alt="反馈截图"
          width={120}
          className="support-card__shot"
          data-testid="problem-screenshot-image"
        />
      ) : null}
      {answered ? (
        <div className="support-card__answer" data-testid="problem-answer">
          <span className="support-card__label">客服回复（{item.AnswerTime}）</span>
          <p>{item.Answer}</p>
        </div>
      ) : (
        <p className="support-card__waiting">我们会尽快处理并在这里回复您。</p>
      )}
    </article>
  );
}

/** myProblem (spec §2 my feedback): my problem reports with their state and the answer. */
export function MyProblemPage() {
  const [page, setPage] = useState(1);
  const list = useProblemList(page);
  useRefreshUnreadOn(list.data);
  const items = list.data?.ItemList ?? [];
  const total = list.data?.RecordCount ?? 0;
  return (
    <section className="support-page" data-testid="my-problem-page">
      <header className="support-page__head">
        <h2>我的反馈</h2>
        <Button
          type="primary"
          onClick={() => requestProblemReport({ modalTitle: '问题反馈', title: '' })}
        >
          提交反馈
        </Button>
      </header>
      <p className="support-page__hint">
        在图书详情页或阅读器工具栏点“问题反馈”，会自动带上书名和页码；可附一张截图。
      </p>
      {list.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        <>
          {items.map((item) => (
            <ProblemCard key={item.Id} item={item} />
          ))}
          {total > PROBLEM_PAGE_SIZE ? (
            <Pagination
              className="support-page__pager"
              current={page}
              pageSize={PROBLEM_PAGE_SIZE}
              total={total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
