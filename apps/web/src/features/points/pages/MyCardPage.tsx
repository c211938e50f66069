import { Empty, Progress, Skeleton, Tag } from 'antd';
import { useTicketList } from '../api/ticket-list';
import './points.css';

/** myCard (spec §2 card wallet): the reader's rare digital book cards and the activities under way. */
export function MyCardPage() {
  const tickets = useTicketList();
  const cards = tickets.data?.ItemList ?? [];
  const activities = tickets.data?.Activities ?? [];

  return (
    <section className="points-page" data-testid="my-card-page">
      <header className="points-page__head">
        <h2>卡包</h2>
      </header>
      {tickets.isPending ? (
        <Skeleton active />
      ) : (
        <>
          {cards.length === 0 ? (
            <Empty description="暂无书卡，读完活动主题书单即可获得稀有数字书卡" />
          ) : (
            <div className="points-cards">
              {cards.map((card) => (
                <article key={card.Id} className="points-card" data-testid="rare-card">
                  <span className="points-card__badge">稀有</span>
                  <h3>{card.CardTitle}</h3>
                  <p>
                    主题书单《{card.ListTitle}》· {card.BookCount} 本
                  </p>
                  <p className="points-card__meta">
                    {card.ActivityTitle} · {card.EarnedTime} 获得
                  </p>
                </article>
              ))}
            </div>
          )}
          {activities.length > 0 && <h3 className="points-page__sub">阅读活动</h3>}
          {activities.map((activity) => {
            const finished = activity.Books.filter((book) => book.Finished).length;
            return (
              <div key={activity.Id} className="points-activity" data-testid="reading-activity">
                <div className="points-activity__head">
                  <b>{activity.Title}</b>
                  {activity.Earned ? <Tag color="gold">已获得</Tag> : <Tag>进行中</Tag>}
                </div>
                <p>
                  读完主题书单《{activity.ListTitle}》可获得「{activity.CardTitle}」：已读完{' '}
                  {finished}/{activity.Books.length} 本
                </p>
                <Progress
                  percent={
                    activity.Books.length === 0
                      ? 0
                      : Math.round((finished / activity.Books.length) * 100)
                  }
                  showInfo={false}
                />
                <ul className="points-activity__books">
                  {activity.Books.map((book) => (
                    <li key={book.Id}>
                      《{book.Title}》
                      {book.Finished ? '已读完' : `${Math.round(book.Process * 100)}%`}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}
