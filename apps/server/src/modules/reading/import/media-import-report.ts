// What `npm run import` prints for an audio book (--type 156) or a course
// (--type 107): one report for both, stdout being the CLI's intended output.

/** m:ss of a file's or lesson's length. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

export interface MediaImportOutcome {
  status: 'imported' | 'already-imported' | 'failed';
  title: string;
  externalId: string;
  failures: { file: string; reason: string }[];
}

/**
 * The lines of one book's or course's outcome: what was imported with each
 * part's length, that it was there before, or each failure and what was not kept.
 */
export function mediaOutcomeLines(
  outcome: MediaImportOutcome,
  parts: { noun: 'files' | 'lessons'; items: { title: string; seconds: number }[] },
  notImported: string,
): string[] {
  if (outcome.status === 'imported')
    return [
      `imported: 《${outcome.title}》 ${outcome.externalId} (${parts.items.length} ${parts.noun}: ${parts.items
        .map((item) => `${item.title} ${clock(item.seconds)}`)
        .join('; ')})`,
    ];
  if (outcome.status === 'already-imported')
    return [`already imported: 《${outcome.title}》 ${outcome.externalId}`];
  return [
    ...outcome.failures.map((failure) => `FAILED: ${failure.file}: ${failure.reason}`),
    `not imported: ${notImported} (nothing of it was kept)`,
  ];
}

/** The throughput line: minutes of media packaged per minute of import. */
export function packagedPerMinute(seconds: number, startedAt: number, kind: 'audio' | 'video') {
  const minutes = (performance.now() - startedAt) / 60_000;
  return `${(seconds / 60 / minutes).toFixed(1)} minutes of ${kind} packaged per minute`;
}
