import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * vitest runs the files it has no timings for (a clean clone: CI) largest
 * first, so a short file with a long run (every route in Chromium, a fuzz of
 * every route) came last and ran on alone while the other worker sat idle
 * (~3 min of the e2e step, 2026-11-27). This sequencer starts the files named
 * here first, in this order, then the rest as vitest would.
 *
 * The names are file names (not paths) of files measured slow on this machine.
 */
export function slowFirst(slowFiles: readonly string[]) {
  const rank = new Map(slowFiles.map((name, index) => [name, index]));
  const rankOf = (spec: TestSpecification) =>
    rank.get(path.basename(spec.moduleId)) ?? Number.POSITIVE_INFINITY;
  return class SlowFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      // Array.prototype.sort is stable: files of one rank keep vitest's order.
      return sorted.sort((a, b) => {
        // vitest's groups (sequence.groupOrder: files that must run after the rest) come first
        const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
        if (group !== 0) return group;
        const ra = rankOf(a);
        const rb = rankOf(b);
        return ra === rb ? 0 : ra < rb ? -1 : 1;
      });
    }
  };
}
