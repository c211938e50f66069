// npm run import -- FOLDER --type 156 (issue 18): a folder of audio files
// becomes one audio book. Files in natural order (第1集 … 第10集, 01 … 10),
// each probed with ffprobe (duration, tags) and packaged as HLS (AAC) by
// audio-hls.ts, stored privately by audio-package.ts and written by
// audio-book.writer.ts in one transaction. Metadata from the tags and an
// optional book.json; the cover from cover.jpg/png or an embedded picture.
// A bad file (not audio, truncated, empty) is reported by name and the book
// is not written: whatever its good files stored is discarded.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { contents } from '../../../db/schema/catalog.ts';
import type { Database } from '../../../platform/db.ts';
import type { ReadCache } from '../../../platform/read-cache.ts';
import {
  AudioFormatError,
  extractPicture,
  packageHls,
  probeAudio,
  type AudioProbe,
  storeHlsPackage,
  type FileService,
} from '../../media/index.ts';
import { invalidateContentReads } from '../content-reads.ts';
import { writeAudioBook, type AudioBookFile } from './audio-book.writer.ts';
import { naturalCompare } from './natural-order.ts';

/** spec §1: 156 audio book. */
export const AUDIO_BOOK_OBJECT_TYPE = 156;
/**
 * The audio files taken, by extension, with the containers ffprobe may find
 * in them: its content sniffing takes almost anything for some format (a
 * UTF-8 text reads as AMR-NB), so a file must be what its name says.
 */
const AUDIO_FORMATS: Record<string, readonly string[]> = {
  '.mp3': ['mp3'],
  '.m4a': ['mp4', 'm4a', 'mov'],
  '.m4b': ['mp4', 'm4a', 'mov'],
  '.aac': ['aac', 'mp4', 'm4a'],
  '.ogg': ['ogg'],
  '.oga': ['ogg'],
  '.opus': ['ogg'],
  '.wav': ['wav'],
  '.flac': ['flac'],
};
export const AUDIO_EXTENSIONS: ReadonlySet<string> = new Set(Object.keys(AUDIO_FORMATS));
/** Half of an imported book's files open on trial, as the demo audio books (book.json may say otherwise). */
const TRIAL_PERCENTAGE = 50;
const COVER_NAMES = ['cover.jpg', 'cover.jpeg', 'cover.png', 'folder.jpg'];
/** A file whose packaged audio is this much shorter than its header says is truncated. */
const TRUNCATION_TOLERANCE = { seconds: 2, fraction: 0.05 };

/** The optional book.json beside the files: every field optional, unknown ones refused. */
export const BookJsonSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    author: z.string().trim().max(200),
    publisher: z.string().trim().max(200),
    issueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u),
    abstract: z.string().max(20_000),
    keywords: z.array(z.string().trim().min(1).max(50)).max(30),
    allowReadPercentage: z.number().int().min(0).max(100),
    /** shown names of the files, by file name (else the title tag, else the file name) */
    chapters: z.record(z.string(), z.string().trim().min(1).max(200)),
  })
  .partial()
  .strict();
export type BookJson = z.infer<typeof BookJsonSchema>;

/** The audio files of a folder in natural order (not recursive: one folder, one book). */
export async function audioBookFiles(folder: string): Promise<string[]> {
  const names = (await fs.readdir(folder, { withFileTypes: true }))
    .filter(
      (dirent) => dirent.isFile() && AUDIO_EXTENSIONS.has(path.extname(dirent.name).toLowerCase()),
    )
    .map((dirent) => dirent.name)
    .sort(naturalCompare);
  return names.map((name) => path.join(folder, name));
}

export interface AudioBookImportOutcome {
  status: 'imported' | 'already-imported' | 'failed';
  folder: string;
  title: string;
  externalId: string;
  files: { title: string; seconds: number }[];
  /** bad files by name, with why */
  failures: { file: string; reason: string }[];
}

export interface AudioBookImportOptions {
  isFree: boolean;
  /** after each file is packaged (or refused): the progress bar */
  onFile?: () => void;
}

interface Tools {
  ffmpeg: string;
  ffprobe: string;
}

