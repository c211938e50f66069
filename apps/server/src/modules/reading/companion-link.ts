import type { Db } from '../../platform/db.ts';
import { alignChapters } from './companion-align.ts';
import { CompanionRepository } from './companion.repository.ts';

/**
 * Places each file of an audio book (in playing order, `spoken` its text) in
 * the e-book it reads, so positions map between the two (issue 18). Files
 * whose text is not found are left unplaced; answers how many were placed.
 * Idempotent: the book's places are replaced in one transaction.
 */
export async function placeAudioInText(
  db: Db,
  audioContentId: number,
  textContentId: number,
  spoken: readonly string[],
  fold?: (char: string) => string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const repository = new CompanionRepository(tx);
    const files = await repository.files(audioContentId);
    const ranges = alignChapters(await repository.passages(textContentId), spoken, fold);
    const placed = files.flatMap((file, index) => {
      const range = ranges[index];
      return range ? [{ fileId: file.fileId, range }] : [];
    });
    await repository.writeRanges(audioContentId, textContentId, placed);
    return placed.length;
  });
}
