import { useState } from 'react';
import { Button, Empty, Pagination, Popconfirm, Segmented, Skeleton, Tag } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { Link } from 'react-router';
import { FollowTargetType, type FollowItem } from '@moyue/contracts/api/press';
import { formatTimeDisplay } from '@moyue/contracts/format-time';
import { CoverCard } from '../../../components/cover-card/CoverCard';
import { getHref, paths } from '../../../config/paths';
import { useMyFollows, useUnfollow } from '../api/my-follows';
import './my-follows.css';

const PAGE_SIZE = 10;
const FILTERS = [
  { value: 0, label: '全部' },
  { value: FollowTargetType.Press, label: '出版社' },
  { value: FollowTargetType.Author, label: '作者' },
];

/** Where a followed target opens: a press's shop, or the store searched by the author. */
const targetHref = (item: FollowItem): string =>
  item.TargetType === FollowTargetType.Press
    ? getHref.press(item.TargetId)
    : getHref.resourceSearch(item.TargetId, 'Author');

/** /wrap/center/myFollows: the presses and authors I follow, their newest books; unfollow. */
export function MyFollowsPage() {
  const [cp, setCp] = useState(1);
  const [filter, setFilter] = useState(0);
  const follows = useMyFollows({
    targetType: filter === 0 ? undefined : (filter as FollowTargetType),
    cp,
    ps: PAGE_SIZE,
  });
  const remove = useUnfollow();
  const { message } = useFeedback();
  const items = follows.data?.ItemList ?? [];
  const total = follows.data?.RecordCount ?? 0;
  const now = new Date();

  const unfollowOne = (item: FollowItem) =>
    remove.mutateAsync({ targetType: item.TargetType, targetId: item.TargetId }).then(
      () => {
        void message.success('已取消关注');
        if (items.length === 1 && cp > 1) setCp(cp - 1);
      },
      (error: Error) => void message.warning(error.message),
    );

  return (
    <section className="my-follows" data-testid="my-follows-page">
      <header className="my-follows__head">
        <h2>我的关注</h2>
        {total > 0 && <span className="my-follows__count">共 {total} 个</span>}
      </header>
      <Segmented
        options={FILTERS}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setCp(1);
        }}
        className="my-follows__filter"
      />
      {follows.isPending ? (
        <Skeleton active />
      ) : follows.error ? (
        <Empty description={follows.error.message} />
      ) : items.length === 0 ? (
        <Empty description="暂无关注">
          <Link to={paths.pressResource}>
            <Button type="primary">去看看出版社</Button>
          </Link>
        </Empty>
      ) : (
        <ul className="my-follows__list">
          {items.map((item) => (
            <li
              key={`${item.TargetType}-${item.TargetId}`}
              className="my-follow"
              data-testid="my-follow"
            >
              <header className="my-follow__head">
                <Tag color={item.TargetType === FollowTargetType.Press ? 'volcano' : 'blue'}>
                  {item.TargetType === FollowTargetType.Press ? '出版社' : '作者'}
                </Tag>
                <Link to={targetHref(item)} className="my-follow__title">
                  {item.Title}
                </Link>
                <span className="my-follow__meta">
                  {item.FollowNumber} 人关注 · 关注于 {formatTimeDisplay(item.FollowTime, now)}
                </span>
                <Popconfirm
                  title={`取消关注“${item.Title}”？`}
                  okText="取消关注"
                  okButtonProps={{ danger: true }}
                  cancelText="再想想"
                  onConfirm={() => void unfollowOne(item)}
                >
                  <Button size="small" className="my-follow__action">
                    取消关注
                  </Button>
                </Popconfirm>
              </header>
              {item.NewestBooks.length === 0 ? (
                <p className="my-follow__empty">暂无新书</p>
              ) : (
                <div className="my-follow__books">
                  {item.NewestBooks.map((book) => (
                    <CoverCard key={book.Id} content={book} />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          className="my-follows__pager"
          current={cp}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setCp}
        />
      )}
    </section>
  );
}
