import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Empty, Input, Pagination, Skeleton } from 'antd';
import { contentDetailPath } from '@moyue/contracts/api/catalog';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { SearchMessages } from '@moyue/contracts/messages';
import { useBookSearch } from '../api/search-books';
import { bookAiHref, chatBookHref } from './assistant-links';
import './assistant.css';

/** Books to talk to (spec §2 /wrap/bookai, search type 2 'AI book assistant'). */
export function BookFinder({ keyword }: { keyword: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [error, setError] = useState('');
  const books = useBookSearch(keyword, page);
  return (
    <section className="detail-side__block" data-testid="book-ai-page">
      <h2>AI 伴读 · 找一本书来对话</h2>
      <Input.Search
        defaultValue={keyword}
        enterButton="找书"
        placeholder="输入书名、作者或关键词"
        status={error ? 'error' : ''}
        onSearch={(value) => {
          const text = value.trim();
          if (!text) {
            setError(SearchMessages.EmptyKeyword);
            return;
          }
          setError('');
          setPage(1);
          void navigate(bookAiHref(text));
        }}
        aria-label="找书"
      />
      {error ? <p role="alert">{error}</p> : null}
      {!keyword.trim() ? null : books.isPending ? (
        <Skeleton active />
      ) : !books.data || books.data.ItemList.length === 0 ? (
        <Empty description="没有找到相关图书" />
      ) : (
        <>
          <ul className="ai-book-list">
            {books.data.ItemList.map((book) => (
              <li key={book.Id} data-testid="book-ai-row">
                <span>
                  <Link to={contentDetailPath(book.ObjectType, book.Id)}>
                    《{decodeHtmlEntities(book.Title)}》
                  </Link>{' '}
                  {book.Author}
                </span>
                <Link to={chatBookHref(book.Id)}>与本书对话</Link>
              </li>
            ))}
          </ul>
          <Pagination
            current={page}
            total={books.data.RecordCount}
            pageSize={10}
            onChange={setPage}
            showSizeChanger={false}
            hideOnSinglePage
          />
        </>
      )}
    </section>
  );
}
