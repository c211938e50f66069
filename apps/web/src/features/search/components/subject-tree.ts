import type { ResourceSearchData } from '@moyue/contracts/api/search';

export type FacetCategory = ResourceSearchData['Categories'][number];
export interface SubjectNode extends FacetCategory {
  children: SubjectNode[];
}

/** Builds the subject navigation tree (up to three levels) from the category facets. */
export function buildSubjectTree(categories: readonly FacetCategory[]): SubjectNode[] {
  const nodes = new Map<number, SubjectNode>(categories.map((c) => [c.Id, { ...c, children: [] }]));
  const roots: SubjectNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.ParentId === null ? undefined : nodes.get(node.ParentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: SubjectNode[]) => {
    list.sort((a, b) => a.Code.localeCompare(b.Code));
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

export interface SubjectSelection {
  /** The selected category (null = 全部). */
  selected: number | null;
  /** The open (expanded) path, root first. */
  open: number[];
}

/**
 * spec §4 category navigation: choosing an open level toggles its expansion;
 * choosing another selects and opens it; a third-level click toggles its
 * selection and returns to its parent.
 */
export function chooseSubject(
  state: SubjectSelection,
  node: SubjectNode,
  path: number[],
): SubjectSelection {
  if (node.Level >= 3) {
    const parent = path[path.length - 1] ?? null;
    return state.selected === node.Id
      ? { selected: parent, open: path }
      : { selected: node.Id, open: path };
  }
  const isOpen = state.open[path.length] === node.Id;
  if (isOpen) return { selected: path[path.length - 1] ?? null, open: path };
  return { selected: node.Id, open: [...path, node.Id] };
}

/**
 * The navigation state a selected category stands for (it lives in the query as CategoryIds):
 * its ancestors are open, and so is the category itself unless it is a third-level leaf —
 * the same state {@link chooseSubject} reaches by clicking down to it.
 */
export function subjectSelectionOf(
  tree: readonly SubjectNode[],
  selected: number | null,
): SubjectSelection {
  if (selected === null) return { selected: null, open: [] };
  const walk = (nodes: readonly SubjectNode[], path: number[]): number[] | null => {
    for (const node of nodes) {
      if (node.Id === selected) return node.Level >= 3 ? path : [...path, node.Id];
      const found = walk(node.children, [...path, node.Id]);
      if (found) return found;
    }
    return null;
  };
  return { selected, open: walk(tree, []) ?? [] };
}
