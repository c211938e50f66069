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

/** Text of at least this many characters is real reading matter (not a title page or a heading). */
export const TRIAL_REAL_TEXT_CHARACTERS = 300;

/**
 * The trial counted by text (issue 13 item 7): the fewest leading units whose
 * characters reach `allowReadPercentage` of the book's, and at least through
 * the unit where the text read reaches TRIAL_REAL_TEXT_CHARACTERS (the first
 * with any text when the whole book is shorter), so that a book opening on a title page
 * still shows a chapter. Counted by units as trialUnitCount does when the
 * units hold no text at all.
 */
export function trialUnitsByText(
  unitCharacters: readonly number[],
  allowReadPercentage: number,
): number {
  const unitCount = unitCharacters.length;
  const total = unitCharacters.reduce((sum, count) => sum + Math.max(0, count), 0);
  if (total === 0) return trialUnitCount(unitCount, allowReadPercentage);
  const percentage = Math.min(100, Math.max(0, allowReadPercentage));
  // Short units (a poem, a saying) add up: the trial reaches real reading matter once the
  // text read so far holds TRIAL_REAL_TEXT_CHARACTERS, not only at a unit that long alone
  // (an anthology of short poems otherwise opened 40 % of itself).
  let sofar = 0;
  const firstReal = unitCharacters.findIndex((count) => {
    sofar += Math.max(0, count);
    return sofar >= TRIAL_REAL_TEXT_CHARACTERS;
  });
  const firstText = firstReal >= 0 ? firstReal : unitCharacters.findIndex((count) => count > 0);
  let read = 0;
  for (let index = 0; index < unitCount; index += 1) {
    read += Math.max(0, unitCharacters[index] ?? 0);
    if (index >= firstText && read * 100 >= total * percentage) return index + 1;
  }
  return unitCount;
}

/** The share of the book's characters (whole percent, rounded) in its first `units` units. */
export function trialTextPercent(unitCharacters: readonly number[], units: number): number {
  const total = unitCharacters.reduce((sum, count) => sum + Math.max(0, count), 0);
  if (total === 0) return 0;
  const read = unitCharacters.slice(0, units).reduce((sum, count) => sum + Math.max(0, count), 0);
  return Math.round((read * 100) / total);
}
