import { Link, useSearchParams } from 'react-router';
import { Skeleton } from 'antd';
import { paths } from '../../../config/paths';
import { useTaskStatistic } from '../api/task-statistic';
import { SignInBox } from '../components/SignInBox';
import { TaskList } from '../components/TaskList';
import './points.css';

/**
 * integrating (spec §2, a named route accepting justSign): the balance,
 * today's sign-in with its reward, and the tasks. Arriving with justSign
 * signs in.
 */
export function IntegratingPage() {
  const [search] = useSearchParams();
  const justSign = search.has('justSign') && search.get('justSign') !== '0';
  const statistic = useTaskStatistic();
  const data = statistic.data;

  return (
    <section className="points-page" data-testid="integrating-page">
      <header className="points-page__head">
        <h2>我的积分</h2>
        <nav className="points-page__links">
          <Link to={paths.integratDetailList}>积分明细</Link>
          <Link to={paths.integratRule}>积分规则</Link>
        </nav>
      </header>
      {statistic.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <div className="points-summary">
          <div className="points-summary__item">
            <span>当前积分</span>
            <b data-testid="points-balance">{data?.Score ?? 0}</b>
          </div>
          <div className="points-summary__item">
            <span>今日获得</span>
            <b>{data?.TodayScore ?? 0}</b>
          </div>
          <div className="points-summary__item">
            <span>经验值</span>
            <b>{data?.Exp ?? 0}</b>
          </div>
          <div className="points-summary__item">
            <span>连续签到</span>
            <b>{data?.ContinuousDays ?? 0} 天</b>
          </div>
          <div className="points-summary__item">
            <span>稀有书卡</span>
            <Link to={paths.myCard}>
              <b>{data?.CardCount ?? 0}</b> 张
            </Link>
          </div>
        </div>
      )}
      <SignInBox signNow={justSign} />
      <h3 className="points-page__sub">积分任务</h3>
      <TaskList />
    </section>
  );
}
