import { Empty, Progress, Skeleton } from 'antd';
import type { LeaderboardEntry } from '@moyue/contracts/api/activities';
import { useAppStore } from '../../../stores/app-store';
import { useLeaderboard } from '../api/activity-leaderboard';
import { percent } from './activity-text';

function Row({ entry }: { entry: LeaderboardEntry }) {
  return (
    <li
      className={entry.IsMe ? 'leaderboard__row is-me' : 'leaderboard__row'}
      data-testid="leaderboard-row"
    >
      <span className={`leaderboard__rank is-top-${Math.min(entry.Rank, 4)}`}>{entry.Rank}</span>
      <span className="leaderboard__name">
        {entry.UserName}
        {entry.IsMe ? <em>（我）</em> : null}
      </span>
      <span className="leaderboard__finished">读完 {entry.FinishedCount} 本</span>
      <Progress
        className="leaderboard__progress"
        percent={percent(entry.Process)}
        size="small"
        strokeColor="#c9a227"
      />
      <span className="leaderboard__time">
        {entry.LastReadTime ? entry.LastReadTime.slice(0, 16) : '尚未开始'}
      </span>
    </li>
  );
}

/** The participants ranked by their real reading of the list (books read, then progress). */
export function Leaderboard({ activityId }: { activityId: string }) {
  const viewer = useAppStore((state) => state.user?.Id ?? null);
  const board = useLeaderboard(activityId, viewer);
  if (board.isPending) return <Skeleton active />;
  if (board.isError || board.data.ItemList.length === 0)
    return <Empty description="暂无数据！还没有读者参加，快来做第一个吧" />;
  const mine = board.data.Mine;
  const mineShown = board.data.ItemList.some((entry) => entry.IsMe);
  return (
    <div className="leaderboard" data-testid="leaderboard">
      <p className="leaderboard__note">
        共 {board.data.RecordCount} 人参加 · 按读完本数、书单总进度排名，同分先读到者在前
      </p>
      <ol>
        {board.data.ItemList.map((entry) => (
          <Row key={entry.Rank} entry={entry} />
        ))}
      </ol>
      {mine && !mineShown ? (
        <>
          <p className="leaderboard__note">我的排名</p>
          <ol>
            <Row entry={mine} />
          </ol>
        </>
      ) : null}
    </div>
  );
}