const stemOf = (file: string) =>
  path.basename(file, path.extname(file)).replace(/_+/gu, ' ').trim();

async function readBookJson(folder: string): Promise<BookJson> {
  const text = await fs.readFile(path.join(folder, 'book.json'), 'utf8').catch(() => null);
  if (text === null) return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AudioFormatError('book.json 不是有效的 JSON');
  }
  const parsed = BookJsonSchema.safeParse(json);
  if (!parsed.success)
    throw new AudioFormatError(
      `book.json 字段有误：${parsed.error.issues.map((issue) => issue.path.join('.') || issue.message).join('，')}`,
    );
  return parsed.data;
}

/** The first of the tags present, trimmed. */
const tag = (probe: AudioProbe | undefined, ...names: string[]): string => {
  for (const name of names) {
    const value = probe?.tags[name]?.trim();
    if (value) return value;
  }
  return '';
};

/** Imports audio books (issue 18); each FOLDER becomes one book. */
export class AudioBookImporter {
  constructor(
    private readonly deps: {
      database: Database;
      files: FileService;
      tools: Tools;
      /** the public reads of a book, dropped once its rows are committed (content-reads.ts) */
      cache: ReadCache;
    },
  ) {}

  /** One audio book from a folder; never half written. */
  async importBook(
    folder: string,
    options: AudioBookImportOptions,
  ): Promise<AudioBookImportOutcome> {
    const audioFiles = await audioBookFiles(folder);
    const outcome: AudioBookImportOutcome = {
      status: 'failed',
      folder,
      title: path.basename(folder),
      externalId: '',
      files: [],
      failures: [],
    };
    let meta: BookJson;
    try {
      meta = await readBookJson(folder);
    } catch (error) {
      outcome.failures.push({ file: 'book.json', reason: (error as Error).message });
      return outcome;
    }
    if (audioFiles.length === 0) {
      outcome.failures.push({ file: path.basename(folder), reason: '没有音频文件' });
      return outcome;
    }
    // A book is known by its files' contents: importing it again adds nothing.
    const identity = createHash('sha256');
    for (const file of audioFiles)
      identity.update(`${path.basename(file)}\0${await fileDigest(file)}\0`);
    outcome.externalId = `ys-import-${identity.digest('hex').slice(0, 16)}`;
    const [known] = await this.deps.database.db
      .select({ id: contents.id, title: contents.title })
      .from(contents)
      .where(sql`${contents.externalId} = ${outcome.externalId}`);
    if (known) return { ...outcome, title: known.title, status: 'already-imported' };

    const blobs = new FreshBlobs(this.deps.files);
    const packaged: AudioBookFile[] = [];
    const probes: AudioProbe[] = [];
    try {
      for (const file of audioFiles) {
        try {
          const probe = await this.probe(file);
          const hls = await packageHls(this.deps.tools.ffmpeg, file);
          if (
            probe.durationSeconds - hls.durationSeconds >
            Math.max(
              TRUNCATION_TOLERANCE.seconds,
              probe.durationSeconds * TRUNCATION_TOLERANCE.fraction,
            )
          )
            throw new AudioFormatError('音频不完整（文件被截断）');
          const stored = await storeHlsPackage(blobs, hls);
          probes.push(probe);
          packaged.push({
            title: meta.chapters?.[path.basename(file)] ?? (tag(probe, 'title') || stemOf(file)),
            manifestSha256: stored.manifestSha256,
            durationSeconds: hls.durationSeconds,
          });
        } catch (error) {
          if (!(error instanceof AudioFormatError)) throw error;
          outcome.failures.push({ file: path.basename(file), reason: error.message });
        }
        options.onFile?.();
      }
      if (outcome.failures.length > 0) {
        await blobs.discard();
        return outcome;
      }
      const first = probes[0];
      const cover = await this.cover(blobs, folder, audioFiles, probes);
      const title = meta.title ?? (tag(first, 'album') || path.basename(folder));
      const author = meta.author ?? tag(first, 'album_artist', 'artist', 'composer');
      const issueDate = meta.issueDate ?? issueDateOf(tag(first, 'date', 'year'));
      const contentId = await writeAudioBook(this.deps.database.db, {
        externalId: outcome.externalId,
        slug: outcome.externalId,
        title,
        author,
        publisher: meta.publisher ?? (tag(first, 'publisher', 'label', 'organization') || '未知'),
        issueDate,
        abstract: meta.abstract ?? tag(first, 'comment', 'description'),
        keywords: meta.keywords ?? [tag(first, 'genre')].filter(Boolean),
        coverSha256: cover,
        isFree: options.isFree,
        allowReadPercentage: meta.allowReadPercentage ?? TRIAL_PERCENTAGE,
        readCount: 0,
        categoryIds: [],
        files: packaged,
      });
      invalidateContentReads(this.deps.cache, contentId);
      return {
        ...outcome,
        status: 'imported',
        title,
        files: packaged.map((file) => ({ title: file.title, seconds: file.durationSeconds })),
      };
    } catch (error) {
      await blobs.discard();
      throw error;
    }
  }

