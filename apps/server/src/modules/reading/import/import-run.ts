import path from 'node:path';
import type { Progress } from '../../../platform/progress.ts';
import {
  ImportError,
  type BookImporter,
  type ImportOptions,
  type ImportOutcome,
} from './book-importer.ts';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export interface ImportSummary {
  outcomes: ImportOutcome[];
  errors: ImportError[];
  failed: number;
  /** pages of text imported per second, by media type (what the bench reports) */
  pagesPerSecond: { epub: number | null; pdf: number | null };
  /** pages imported and the milliseconds they took, by media type */
  pages: Record<'epub' | 'pdf', { pages: number; ms: number }>;
  lines: string[];
}

/** Imports the files one by one under a progress bar; a bad file is reported and the rest go on. */
export async function runImport(
  importer: BookImporter,
  files: readonly string[],
  options: ImportOptions,
  progress: Progress,
): Promise<ImportSummary> {
  const outcomes: ImportOutcome[] = [];
  const errors: ImportError[] = [];
  const time = { epub: { pages: 0, ms: 0 }, pdf: { pages: 0, ms: 0 } };
  progress.start(files.length, '导入图书');
  for (const file of files) {
    const started = performance.now();
    try {
      const outcome = await importer.importFile(file, options);
      outcomes.push(outcome);
      if (outcome.status === 'imported') {
        time[outcome.mediaType].pages += outcome.pageCount;
        time[outcome.mediaType].ms += performance.now() - started;
      }
    } catch (error) {
      errors.push(
        error instanceof ImportError ? error : new ImportError(file, (error as Error).message),
      );
    }
    progress.increment();
  }
  progress.stop();
  if (outcomes.some((outcome) => outcome.status === 'imported')) await importer.finish();

  const rate = (kind: 'epub' | 'pdf') =>
    time[kind].ms > 0 ? Math.round((time[kind].pages / time[kind].ms) * 1000 * 10) / 10 : null;
  const pagesPerSecond = { epub: rate('epub'), pdf: rate('pdf') };
  const lines = [
    ...outcomes.map(
      (outcome) =>
        `${outcome.status === 'imported' ? 'imported' : 'already imported'}: ${path.basename(outcome.file)} → 《${outcome.title}》 ${outcome.externalId} (${outcome.mediaType}, ${count(outcome.unitCount, outcome.mediaType === 'pdf' ? 'page' : 'document')}, ${count(outcome.pageCount, 'page')} of text)` +
        (outcome.ignoredOptions.length > 0
          ? `\n  NOT APPLIED to this known file (it keeps its settings): ${outcome.ignoredOptions.join('; ')}`
          : ''),
    ),
    ...errors.map((error) => `FAILED: ${error.message}`),
    `${outcomes.filter((o) => o.status === 'imported').length} imported, ${
      outcomes.filter((o) => o.status === 'already-imported').length
    } already imported, ${errors.length} failed` +
      (pagesPerSecond.epub !== null ? `; EPUB ${pagesPerSecond.epub} pages/s` : '') +
      (pagesPerSecond.pdf !== null ? `; PDF ${pagesPerSecond.pdf} pages/s` : ''),
  ];
  return { outcomes, errors, failed: errors.length, pagesPerSecond, pages: time, lines };
}
