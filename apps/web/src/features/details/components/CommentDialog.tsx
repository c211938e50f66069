import { useState } from 'react';
import { Input, Modal } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { useQueryClient } from '@tanstack/react-query';
import { COMMENT_MAX_LENGTH } from '@moyue/contracts/limits';
import { DEFAULT_COMMENT_SCORE } from '@moyue/contracts/ui-constants';
import { CommentMessages } from '@moyue/contracts/messages';
import { useCreateComment } from '../api/comments';
import { failureText } from '../failure';
import { loginFirst } from '../login-first';
import { ScoreStars } from './ScoreStars';
import './comments.css';

/**
 * spec §2/§5 comment dialog: five stars (default 5), text up to 200 with a
 * counter; blank → '请输入评论内容'; signed out → the login modal, then the
 * comment goes on; '评论成功' or the server's Description.
 */
export function CommentDialog({
  objectId,
  objectType,
  open,
  onClose,
}: {
  objectId: number;
  objectType: number;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const create = useCreateComment();
  const [score, setScore] = useState(DEFAULT_COMMENT_SCORE);
  const [contents, setContents] = useState('');

  const post = (): void =>
    create.mutate(
      { objectId, objectType, contents: contents.trim(), score },
      {
        onSuccess: () => {
          void message.success(CommentMessages.Success);
          setContents('');
          setScore(DEFAULT_COMMENT_SCORE);
          onClose();
          void queryClient.invalidateQueries({ queryKey: ['details', 'comments', objectId] });
        },
        onError: (error) => {
          const text = failureText(error, post);
          if (text) void message.error(text);
        },
      },
    );

  const submit = () => {
    if (!contents.trim()) {
      void message.warning(CommentMessages.Empty);
      return;
    }
    loginFirst(post);
  };

  return (
    <Modal
      title="发表评论"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="发表"
      cancelText="取消"
      confirmLoading={create.isPending}
      destroyOnHidden={false}
    >
      <div className="comment-dialog">
        <div className="comment-dialog__score">
          <span>评分：</span>
          <ScoreStars score={score} onChange={setScore} />
          <span className="comment-dialog__score-text">{score}星</span>
        </div>
        <Input.TextArea
          aria-label="评论内容"
          placeholder="写下你的读后感…"
          value={contents}
          onChange={(event) => setContents(event.target.value)}
          maxLength={COMMENT_MAX_LENGTH}
          showCount
          rows={5}
        />
      </div>
    </Modal>
  );
}
