import { useState } from 'react';
import { Input } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback-api';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@moyue/contracts/api/search';
import { SearchMessages } from '@moyue/contracts/messages';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';

/** An example question, shown until the reader types one. */
export const QUESTION_PLACEHOLDER = '输入你的问题，如：床前明月光是谁写的';

/**
 * The Q&A pages' own input (issue 12): a question asked anew from the result
 * page. spec §5: trimmed, line breaks removed, and an empty one is refused
 * with 请输入关键词 before any search.
 */
export function QuestionInput({
  question,
  onAsk,
}: {
  question: string;
  onAsk: (question: string) => void;
}) {
  const { message } = useFeedback();
  const [text, setText] = useState(question);
  const ask = (value: string) => {
    const normalised = normaliseSearchKeyword(value);
    if (!normalised) {
      void message.warning(SearchMessages.EmptyKeyword);
      return;
    }
    setText(normalised);
    onAsk(normalised);
  };
  return (
    <div className="question-input" role="search" aria-label="问答检索">
      <Input.Search
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={ask}
        placeholder={QUESTION_PLACEHOLDER}
        aria-label="问题"
        enterButton="问一问"
        size="large"
        allowClear
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
        data-testid="question-input"
      />
    </div>
  );
}
