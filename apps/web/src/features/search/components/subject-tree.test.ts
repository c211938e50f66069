import { describe, expect, it } from 'vitest';
import {
  buildSubjectTree,
  chooseSubject,
  subjectSelectionOf,
  type FacetCategory,
} from './subject-tree';

const facets: FacetCategory[] = [
  { Id: 1, Code: 'I', Title: '文学', ParentId: null, Level: 1, Count: 30 },
  { Id: 2, Code: 'I2', Title: '中国文学', ParentId: 1, Level: 2, Count: 30 },
  { Id: 3, Code: 'I22', Title: '诗歌、韵文', ParentId: 2, Level: 3, Count: 25 },
  { Id: 4, Code: 'I21', Title: '作品集', ParentId: 2, Level: 3, Count: 5 },
  { Id: 5, Code: 'B', Title: '哲学、宗教', ParentId: null, Level: 1, Count: 4 },
];

describe('subject navigation (spec §4)', () => {
  const tree = buildSubjectTree(facets);
  const [b, literature] = tree;

  it('nests up to three levels in classification order', () => {
    expect(tree.map((n) => n.Code)).toEqual(['B', 'I']);
    expect(literature!.children[0]!.children.map((n) => n.Code)).toEqual(['I21', 'I22']);
  });

  it('selects and opens a level; choosing the open level again closes it', () => {
    const opened = chooseSubject({ selected: null, open: [] }, literature!, []);
    expect(opened).toEqual({ selected: 1, open: [1] });
    expect(chooseSubject(opened, literature!, [])).toEqual({ selected: null, open: [] });
    expect(chooseSubject(opened, b!, [])).toEqual({ selected: 5, open: [5] });
  });

  it('toggles a third-level selection and returns to its parent', () => {
    const poetry = literature!.children[0]!.children[1]!;
    const state = { selected: 2, open: [1, 2] };
    const chosen = chooseSubject(state, poetry, [1, 2]);
    expect(chosen).toEqual({ selected: 3, open: [1, 2] });
    expect(chooseSubject(chosen, poetry, [1, 2])).toEqual({ selected: 2, open: [1, 2] });
  });

  it('rebuilds the open path from a selection kept in the query', () => {
    expect(subjectSelectionOf(tree, null)).toEqual({ selected: null, open: [] });
    expect(subjectSelectionOf(tree, 1)).toEqual({ selected: 1, open: [1] });
    expect(subjectSelectionOf(tree, 2)).toEqual({ selected: 2, open: [1, 2] });
    expect(subjectSelectionOf(tree, 3)).toEqual({ selected: 3, open: [1, 2] });
    // Not (yet) in the facets: selected, nothing open.
    expect(subjectSelectionOf(tree, 99)).toEqual({ selected: 99, open: [] });
  });
});
