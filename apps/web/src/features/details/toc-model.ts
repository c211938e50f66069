import type { TocFile, TocNode } from '@moyue/contracts/api/reading';

export interface NodeFile {
  file: TocFile;
  /** The title of the lesson / chapter the file belongs to. */
  nodeTitle: string;
}

/** Every file of one kind in the tree, in reading order, with its node's title. */
export function filesOf(
  nodes: readonly TocNode[],
  kind: 'Courseware' | 'AnnexeFiles' | 'MultimediaFiles',
): NodeFile[] {
  const out: NodeFile[] = [];
  const walk = (list: readonly TocNode[]) => {
    for (const node of list) {
      for (const file of node[kind]) out.push({ file, nodeTitle: node.Title });
      walk(node.Childs);
    }
  };
  walk(nodes);
  return out;
}

/** How many nodes the tree holds. */
export const countNodes = (nodes: readonly TocNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countNodes(node.Childs), 0);
