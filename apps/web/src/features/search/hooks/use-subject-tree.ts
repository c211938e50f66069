import { useMemo } from 'react';
import {
  buildSubjectTree,
  subjectSelectionOf,
  type FacetCategory,
} from '../components/subject-tree';

/** The subject navigation of a result page: its tree from the category facets, and the state the address selects. */
export function useSubjectTree(
  categories: readonly FacetCategory[] | undefined,
  selectedCategory: number | null,
) {
  const tree = useMemo(() => buildSubjectTree(categories ?? []), [categories]);
  const subjects = useMemo(
    () => subjectSelectionOf(tree, selectedCategory),
    [tree, selectedCategory],
  );
  return { tree, subjects };
}
