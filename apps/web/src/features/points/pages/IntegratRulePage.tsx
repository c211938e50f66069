import { Link } from 'react-router';
import { BOOK_FINISHED_PROCESS, TASK_REWARDS, signInReward } from '@moyue/contracts/api/points';
import { paths } from '../../../config/paths';
import './points.css';

/** integratRule (spec §2): how points are earned, from the same constants the server uses. */
export function IntegratRulePage() {
  const first = signInReward(1);
  const most = signInReward(30);
  return (
    <section className="points-page points-rule" data-testid="integrat-rule-page">
      <header className="points-page__head">
        <h2>积分规则</h2>
        <nav className="points-page__links">
          <Link to={paths.integrating}>返回我的积分</Link>
        </nav>
      </header>
      <h3>每日签到</h3>
      <p>
        每天（北京时间）可签到一次，获得 {first.score} 积分、{first.exp} 经验；连续签到每多一天多得
        1 积分，最多每天 {most.score} 积分。中断一天后重新从第一天计算。
      </p>
      <h3>积分任务</h3>
      <ul>
        {Object.values(TASK_REWARDS).map((task) => (
          <li key={task.title}>
            {task.title}：{task.remark}，奖励 {task.score} 积分、{task.exp} 经验
            {task.daily ? '（每天一次）' : '（仅一次）'}。
          </li>
        ))}
      </ul>
      <h3>稀有数字书卡</h3>
      <p>
        参加阅读活动，读完活动主题书单中的每一本书（阅读进度达到{' '}
        {Math.round(BOOK_FINISHED_PROCESS * 100)}%），即可获得一张稀有数字书卡，放入个人中心的卡包。
      </p>
      <h3>说明</h3>
      <p>每一笔积分都记入积分明细；同一任务奖励只能领取一次，重复领取不会重复计分。</p>
    </section>
  );
}
