import { useEffect } from 'react';
import { Empty, Pagination, Skeleton } from 'antd';
import { EmptyMessages, SearchMessages } from '@moyue/contracts/messages';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import { useAppStore } from '../../../stores/app-store';
import { useSearchQuestion } from '../api/search-question';
import { PassageBook } from '../components/PassageBook';
import { NO_QUESTION_TERMS, QuestionHeader } from '../components/QuestionHeader';
import { QuestionInput } from '../components/QuestionInput';
import { useSearchQuery } from '../hooks/use-search-query';
import { readPage } from '../search-params';
import { questionSummary } from '../format';
import './search.css';

const PAGE_SIZE = 10;

/**
 * /wrap/questionSearch (keyWord): the passages that answer a question in
 * natural Chinese, best first (most of its words, the book's title and
 * author counting), grouped with their books, with highlighted snippets.
 */
export function QuestionSearchPage() {
  const [params, update] = useSearchQuery();
  const question = normaliseSearchKeyword(params.get('keyWord') ?? '');
  const page = readPage(params);
  const setSearchInput = useAppStore((state) => state.setSearchInput);
  useEffect(() => setSearchInput(question), [question, setSearchInput]);
  const { data, isLoading, isError, isPlaceholderData } = useSearchQuestion({
    keyword: question,
    cp: page,
    ps: PAGE_SIZE,
  });

  // Its own input (issue 12): a new question starts on page 1.
  const input = (
    <QuestionInput key={question} question={question} onAsk={(next) => update({ keyWord: next })} />
  );
  if (!question)
    return (
      <div className="search-page question-page">
        {input}
        <Empty description={SearchMessages.EmptyKeyword} />
      </div>
    );
  return (
    <div className="search-page question-page">
      {input}
      <QuestionHeader
        question={question}
        terms={data?.Terms}
        summary={data && !isPlaceholderData ? questionSummary(data, '段答案') : '检索中…'}
      />
      {isLoading && <Skeleton active />}
      {isError && <Empty description="检索失败，请稍后再试" />}
      {data && data.Terms.length === 0 && <Empty description={NO_QUESTION_TERMS} />}
      {data && data.Terms.length > 0 && data.ItemList.length === 0 && (
        <Empty description={EmptyMessages.Data} />
      )}
      {data?.ItemList.map((book) => (
        <PassageBook
          key={book.Content.Id}
          book={book}
          countLabel={`${book.HitCount} 段相关`}
          testId="question-answer"
        />
      ))}
      {data && data.RecordCount > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={data.RecordCount}
          showSizeChanger={false}
          onChange={(next) => {
            update({ cp: next });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </div>
  );
}
