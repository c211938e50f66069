import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import {
  CompanionMessages,
  type CompanionEditionData,
  type CompanionPositionData,
} from '@moyue/contracts/api/companion';
import { resumePoint } from '@moyue/contracts/api/playback';
import { Code } from '@moyue/contracts/codes';
import { ObjectType } from '@moyue/contracts/object-types';
import { AppError } from '../../platform/errors.ts';
import { characterAt, processAt } from './companion-align.ts';
import type {
  CompanionFileRow,
  CompanionItemRow,
  CompanionRepository,
} from './companion.repository.ts';
import type { ReadingRepository } from './reading.repository.ts';

const notFound = () => new AppError(Code.NotFound, CONTENT_NOT_FOUND_MESSAGE, 404);
const noCompanion = () => new AppError(Code.NotFound, CompanionMessages.NoCompanion, 404);

type RangedFile = CompanionFileRow & { startChar: number; endChar: number };
const isRanged = (file: CompanionFileRow): file is RangedFile =>
  file.startChar !== null && file.endChar !== null;

/**
 * Issue 18, beyond the spec: one work's e-book and audio editions, and a
 * position in one mapped to the other through the audio files' places in the
 * e-book's text (chapter and character offset).
 */
export class CompanionService {
  constructor(
    private readonly companions: CompanionRepository,
    private readonly reading: ReadingRepository,
  ) {}

  /** The other edition of the item's work, or null. */
  async edition(objectId: number): Promise<CompanionEditionData> {
    if (!(await this.companions.item(objectId))) throw notFound();
    const other = await this.companions.companionOf(objectId);
    return other ? this.present(other, await this.mediaTypeOf(other)) : null;
  }

  /** Where `process` (and, for audio, `fileId`) of the item lies in its other edition. */
  async position(input: {
    objectId: number;
    process: number;
    fileId?: number | undefined;
  }): Promise<CompanionPositionData> {
    const item = await this.companions.item(input.objectId);
    if (!item) throw notFound();
    const other = await this.companions.companionOf(item.id);
    if (!other) throw noCompanion();
    const isAudio = item.objectType === ObjectType.AudioBook;
    const [audio, text] = isAudio ? [item, other] : [other, item];
    const files = await this.companions.files(audio.id);
    const ranged = files.filter(isRanged).filter((file) => file.textContentId === text.id);
    const units = await this.unitCharactersOf(text.id);
    if (ranged.length === 0 || units.length === 0) throw noCompanion();
    if (isAudio) {
      const character = this.characterOfListening(files, input.process, input.fileId ?? 0);
      return {
        ...this.present(text, await this.mediaTypeOf(text)),
        Process: round(processAt(character, units)),
        FileId: 0,
        Offset: 0,
        Covered: true,
      };
    }
    const character = characterAt(input.process, units);
    const { file, offset, covered } = this.fileAtCharacter(ranged, character);
    const total = files.reduce((sum, each) => sum + each.seconds, 0);
    const before = files
      .slice(
        0,
        files.findIndex((each) => each.fileId === file.fileId),
      )
      .reduce((sum, each) => sum + each.seconds, 0);
    return {
      ...this.present(audio, 'audio'),
      Process: total > 0 ? round((before + offset) / total) : 0,
      FileId: file.fileId,
      Offset: round(offset),
      Covered: covered,
    };
  }

  /** The character a listening position stands at (the last place known before an unplaced file). */
  private characterOfListening(files: CompanionFileRow[], process: number, fileId: number): number {
    const point = resumePoint(
      files.map((file) => ({ id: file.fileId, seconds: file.seconds, isLock: false })),
      process,
      fileId,
    );
    for (let index = point.index; index >= 0; index--) {
      const file = files[index]!;
      if (!isRanged(file)) continue;
      if (index < point.index) return file.endChar;
      const share = file.seconds > 0 ? Math.min(1, point.offset / file.seconds) : 0;
      return Math.round(file.startChar + share * (file.endChar - file.startChar));
    }
    return files.find(isRanged)?.startChar ?? 0;
  }

  /** The file reading `character`, the seconds into it, and whether the audio reaches that far. */
  private fileAtCharacter(
    ranged: RangedFile[],
    character: number,
  ): { file: RangedFile; offset: number; covered: boolean } {
    for (const file of ranged) {
      if (character < file.startChar) return { file, offset: 0, covered: true };
      if (character < file.endChar) {
        const share = (character - file.startChar) / (file.endChar - file.startChar);
        return { file, offset: share * file.seconds, covered: true };
      }
    }
    return { file: ranged.at(-1)!, offset: 0, covered: false };
  }

  private async unitCharactersOf(textContentId: number): Promise<number[]> {
    const rights = await this.reading.contentRights([textContentId]);
    const counts = await this.reading.unitCharacters(rights);
    return counts.get(textContentId) ?? [];
  }

  private async mediaTypeOf(item: CompanionItemRow): Promise<string> {
    if (item.objectType === ObjectType.AudioBook) return 'audio';
    const [rights] = await this.reading.contentRights([item.id]);
    return rights?.fileMediaType ?? item.mediaType;
  }

  private present(item: CompanionItemRow, mediaType: string) {
    return {
      ObjectId: item.id,
      ExternalId: item.externalId,
      ObjectType: item.objectType,
      Title: item.title,
      MediaType: mediaType,
    };
  }
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
