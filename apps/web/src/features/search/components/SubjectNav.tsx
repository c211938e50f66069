import { Fragment, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from 'antd';
import { CATEGORY_LIST_COLLAPSE_HEIGHT_PX } from '@moyue/contracts/ui-constants';
import { truncateCategoryTitle } from '@moyue/contracts/format-text';
import { chooseSubject, type SubjectNode, type SubjectSelection } from './subject-tree';
import { SUBJECT_HIERARCHIES, type SubjectHierarchy } from '../subject-hierarchies';
import { useMeasureNextFrame } from '../../../hooks/use-next-frame';
import './subject-nav.css';

/** spec §2/§4 subject navigation: three levels with counts and a 全部 option; the list collapses above 495 px. */
export function SubjectNav({
  tree,
  state,
  onChange,
  hierarchies = [SUBJECT_HIERARCHIES[0]],
  hierarchy = SUBJECT_HIERARCHIES[0].name,
  onHierarchyChange,
}: {
  tree: SubjectNode[];
  state: SubjectSelection;
  onChange: (next: SubjectSelection) => void;
  /** the navigations offered (spec §6: the departments one may be hidden) */
  hierarchies?: readonly SubjectHierarchy[];
  hierarchy?: string;
  onHierarchyChange?: (name: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  // spec §9: the list collapses only when it is taller than 495 px; a short list has no toggle.
  const listRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  // Measured in the next frame, not in React's commit (issue 16), and drawn in that frame.
  useMeasureNextFrame(() => {
    const list = listRef.current;
    if (!list) return;
    const overflowing = list.scrollHeight > CATEGORY_LIST_COLLAPSE_HEIGHT_PX;
    flushSync(() => setOverflows(overflowing));
  }, [tree, state]);
  // An open category's children show right under it (spec §4: up to three levels).
  const renderLevel = (nodes: SubjectNode[], path: number[]) => (
    <div
      key={path.join('-') || 'root'}
      className={`subject-nav__level subject-nav__level--${path.length + 1}`}
    >
      {nodes.map((node) => {
        const isOpen = state.open[path.length] === node.Id;
        return (
          <Fragment key={node.Id}>
            <button
              type="button"
              title={node.Title}
              aria-expanded={node.children.length > 0 ? isOpen : undefined}
              className={state.selected === node.Id ? 'is-selected' : isOpen ? 'is-open' : ''}
              onClick={() => onChange(chooseSubject(state, node, path))}
            >
              {truncateCategoryTitle(node.Title)} <small>({node.Count})</small>
            </button>
            {isOpen && node.children.length > 0
              ? renderLevel(node.children, [...path, node.Id])
              : null}
          </Fragment>
        );
      })}
    </div>
  );
  return (
    <aside className="subject-nav" aria-label="学科导航">
      {hierarchies.length > 1 ? (
        <div className="subject-nav__hierarchies" role="tablist" aria-label="导航方式">
          {hierarchies.map((h) => (
            <button
              type="button"
              role="tab"
              key={h.name}
              aria-selected={h.name === hierarchy}
              className={h.name === hierarchy ? 'is-selected' : ''}
              onClick={() => h.name !== hierarchy && onHierarchyChange?.(h.name)}
            >
              {h.label}
            </button>
          ))}
        </div>
      ) : (
        <h3>{hierarchies[0]?.label}</h3>
      )}
      <div
        ref={listRef}
        className={`subject-nav__list${overflows && !expanded ? ' is-collapsed' : ''}`}
        data-testid="subject-list"
        style={expanded ? undefined : { maxHeight: CATEGORY_LIST_COLLAPSE_HEIGHT_PX }}
      >
        <button
          type="button"
          className={state.selected === null ? 'is-selected' : ''}
          onClick={() => onChange({ selected: null, open: [] })}
        >
          全部
        </button>
        {renderLevel(tree, [])}
      </div>
      {overflows && (
        <Button type="link" size="small" onClick={() => setExpanded(!expanded)}>
          {expanded ? '收起' : '展开全部'}
        </Button>
      )}
    </aside>
  );
}
