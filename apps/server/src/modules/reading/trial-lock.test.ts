import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trialUnitCount } from '@moyue/contracts/reading-trial';
import type { ContentRightsRow, TocNodeRow } from './reading.repository.ts';
import { TrialLock, readingOrder } from './trial-lock.ts';

const rights = (overrides: Partial<ContentRightsRow> = {}): ContentRightsRow => ({
  id: 1,
  externalId: 'bk-1',
  title: '书',
  objectType: 104,
  isFree: false,
  allowReadPercentage: 10,
  mediaType: 'epub',
  fileId: null,
  fileExternalId: null,
  fileMediaType: null,
  fileUnitCount: null,
  nodeCount: 0,
  ...overrides,
});

/** A random tree: node i's parent is an earlier node or none; sort orders shuffled. */
const trees = fc
  .array(fc.tuple(fc.nat(), fc.boolean(), fc.nat({ max: 1000 })), { minLength: 1, maxLength: 40 })
  .map((specs) =>
    specs.map(([parentPick, isRoot, sortOrder], i): TocNodeRow => ({
      id: i + 1,
      contentId: 1,
      parentId: i === 0 || isRoot ? null : (parentPick % i) + 1,
      externalId: `n${i + 1}`,
      title: `节${i + 1}`,
      page: i + 1,
      sortOrder,
      spineIndex: null,
    })),
  );

describe('the trial lock of fileless items (reading order)', () => {
  it('opens exactly the first trialUnitCount nodes in reading order', () => {
    fc.assert(
      fc.property(trees, fc.integer({ min: 0, max: 100 }), (nodes, percentage) => {
        const row = rights({ nodeCount: nodes.length, allowReadPercentage: percentage });
        const units = trialUnitCount(nodes.length, percentage);
        const lock = new TrialLock(row, nodes, units);
        const open = readingOrder(nodes).map((node) => !lock.isNodeLocked(node.id));
        expect(open.filter(Boolean)).toHaveLength(units);
        expect(open.indexOf(false) === -1 || open.slice(open.indexOf(false)).every((o) => !o)).toBe(
          true,
        );
      }),
    );
  });

  it('puts every node in reading order once, parents before their children', () => {
    fc.assert(
      fc.property(trees, (nodes) => {
        const ordered = readingOrder(nodes);
        expect(ordered.map((n) => n.id).sort((a, b) => a - b)).toEqual(nodes.map((n) => n.id));
        const at = new Map(ordered.map((n, i) => [n.id, i]));
        for (const node of nodes)
          if (node.parentId !== null) expect(at.get(node.parentId)!).toBeLessThan(at.get(node.id)!);
      }),
    );
  });

  it('locks nothing for a reader who holds the item', () => {
    const nodes = [
      {
        id: 1,
        contentId: 1,
        parentId: null,
        externalId: 'a',
        title: 'a',
        page: 9,
        sortOrder: 1,
        spineIndex: 9,
      },
    ];
    const lock = new TrialLock(rights({ fileMediaType: 'pdf', fileUnitCount: 10 }), nodes, null);
    expect(lock.isNodeLocked(1)).toBe(false);
    expect(lock.isPassageLocked({ tocNodeId: 1, page: 10 })).toBe(false);
  });
});
