import { Button, Empty, Popconfirm, Rate } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useState } from 'react';
import { Link } from 'react-router';
import { CENTER_PAGE_SIZE, CenterMessages } from '@moyue/contracts/api/center';
import { formatTimeDisplay } from '@moyue/contracts/format-time';
import { paths } from '../../../config/paths';
import { useDeleteComment } from '../api/delete-comment';
import { useMyComments } from '../api/my-comments';
import { RecordRow } from '../components/RecordRow';
import { RecordsPanel } from '../components/RecordsPanel';
import './records.css';

/** /wrap/center/mycomment: the reader's comments, newest first, each on its book or course; delete. */
export function MyCommentPage() {
  const [cp, setCp] = useState(1);
  const comments = useMyComments({ cp, ps: CENTER_PAGE_SIZE });
  const remove = useDeleteComment();
  const { message } = useFeedback();
  const items = comments.data?.ItemList ?? [];
  const now = new Date();

  const deleteOne = (id: number) =>
    remove.mutateAsync(id).then(
      () => {
        void message.success(CenterMessages.CommentDeleted);
        // the last comment of a later page gone: show the page before
        if (items.length === 1 && cp > 1) setCp(cp - 1);
      },
      (error: Error) => void message.warning(error.message),
    );

  return (
    <RecordsPanel
      title="我的评论"
      testId="my-comment-page"
      query={comments}
      cp={cp}
      onPage={setCp}
      empty={
        // spec §8: 暂无评论
        <Empty description="暂无评论">
          <Link to={paths.resuResSearch}>
            <Button type="primary">去书城看看</Button>
          </Link>
        </Empty>
      }
    >
      {items.map((item) => (
        <RecordRow key={item.Id} content={item.Content} testId="my-comment">
          <div className="record-row__meta">
            <Rate disabled value={item.Score} className="record-row__rate" />
            <time dateTime={item.CreateTime}>{formatTimeDisplay(item.CreateTime, now)}</time>
          </div>
          <p className="record-row__text">{item.Contents}</p>
          <Popconfirm
            title="删除这条评论？"
            description="删除后不能恢复"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => void deleteOne(item.Id)}
          >
            <Button size="small" type="link" className="record-row__action">
              删除
            </Button>
          </Popconfirm>
        </RecordRow>
      ))}
    </RecordsPanel>
  );
}
