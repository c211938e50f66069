import { LockOutlined } from '@ant-design/icons';
import type { TocNode } from '@moyue/contracts/api/reading';

export interface TocListProps {
  nodes: readonly TocNode[];
  currentId: number | null;
  onSelect: (node: TocNode) => void;
}

/** The book's contents; spec §5: locked nodes cannot be opened (shown with a lock). */
export function TocList({ nodes, currentId, onSelect }: TocListProps) {
  if (nodes.length === 0) return <p className="reader-empty">暂无目录</p>;
  return (
    <ul className="reader-toc">
      {nodes.map((node) => (
        <li key={node.Id}>
          <button
            type="button"
            className={node.Id === currentId ? 'reader-toc-item is-current' : 'reader-toc-item'}
            disabled={node.IsLock}
            aria-current={node.Id === currentId ? 'true' : undefined}
            title={node.IsLock ? '试读范围外' : node.Title}
            onClick={() => onSelect(node)}
          >
            <span>{node.Title}</span>
            {node.IsLock ? <LockOutlined aria-label="试读范围外" /> : null}
          </button>
          {node.Childs.length > 0 ? (
            <TocList nodes={node.Childs} currentId={currentId} onSelect={onSelect} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
