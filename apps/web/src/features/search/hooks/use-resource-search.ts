import { useEffect } from 'react';
import { Code } from '@moyue/contracts/codes';
import { SITE_TITLE } from '@moyue/contracts/messages';
import { ApiError } from '../../../api/api-error';
import { selectLibraryType, selectOrganizationInfo, useAppStore } from '../../../stores/app-store';
import { useSearchContents } from '../api/search-contents';
import { readResourceSearch } from '../resource-search-input';
import { SEARCH_KINDS } from '@moyue/contracts/search-page';
import { useSearchQuery } from './use-search-query';
import { useSubjectTree } from './use-subject-tree';

/**
 * The state of /wrap/resuResSearch (and the holdings' /wrap/schoolResources): its choices
 * (readResourceSearch), the search call itself, and the page's title.
 */
export function useResourceSearch(holdings: boolean) {
  const [params, update] = useSearchQuery();
  const libraryType = useAppStore(selectLibraryType);
  const organizationInfo = useAppStore(selectOrganizationInfo);
  const setSearchInput = useAppStore((state) => state.setSearchInput);
  const { input, selectedCategory, ...choices } = readResourceSearch(params, {
    libraryType,
    organizationInfo,
    holdings,
  });
  const { keyword } = choices;

  useEffect(() => setSearchInput(keyword), [keyword, setSearchInput]);
  useEffect(() => {
    // spec §2: this page keeps its own title.
    const place = holdings ? '机构馆藏' : '书城';
    document.title = keyword ? `${keyword} - ${place} - ${SITE_TITLE}` : `${place} - ${SITE_TITLE}`;
  }, [keyword, holdings]);

  const search = useSearchContents(input);
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
    ...choices,
    search,
    needsInstitution,
    tree,
    subjects,
    switchKind,
    holder: holdings ? search.data?.HoldingsOf?.Title : undefined,
  };
}

export type ResourceSearch = ReturnType<typeof useResourceSearch>;
