import { useEffect } from 'react';
import { Empty, Pagination, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { EmptyMessages, SearchMessages } from '@moyue/contracts/messages';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import { useAppStore } from '../../../stores/app-store';
import { useSearchFullText } from '../api/search-full-text';
import { PassageBook } from '../components/PassageBook';
import { getHref } from '../../../config/paths';
import { fullTextSummary, looksLikeQuestion } from '../format';
import { useSearchQuery } from '../hooks/use-search-query';
import { readFieldFilter, readPage } from '../search-params';
import './search.css';

const PAGE_SIZE = 10;

/**
 * spec §2 /wrap/allSearch (keyWord, select, search): full-text hits grouped by
 * book, with highlighted snippets; select (Author, Publisher, Isbn) with
 * search keeps to the books of that author, publisher or ISBN. The page
 * number lives in the address (cp), so a new keyword starts on page 1.
 */
export function AllSearchPage() {
  const [params, update] = useSearchQuery();
  const keyword = normaliseSearchKeyword(params.get('keyWord') ?? '');
  const field = readFieldFilter(params);
  const page = readPage(params);
  const setSearchInput = useAppStore((state) => state.setSearchInput);
  useEffect(() => setSearchInput(keyword), [keyword, setSearchInput]);
  const { data, isLoading, isError, isPlaceholderData } = useSearchFullText({
    keyword,
    ...(field ? { [field.param]: field.value } : {}),
    cp: page,
    ps: PAGE_SIZE,
  });

  if (!keyword) return <Empty description={SearchMessages.EmptyKeyword} />;
  return (
    <div className="search-page">
      <p className="search-page__summary" data-testid="full-text-summary">
        全文检索“{keyword}”：
        {/* the previous keyword's rows stay while the new ones load, but not its counts */}
        {data && !isPlaceholderData ? fullTextSummary(data) : '检索中…'}
        {looksLikeQuestion(keyword) && (
          <Link
            className="search-page__ask"
            to={getHref.questionSearch(keyword)}
            data-testid="ask-instead"
          >
            这像是一个问题，试试问答检索 →
          </Link>
        )}
      </p>
      {field && (
        <p className="search-page__scope" data-testid="full-text-scope">
          仅检索
          <Tag closable onClose={() => update({ select: null, search: null })}>
            {field.label}：{field.value}
          </Tag>
        </p>
      )}
      {isLoading && <Skeleton active />}
      {isError && <Empty description="检索失败，请稍后再试" />}
      {data && data.ItemList.length === 0 && <Empty description={EmptyMessages.Data} />}
      {data?.ItemList.map((book) => (
        <PassageBook key={book.Content.Id} book={book} countLabel={`命中 ${book.HitCount} 处`} />
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
