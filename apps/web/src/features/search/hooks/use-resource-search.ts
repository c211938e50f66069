import { useEffect } from 'react';
import { SearchScope } from '@moyue/contracts/api/search';
import { Code } from '@moyue/contracts/codes';
import { SITE_TITLE } from '@moyue/contracts/messages';
import { EBOOKS_ONLY_LIBRARY_TYPE } from '@moyue/contracts/object-types';
import { ApiError } from '../../../api/api-error';
import { selectLibraryType, selectOrganizationInfo, useAppStore } from '../../../stores/app-store';
import { useSearchContents } from '../api/search-contents';
import { SUBJECT_HIERARCHIES } from '../subject-hierarchies';
import {
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  readBookSort,
  readCategoryIds,
  readCourseFilter,
  readInSearchKeyword,
  readPage,
} from '../search-params';
import { useSearchQuery } from './use-search-query';
import { useSubjectTree } from './use-subject-tree';

/**
 * The state of /wrap/resuResSearch (and the holdings' /wrap/schoolResources): every choice
 * read from the query (kind, CategoryIds, publisher, sort, contentSource, layout, cp next to
 * the spec's inSearch, select and searchType), the search call itself, and the page's title.
 */
export function useResourceSearch(holdings: boolean) {
  const [params, update] = useSearchQuery();
  const keyword = readInSearchKeyword(params.get('inSearch'));
  const select = params.get('select') ?? '';
  // spec §6: library mode 3 offers e-books only.
  const libraryType = useAppStore(selectLibraryType);
  const setSearchInput = useAppStore((state) => state.setSearchInput);
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
  const organizationInfo = useAppStore(selectOrganizationInfo);
  const hideDepartments = Boolean(
    organizationInfo?.HideDepartmentNav || organizationInfo?.ClassificationOnly,
  );
  const hierarchies = hideDepartments ? SUBJECT_HIERARCHIES.slice(0, 1) : SUBJECT_HIERARCHIES;
  const hierarchy =
    hierarchies.find((h) => h.name === params.get('hierarchyName'))?.name ?? hierarchies[0].name;

  useEffect(() => setSearchInput(keyword), [keyword, setSearchInput]);
  useEffect(() => {
    // spec §2: this page keeps its own title.
    const place = holdings ? '机构馆藏' : '书城';
    document.title = keyword ? `${keyword} - ${place} - ${SITE_TITLE}` : `${place} - ${SITE_TITLE}`;
  }, [keyword, holdings]);

  const search = useSearchContents({
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
  });
  // spec §8 code 36: the holdings need a certified institution (or its network).
  const needsInstitution =
    holdings && search.error instanceof ApiError && search.error.code === Code.NeedsInstitution;
  const { tree, subjects } = useSubjectTree(search.data?.Categories, selectedCategory);

  // spec §4: an object-type switch resets the category selection (and the filters of the old kind).
  const switchKind = (next: string) =>
    update({
      kind: next === SEARCH_KINDS[0].key ? null : next,
      CategoryIds: null,
      publisher: null,
      sort: null,
      contentSource: null,
    });

  return {
    update,
    keyword,
    kinds,
    kind,
    isCourse,
    publisher,
    bookSort,
    courseFilter,
    layout,
    page,
    hierarchies,
    hierarchy,
    search,
    needsInstitution,
    tree,
    subjects,
    switchKind,
    holder: holdings ? search.data?.HoldingsOf?.Title : undefined,
  };
}

export type ResourceSearch = ReturnType<typeof useResourceSearch>;
