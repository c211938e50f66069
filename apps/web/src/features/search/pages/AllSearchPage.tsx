import { useEffect, useState } from 'react';
import { Empty, Pagination, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { FullTextSearchData } from '@moyue/contracts/api/search';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { EmptyMessages, SearchMessages } from '@moyue/contracts/messages';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import { getHref } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useSearchFullText } from '../api/search-full-text';
import { fullTextSummary } from '../format';
import './search.css';

/** Issue 6: a hit beyond the reader's trial comes without its text. */
const LOCKED_HIT_TEXT = '试读范围外';

const PAGE_SIZE = 10;
type BookHits = FullTextSearchData['ItemList'][number];

/** A hit opens the book at its chapter (the readers take tocValue, spec §2). */
const hitHref = (book: BookHits, tocId: number) =>
  `/epubReader?${new URLSearchParams({ id: String(book.Content.Id), contentexternalid: book.Content.ExternalId, objectType: String(book.Content.ObjectType), tocValue: String(tocId) }).toString()}`;

/** spec §2 /wrap/allSearch: full-text hits grouped by book, with highlighted snippets. */
export function AllSearchPage() {
  const [searchParams] = useSearchParams();
  const keyword = normaliseSearchKeyword(searchParams.get('keyWord') ?? '');
  const [page, setPage] = useState(1);
  const setSearchInput = useAppStore((state) => state.setSearchInput);
  useEffect(() => setSearchInput(keyword), [keyword, setSearchInput]);
  const { data, isLoading, isError } = useSearchFullText({ keyword, cp: page, ps: PAGE_SIZE });

  if (!keyword) return <Empty description={SearchMessages.EmptyKeyword} />;
  return (
    <div className="search-page">
      <p className="search-page__summary" data-testid="full-text-summary">
        全文检索“{keyword}”：
        {data ? fullTextSummary(data) : '检索中…'}
      </p>
      {isLoading && <Skeleton active />}
      {isError && <Empty description="检索失败，请稍后再试" />}
      {data && data.ItemList.length === 0 && <Empty description={EmptyMessages.Data} />}
      {data?.ItemList.map((book) => (
        <article key={book.Content.Id} className="full-text-book" data-testid="full-text-book">
          <header>
            <Link to={getHref.bookDetail(book.Content.Id)}>
              <h3>{decodeHtmlEntities(book.Content.Title)}</h3>
            </Link>
            <span>
              {book.Content.Author} · {book.Content.Publisher} · 命中 {book.HitCount} 处
            </span>
          </header>
          <ol>
            {book.Hits.map((hit) => (
              <li key={hit.Id}>
                <a
                  href={hitHref(book, hit.TocId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="full-text-hit"
                >
                  <span className="full-text-hit__where">
                    {hit.TocTitle} · 第 {hit.Page} 页
                  </span>
                  {hit.IsLock ? (
                    <span className="full-text-hit__locked" data-testid="full-text-hit-locked">
                      {LOCKED_HIT_TEXT}
                    </span>
                  ) : (
                    <span className="full-text-hit__snippet">
                      {hit.Fragments.map((fragment, i) =>
                        fragment.Hit ? (
                          <mark key={i}>{fragment.Text}</mark>
                        ) : (
                          <span key={i}>{fragment.Text}</span>
                        ),
                      )}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ol>
        </article>
      ))}
      {data && data.RecordCount > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={data.RecordCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </div>
  );
}
