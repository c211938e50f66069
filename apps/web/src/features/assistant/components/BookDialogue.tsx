import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Button, Input, message } from 'antd';
import { QUESTION_MAX_LENGTH } from '@moyue/contracts/api/assistant';
import { Code } from '@moyue/contracts/codes';
import { QuestionMessages } from '@moyue/contracts/messages';
import { ApiError } from '../../../api/api-error';
import { requestLogin } from '../../../stores/login-request';
import { getHref } from '../../../config/paths';
import { isLoggedInNow, useAppStore } from '../../../stores/app-store';
import { useStreamQuestion } from '../api/stream-question';
import { useQuestionList } from '../api/list-questions';
import { groupIdOf, type AssistantBook } from './assistant-book';
import {
  answered,
  asking,
  emptyDialogue,
  fromServer,
  growing,
  historyOf,
  refused,
  type DialogueState,
} from './dialogue-model';
import { DialogueTurn } from './DialogueTurn';
import './assistant.css';

/** The signed-in reader as a query-key part: the dialogue reloads when login changes. */
function useReaderKey(): { key: string; signedIn: boolean } {
  const userId = useAppStore((state) => state.user?.Id);
  return { key: String(userId ?? 'anon'), signedIn: Boolean(userId) };
}

/**
 * The dialogue with a book (spec §2 AI tab, §4 asking, §5.3, §8.8): the
 * question is added with an empty answer, the input cleared and disabled
 * until the reply; the server's history replaces it on success; the apology
 * on failure; login first (the question is sent after login); code 37 puts
 * the question back into the input.
 */
export function BookDialogue({
  book,
  tocId,
  placeholder,
}: {
  book: AssistantBook;
  /** askChapter: questions about this chapter */
  tocId?: number | undefined;
  placeholder?: string;
}) {
  const groupId = groupIdOf(book);
  const reader = useReaderKey();
  const list = useQuestionList(groupId, reader.key, reader.signedIn);
  const create = useStreamQuestion();
  const [state, setState] = useState<DialogueState>(emptyDialogue);
  const stateRef = useRef(state);
  stateRef.current = state;
  // Once the reader has asked here, the page's turns are the truth (a late list must not wipe them).
  const askedRef = useRef(false);
  const location = useLocation();

  // The reader's past dialogue, once loaded (and again after a login change).
  useEffect(() => {
    if (askedRef.current) return;
    if (list.data) setState((current) => fromServer(current, list.data.ItemList));
    else if (!reader.signedIn) setState(emptyDialogue);
  }, [list.data, reader.signedIn]);

  const send = (question: string) => {
    askedRef.current = true;
    const before = stateRef.current;
    setState(asking(before, question));
    create.mutate(
      {
        groupId,
        question,
        history: historyOf(before),
        tocId,
        // The answer grows as the server streams it (spec §4: until the reply, the input stays disabled).
        onDelta: (text) => setState((current) => growing(current, text)),
      },
      {
        onSuccess: (data) => setState((current) => answered(current, data)),
        onError: (error) => {
          const failure =
            error instanceof ApiError
              ? { code: error.code, description: error.description }
              : { code: -1, description: '' };
          const next = refused(stateRef.current, failure);
          setState(next.state);
          if (next.followUp === 'login') requestLogin({ onLogin: () => send(question) });
        },
      },
    );
  };

  const submit = () => {
    const question = state.input.trim();
    if (!question) {
      void message.warning(QuestionMessages.Empty);
      return;
    }
    // spec §5.3: login first; the question is asked once the reader has signed in.
    if (!isLoggedInNow()) {
      requestLogin({ onLogin: () => send(question) });
      return;
    }
    send(question);
  };

  return (
    <div className="ai-dialogue" data-testid="ai-dialogue">
      {state.turns.length === 0 ? (
        <p className="ai-dialogue__empty">
          向《{book.Title}》提问，回答只取自书中可读的原文，并注明出处。
        </p>
      ) : (
        <ol className="ai-dialogue__turns">
          {state.turns.map((turn, i) => (
            <DialogueTurn key={turn.item?.Id ?? `local-${i}`} turn={turn} book={book} />
          ))}
        </ol>
      )}
      {state.notice ? (
        <Alert
          type="warning"
          showIcon
          className="ai-dialogue__notice"
          data-testid="ai-notice"
          message={state.notice.text}
          action={
            state.notice.code === Code.NeedsInstitution ? (
              <Link to={getHref.bindOrganization(location.pathname + location.search)}>去认证</Link>
            ) : undefined
          }
        />
      ) : null}
      <div className="ai-dialogue__ask">
        <Input.TextArea
          value={state.input}
          onChange={(event) => setState({ ...state, input: event.target.value })}
          onPressEnter={(event) => {
            if (!event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          disabled={state.busy}
          maxLength={QUESTION_MAX_LENGTH}
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={placeholder ?? '请输入您的问题，例如：这本书讲了什么？'}
          aria-label="提问"
          data-testid="ai-input"
        />
        <Button
          type="primary"
          onClick={submit}
          loading={state.busy}
          disabled={state.busy}
          data-testid="ai-send"
        >
          提问
        </Button>
      </div>
    </div>
  );
}
