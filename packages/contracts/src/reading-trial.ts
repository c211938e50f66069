// Trial reading (spec §3 AllowReadPercentage, §6, ARCHITECTURE 'Data'): one
// rule for the server (what it serves) and the web (what it greys out).

/**
 * How many units (EPUB spine documents, PDF pages) a reader without rights
 * may open: the given percentage of them, rounded down, but at least one so
 * that a trial always shows something, and never more than the whole.
 */
export function trialUnitCount(unitCount: number, allowReadPercentage: number): number {
  if (unitCount <= 0) return 0;
  const percentage = Math.min(100, Math.max(0, allowReadPercentage));
  return Math.min(unitCount, Math.max(1, Math.floor((unitCount * percentage) / 100)));
}

/** Whether the 1-based unit lies beyond the trial. */
export function isBeyondTrial(
  unit: number,
  unitCount: number,
  allowReadPercentage: number,
): boolean {
  return unit > trialUnitCount(unitCount, allowReadPercentage);
}
