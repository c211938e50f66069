import { useState } from 'react';
import { Button, Empty, Pagination, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { TICKET_PAGE_SIZE, useTicketList } from '../api/tickets';
import { NewTicketForm } from '../components/NewTicketForm';
import { TicketThread } from '../components/TicketThread';
import './support.css';

/** service (spec §2 contact customer service): my tickets, a new one, and a thread with replies. */
export function ServicePage() {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | 'new' | null>(null);
  const list = useTicketList(page);
  const items = list.data?.ItemList ?? [];
  const total = list.data?.RecordCount ?? 0;
  const current = chosen ?? items[0]?.Id ?? 'new';
  return (
    <section className="support-page" data-testid="service-page">
      <header className="support-page__head">
        <h2>联系客服</h2>
        <Button onClick={() => setChosen('new')}>新建工单</Button>
      </header>
      <p className="support-page__hint">
        工作日 9:00–18:00 回复；常见问题请先看<Link to={paths.help}>帮助中心</Link>。
      </p>
      <div className="service-layout">
        <aside className="service-layout__list">
          {list.isPending ? (
            <Skeleton active />
          ) : items.length === 0 ? (
            <Empty description="暂无数据！" />
          ) : (
            <ul className="ticket-list">
              {items.map((ticket) => (
                <li key={ticket.Id}>
                  <button
                    type="button"
                    className={
                      current === ticket.Id ? 'ticket-list__item is-active' : 'ticket-list__item'
                    }
                    onClick={() => setChosen(ticket.Id)}
                    data-testid="ticket-item"
                  >
                    <span className="ticket-list__subject">{ticket.Subject}</span>
                    <Tag color={ticket.State === 1 ? 'green' : 'orange'}>{ticket.StateText}</Tag>
                    <span className="ticket-list__time">{ticket.UpdateTime}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {total > TICKET_PAGE_SIZE ? (
            <Pagination
              size="small"
              current={page}
              pageSize={TICKET_PAGE_SIZE}
              total={total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </aside>
        <div className="service-layout__main">
          {current === 'new' ? (
            <NewTicketForm onOpened={setChosen} />
          ) : (
            <TicketThread key={current} id={current} />
          )}
        </div>
      </div>
    </section>
  );
}
