import { useEffect } from 'react';
import { Empty, Pagination, Skeleton, Tag } from 'antd';
import { EmptyMessages, SITE_TITLE, SearchMessages } from '@moyue/contracts/messages';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import { useAppStore } from '../../../stores/app-store';
import { useSearchQuestion } from '../api/search-question';
import { NO_QUESTION_TERMS, QuestionHeader } from '../components/QuestionHeader';
import { HitLink } from '../components/PassageBook';
import { ResultRow } from '../components/ResultRow';
import { useSearchQuery } from '../hooks/use-search-query';
import { SEARCH_PAGE_SIZE } from '@moyue/contracts/search-page';
import { readFieldFilter, readPage } from '../search-params';
import { questionSummary } from '../format';
import './search.css';

/**
 * spec §2 /wrap/questionResource (keyWord, select, search): the resources
 * (books) that answer a question, best answer first, as result rows; select
 * Author, Publisher or Isbn with search keeps to those books. Keeps its own
 * page title (spec §2).
 */
export function QuestionResourcePage() {
  const [params, update] = useSearchQuery();
  const question = normaliseSearchKeyword(params.get('keyWord') ?? '');
  const field = readFieldFilter(params);
  const page = readPage(params);
  const setSearchInput = useAppStore((state) => state.setSearchInput);
  useEffect(() => setSearchInput(question), [question, setSearchInput]);
  useEffect(() => {
    document.title = question
      ? `${question} - 问答资源 - ${SITE_TITLE}`
      : `问答资源 - ${SITE_TITLE}`;
  }, [question]);
  const { data, isLoading, isError, isPlaceholderData } = useSearchQuestion({
    keyword: question,
    ...(field ? { [field.param]: field.value } : {}),
    cp: page,
    ps: SEARCH_PAGE_SIZE,
  });

  if (!question) return <Empty description={SearchMessages.EmptyKeyword} />;
  return (
    <div className="search-page question-page">
      <QuestionHeader
        question={question}
        terms={data?.Terms}
        summary={data && !isPlaceholderData ? questionSummary(data, '段相关内容') : '检索中…'}
      />
      {field && (
        <p className="search-page__scope" data-testid="question-scope">
          仅检索
          <Tag closable onClose={() => update({ select: null, search: null })}>
            {field.label}：{field.value}
          </Tag>
        </p>
      )}
      {isLoading && <Skeleton active />}
      {isError && <Empty description="检索失败，请稍后再试" />}
      {data && data.Terms.length === 0 && <Empty description={NO_QUESTION_TERMS} />}
      {data && data.Terms.length > 0 && data.ItemList.length === 0 && (
        <Empty description={EmptyMessages.Data} data-testid="search-empty" />
      )}
      <div className="search-page__list">
        {data?.ItemList.map((book) => {
          // the book's best answer the reader may read, else its best one (named, not quoted)
          const answer = book.Hits.find((hit) => !hit.IsLock) ?? book.Hits[0];
          return (
            <div key={book.Content.Id} className="question-resource">
              <ResultRow content={book.Content} layout="list" />
              {answer && (
                <div className="question-resource__answer" data-testid="question-resource-answer">
                  <span className="question-resource__label">相关段落</span>
                  <HitLink book={book} hit={answer} />
                </div>
              )}
            </div>
          );
        })}
      </div>
      {data && data.RecordCount > SEARCH_PAGE_SIZE && (
        <Pagination
          className="search-page__pagination"
          current={page}
          pageSize={SEARCH_PAGE_SIZE}
          total={data.RecordCount}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 种`}
          onChange={(next) => {
            update({ cp: next });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </div>
  );
}
