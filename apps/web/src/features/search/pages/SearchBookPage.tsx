import { useMemo } from 'react';
import { useSearchContents } from '../api/search-contents';
import { AdvancedSearchForm } from '../components/AdvancedSearchForm';
import { FilterGroup } from '../components/FilterGroup';
import { SearchResults } from '../components/SearchResults';
import { useSearchQuery } from '../hooks/use-search-query';
import {
  advancedSearchInput,
  advancedSearchQuery,
  hasCriteria,
  readAdvancedSearch,
} from '../advanced-search';
import { SEARCH_PAGE_SIZE } from '@moyue/contracts/search-page';
import { SORTS, readBookSort } from '../search-params';
import './search.css';

/**
 * /wrap/searchBook (图书检索), the search bar's advanced search: a form of title, author,
 * publisher, ISBN, keywords, issue years and categories; the results show below it. The
 * criteria, sort and page live in the query.
 */
export function SearchBookPage() {
  const [params, update] = useSearchQuery();
  const query = params.toString();
  // One object per address, so the form is reset only when the address changes.
  const fields = useMemo(() => readAdvancedSearch(new URLSearchParams(query)), [query]);
  const input = useMemo(
    () => advancedSearchInput(new URLSearchParams(query), SEARCH_PAGE_SIZE),
    [query],
  );
  const searching = hasCriteria(fields);
  const search = useSearchContents(input, searching);

  return (
    <div className="search-page search-book">
      <h2 className="search-book__title">图书检索</h2>
      <AdvancedSearchForm initial={fields} onSearch={(next) => update(advancedSearchQuery(next))} />
      {searching && (
        <section className="search-book__results" aria-label="检索结果">
          <div className="search-page__toolbar">
            <span className="search-page__count">
              共 <strong>{search.data?.RecordCount ?? 0}</strong> 条结果
            </span>
            <FilterGroup
              label="排序"
              options={SORTS}
              value={readBookSort(params)}
              onChange={(sort) => update({ sort })}
            />
          </div>
          <SearchResults search={search} />
        </section>
      )}
    </div>
  );
}