  private async probe(file: string): Promise<AudioProbe> {
    const stats = await fs.stat(file);
    if (stats.size === 0) throw new AudioFormatError('文件为空');
    const probe = await probeAudio(this.deps.tools.ffprobe, file);
    const expected = AUDIO_FORMATS[path.extname(file).toLowerCase()] ?? [];
    if (!probe.formatNames.some((name) => expected.includes(name)))
      throw new AudioFormatError(
        `不是${path.extname(file).slice(1).toUpperCase()}音频（识别为 ${probe.formatNames.join(',') || '未知格式'}）`,
      );
    return probe;
  }

  /** cover.jpg (or .png) beside the files, else the first embedded picture; its public sha256. */
  private async cover(
    blobs: FreshBlobs,
    folder: string,
    files: string[],
    probes: AudioProbe[],
  ): Promise<string | null> {
    for (const name of COVER_NAMES) {
      const bytes = await fs.readFile(path.join(folder, name)).catch(() => null);
      if (bytes && bytes.length > 0)
        return blobs.storePublic(bytes, name.endsWith('.png') ? 'image/png' : 'image/jpeg');
    }
    const withPicture = probes.findIndex((probe) => probe.hasPicture);
    const file = files[withPicture];
    if (withPicture < 0 || !file) return null;
    const picture = await extractPicture(this.deps.tools.ffmpeg, file);
    return picture ? blobs.storePublic(picture, 'image/jpeg') : null;
  }
}

/** A tag's date (2024, 2024-09, 2024-09-01) as YYYY-MM-DD; today when there is none. */
function issueDateOf(value: string): string {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/u.exec(value);
  if (match) return `${match[1]}-${match[2] ?? '01'}-${match[3] ?? '01'}`;
  return new Date().toISOString().slice(0, 10);
}

async function fileDigest(file: string): Promise<string> {
  const hash = createHash('sha256');
  const handle = await fs.open(file);
  try {
    for await (const chunk of handle.createReadStream()) hash.update(chunk as Buffer);
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/**
 * The blobs this import adds: only those new to the store may be discarded
 * on failure — a segment or cover stored before (content-addressed, shared
 * with another book's manifest, which no foreign key protects) stays.
 */
class FreshBlobs {
  readonly added: string[] = [];
  constructor(private readonly files: FileService) {}

  private async track(bytes: Buffer | string, store: () => Promise<string>): Promise<string> {
    const existed = await this.files.has(createHash('sha256').update(bytes).digest('hex'));
    const sha256 = await store();
    if (!existed) this.added.push(sha256);
    return sha256;
  }

  storePrivate(bytes: Buffer | string, mimeType: string): Promise<string> {
    return this.track(bytes, () => this.files.storePrivate(bytes, mimeType));
  }

  storePublic(bytes: Buffer, mimeType: string): Promise<string> {
    return this.track(bytes, async () => (await this.files.storePublic(bytes, mimeType)).sha256);
  }

  async discard(): Promise<void> {
    for (const sha256 of new Set(this.added)) await this.files.discard(sha256);
  }
}
