import { Input } from 'antd';
import { useState } from 'react';
import { SearchMessages } from '@moyue/contracts/messages';

export interface BookSearchHit {
  key: string;
  label: string;
  excerpt: string;
}

export interface SearchPanelProps {
  /** searches what was delivered to this browser (trial readers: the trial edition only) */
  onSearch: (query: string) => Promise<BookSearchHit[]>;
  onOpen: (hit: BookSearchHit) => void;
}

/** Search inside the book, in the browser. */
export function SearchPanel({ onSearch, onOpen }: SearchPanelProps) {
  const [hits, setHits] = useState<BookSearchHit[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const search = async (value: string) => {
    const query = value.trim();
    if (query === '') {
      setError(SearchMessages.EmptyKeyword);
      return;
    }
    setError('');
    setBusy(true);
    try {
      setHits(await onSearch(query));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="reader-search">
      <Input.Search
        placeholder="在本书中搜索"
        enterButton="搜索"
        loading={busy}
        maxLength={100}
        onSearch={(value) => void search(value)}
      />
      {error ? <p className="reader-search-error">{error}</p> : null}
      {hits !== null && hits.length === 0 ? <p className="reader-empty">未找到相关内容</p> : null}
      {hits !== null && hits.length > 0 ? (
        <>
          <p className="reader-search-count">共 {hits.length} 处</p>
          <ul>
            {hits.map((hit) => (
              <li key={hit.key}>
                <button type="button" className="reader-search-hit" onClick={() => onOpen(hit)}>
                  <strong>{hit.label}</strong>
                  <span>{hit.excerpt}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
