import type { ReactNode } from 'react';
import { Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { FollowTargetType, type PressDetail } from '@moyue/contracts/api/press';
import { FollowButton } from '../../../components/follow-button/FollowButton';
import { getHref, paths } from '../../../config/paths';
import { usePressDetail } from '../api/get-press-detail';
import { PressDirectory } from './PressDirectory';
import { usePressQuery } from './use-press-query';
import '../press.css';

export type PressTab = 'pressIndex' | 'pressSearch' | 'pressRank' | 'pressInfo' | 'pressDep';

const TABS: { key: PressTab; label: string }[] = [
  { key: 'pressIndex', label: '首页' },
  { key: 'pressSearch', label: '图书检索' },
  { key: 'pressRank', label: '排行' },
  { key: 'pressInfo', label: '出版社简介' },
  { key: 'pressDep', label: '编辑部门' },
];

/**
 * The frame of every page of a press's shop (spec §2 'Publisher shop'): its
 * banner (name, 演示 mark, introduction, follow) and the shop's tabs. Without
 * a press in the address it lists the presses to choose from.
 */
export function PressFrame({
  active,
  children,
}: {
  active: PressTab;
  children: (press: PressDetail, aqrId: string) => ReactNode;
}) {
  const { id, aqrId } = usePressQuery();
  const detail = usePressDetail(id);
  if (id === '')
    return (
      <div className="press-shop">
        <PressDirectory title="请选择出版社" />
      </div>
    );
  if (detail.isPending) return <Skeleton active className="press-shop" />;
  if (detail.error)
    return (
      <div className="press-shop">
        <Empty description={detail.error.message}>
          <Link to={paths.pressResource}>查看全部出版社</Link>
        </Empty>
      </div>
    );
  const press = detail.data;
  return (
    <div className="press-shop" data-testid="press-shop">
      <header className="press-banner">
        <div className="press-banner__text">
          <h1>
            {press.Title}
            {press.IsDemo && <Tag className="press-banner__demo">演示</Tag>}
          </h1>
          <p className="press-banner__intro">{press.Introduction || '这家出版社还没有简介。'}</p>
          <p className="press-banner__facts">
            图书 {press.BookCount} 种 · 编辑部门 {press.Departments.length} 个
          </p>
        </div>
        <FollowButton targetType={FollowTargetType.Press} targetId={String(press.Id)} />
      </header>
      <nav className="press-tabs" aria-label="出版社导航">
        {TABS.map((tab) => (
          <Link
            key={tab.key}
            to={getHref.pressPage(tab.key, press.Id, aqrId || undefined)}
            className={tab.key === active ? 'press-tabs__tab is-active' : 'press-tabs__tab'}
            aria-current={tab.key === active ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
        <Link to={paths.pressResource} className="press-tabs__all">
          全部出版社 ›
        </Link>
      </nav>
      <main className="press-shop__body">{children(press, aqrId)}</main>
    </div>
  );
}
