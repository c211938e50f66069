import { SearchScope } from '@moyue/contracts/api/search';
import { EBOOKS_ONLY_LIBRARY_TYPE } from '@moyue/contracts/object-types';
import type { selectLibraryType, selectOrganizationInfo } from '../../stores/app-store';
import type { ResourceSearchInput } from './api/search-contents';
import { SUBJECT_HIERARCHIES } from './subject-hierarchies';
import { SEARCH_KINDS, SEARCH_PAGE_SIZE, readInSearchKeyword } from '@moyue/contracts/search-page';
import { readBookSort, readCategoryIds, readCourseFilter, readPage } from './search-params';

/** What the search page reads from its address and the institution's settings. */
export interface ResourceSearchContext {
  libraryType: ReturnType<typeof selectLibraryType>;
  organizationInfo: ReturnType<typeof selectOrganizationInfo>;
  holdings: boolean;
}

/**
 * Every choice of /wrap/resuResSearch read from the query (kind, CategoryIds, publisher, sort,
 * contentSource, layout, cp next to the spec's inSearch, select and searchType) and the search
 * call they make: the page and its route's prefetch (search/api/prefetch-resource-search.ts)
 * ask the same call, so they share one answer.
 */
export function readResourceSearch(
  params: URLSearchParams,
  { libraryType, organizationInfo, holdings }: ResourceSearchContext,
) {
  const keyword = readInSearchKeyword(params.get('inSearch'));
  const select = params.get('select') ?? '';
  // spec §6: library mode 3 offers e-books only.
  const kinds = libraryType === EBOOKS_ONLY_LIBRARY_TYPE ? SEARCH_KINDS.slice(0, 1) : SEARCH_KINDS;
  const kind = kinds.find((k) => k.key === params.get('kind')) ?? kinds[0];
  const isCourse = kind.key === 'course';
  const selectedCategory = readCategoryIds(params)[0] ?? null;
  const publisher = isCourse ? undefined : params.get('publisher') || undefined;
  const bookSort = readBookSort(params);
  const courseFilter = readCourseFilter(params);
  const layout: 'grid' | 'list' = params.get('layout') === 'grid' ? 'grid' : 'list';
  const page = readPage(params);
  // spec §6: an organisation may hide the departments navigation, or navigate by classification only.
  const hideDepartments = Boolean(
    organizationInfo?.HideDepartmentNav || organizationInfo?.ClassificationOnly,
  );
  const hierarchies = hideDepartments ? SUBJECT_HIERARCHIES.slice(0, 1) : SUBJECT_HIERARCHIES;
  const hierarchy =
    hierarchies.find((h) => h.name === params.get('hierarchyName'))?.name ?? hierarchies[0].name;
  const input: ResourceSearchInput = {
    keyword,
    select,
    objectTypes: kind.objectTypes,
    cp: page,
    ps: SEARCH_PAGE_SIZE,
    CategoryIds: selectedCategory === null ? undefined : String(selectedCategory),
    hierarchyName: hierarchy,
    hierarchyIds: params.get('hierarchyIds') || undefined,
    publisher,
    ...(holdings ? { scope: SearchScope.Holdings } : {}),
    ...(isCourse ? courseFilter : { sort: bookSort }),
  };
  return {
    keyword,
    kinds,
    kind,
    isCourse,
    selectedCategory,
    publisher,
    bookSort,
    courseFilter,
    layout,
    page,
    hierarchies,
    hierarchy,
    input,
  };
}
