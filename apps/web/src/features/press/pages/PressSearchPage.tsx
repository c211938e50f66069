import { Empty, Input, Pagination, Radio, Segmented, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { SearchSort, type ResourceSearchItem } from '@moyue/contracts/api/search';
import { formatIsbn } from '@moyue/contracts/format-isbn';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref } from '../../../config/paths';
import { usePressSearch } from '../api/search-press-books';
import { PressBooks } from '../components/PressBooks';
import { PressFrame } from '../components/PressFrame';

const PAGE_SIZE = 20;
// spec §2 search-type switcher: e-books (104, 109, 110) and audio books (156).
const EBOOK_TYPES = '104,109,110';
const TYPES = [
  { value: EBOOK_TYPES, label: '电子书' },
  { value: '156', label: '有声书' },
];
const SELECTS = [
  { value: '', label: '全部' },
  { value: 'Author', label: '作者' },
  { value: 'Isbn', label: 'ISBN' },
];
const SORTS = [
  { value: SearchSort.Composite, label: '综合' },
  { value: SearchSort.IssueDate, label: '出版时间' },
  { value: SearchSort.ReadCount, label: '阅读量' },
];

function ResultList({ items }: { items: ResourceSearchItem[] }) {
  return (
    <ul className="press-results" data-testid="press-results">
      {items.map((item) => (
        <li key={item.Id} className="press-result">
          <Link to={getHref.contentDetail(item)} className="press-result__cover">
            {item.CoverUrl ? <CoverImage src={item.CoverUrl} alt="" sizes="72px" /> : null}
          </Link>
          <div className="press-result__text">
            <Link to={getHref.contentDetail(item)} className="press-result__title">
              {decodeHtmlEntities(item.Title)}
            </Link>
            <p className="press-result__meta">
              {[
                item.Author,
                item.IssueDate,
                formatIsbn(item.Isbn) && `ISBN ${formatIsbn(item.Isbn)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="press-result__abstract">{decodeHtmlEntities(item.Abstracts)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function PressSearchResults({ publisher }: { publisher: string }) {
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword') ?? '';
  const select = SELECTS.some((s) => s.value === search.get('select'))
    ? (search.get('select') ?? '')
    : '';
  const objectTypes = TYPES.some((t) => t.value === search.get('objectTypes'))
    ? (search.get('objectTypes') ?? EBOOK_TYPES)
    : EBOOK_TYPES;
  const sort = Number(search.get('sort')) || SearchSort.Composite;
  const mode = search.get('mode') === 'list' ? 'list' : 'grid';
  const cp = Math.max(1, Math.min(1000, Number(search.get('cp')) || 1));
  const result = usePressSearch({
    publisher,
    keyword,
    select,
    objectTypes,
    sort,
    cp,
    ps: PAGE_SIZE,
  });
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes))
      if (value === '') next.delete(name);
      else next.set(name, value);
    if (!('cp' in changes)) next.delete('cp');
    setSearch(next, { replace: true });
  };
  const items = result.data?.ItemList ?? [];
  const total = result.data?.RecordCount ?? 0;
  return (
    <section className="press-section" data-testid="press-search">
      <div className="press-search__bar">
        <Radio.Group
          value={select}
          options={SELECTS}
          onChange={(event) => update({ select: String(event.target.value) })}
        />
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          allowClear
          maxLength={100}
          enterButton="搜本社"
          placeholder="在本出版社的图书中检索"
          onSearch={(value) => update({ keyword: value.replace(/[\r\n]/g, '').trim() })}
          aria-label="在本出版社的图书中检索"
        />
      </div>
      <div className="press-search__filters">
        <Segmented
          options={TYPES}
          value={objectTypes}
          onChange={(value) => update({ objectTypes: value })}
        />
        <Segmented
          options={SORTS}
          value={sort}
          onChange={(value) => update({ sort: String(value) })}
        />
        <Segmented
          options={[
            { value: 'grid', label: '大图' },
            { value: 'list', label: '列表' },
          ]}
          value={mode}
          onChange={(value) => update({ mode: value })}
        />
        <span className="press-search__count">共 {total} 种</span>
      </div>
      {result.isPending ? (
        <Skeleton active />
      ) : result.error ? (
        <Empty description={result.error.message} />
      ) : items.length === 0 ? (
        <Empty description={keyword ? '没有找到相关图书' : '暂无图书'} />
      ) : mode === 'list' ? (
        <ResultList items={items} />
      ) : (
        <PressBooks books={items} />
      )}
      {total > PAGE_SIZE && (
        <Pagination
          className="press-pager"
          current={cp}
          pageSize={PAGE_SIZE}
          total={Math.min(total, PAGE_SIZE * 1000)}
          showSizeChanger={false}
          onChange={(page) => update({ cp: String(page) })}
        />
      )}
    </section>
  );
}

/** /press/search: the press's catalogue with the store's filters (type, field, sort, display). */
export function PressSearchPage() {
  return (
    <PressFrame active="pressSearch">
      {(press) => <PressSearchResults publisher={press.Title} />}
    </PressFrame>
  );
}
