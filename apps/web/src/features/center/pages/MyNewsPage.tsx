import { useState } from 'react';
import { Badge, Button, Empty, List, Pagination, Skeleton } from 'antd';
import { formatTimeDisplay } from '@moyue/contracts/format-time';
import type { MessageItem } from '@moyue/contracts/api/messages';
import { useMessageList } from '../api/list-messages';
import { useMarkMessagesRead } from '../api/mark-messages-read';
import './my-news.css';

/** spec §7 message/list page size. */
const PAGE_SIZE = 10;

/**
 * myNews: the reader's messages and the notices, newest first, 10 a page
 * (spec §7 message/list). Opening an unread message marks it read, and the
 * header badge follows; 全部已读 marks them all.
 */
export function MyNewsPage() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useMessageList({ cp: page, ps: PAGE_SIZE });
  const markRead = useMarkMessagesRead();
  const items = list.data?.ItemList ?? [];
  const total = list.data?.RecordCount ?? 0;
  const now = new Date();

  const open = (item: MessageItem) => {
    setOpenId(openId === item.Id ? null : item.Id);
    if (!item.IsRead) markRead.mutate({ ids: String(item.Id) });
  };

  return (
    <section className="my-news" data-testid="my-news-page">
      <header className="my-news__head">
        <h2>我的消息</h2>
        <Button
          onClick={() => markRead.mutate({ isAll: 'true' })}
          disabled={!items.some((item) => !item.IsRead)}
          loading={markRead.isPending}
        >
          全部已读
        </Button>
      </header>
      {list.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        <List
          dataSource={items}
          renderItem={(item) => (
            <List.Item
              className={`my-news__item${item.IsRead ? '' : ' my-news__item--unread'}`}
              data-testid="my-news-item"
              onClick={() => open(item)}
            >
              <div className="my-news__line">
                <Badge dot={!item.IsRead} offset={[4, 0]}>
                  <span className="my-news__title">{item.Title || '系统消息'}</span>
                </Badge>
                <time className="my-news__time">{formatTimeDisplay(item.CreateTime, now)}</time>
              </div>
              {openId === item.Id && item.Contents && (
                <p className="my-news__contents">{item.Contents}</p>
              )}
            </List.Item>
          )}
        />
      )}
      {total > PAGE_SIZE && (
        <Pagination
          className="my-news__pager"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </section>
  );
}
