import type { PreferenceCategory } from '@moyue/contracts/api/center';
import type { CategoryNodeRow } from './predilection.repository.ts';

/** Rows (parents before children) → the tree myPredilection shows. */
export function presentCategoryTree(rows: readonly CategoryNodeRow[]): PreferenceCategory[] {
  const nodes = new Map<number, PreferenceCategory>();
  const roots: PreferenceCategory[] = [];
  for (const row of rows) {
    const node: PreferenceCategory = {
      Id: Number(row.id),
      Title: row.title,
      Code: row.code,
      Child: [],
    };
    nodes.set(node.Id, node);
    const parent = row.parentId === null ? undefined : nodes.get(Number(row.parentId));
    if (parent) parent.Child.push(node);
    else roots.push(node);
  }
  return roots;
}
