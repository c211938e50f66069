import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { JobQueue, JobRecord } from '../../../platform/jobs/job-queue.ts';
import {
  defineJob,
  PermanentJobError,
  type ModuleJobs,
} from '../../../platform/jobs/job-handler.ts';
import type { JobUploads } from '../../../platform/jobs/job-uploads.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../platform/db.ts';
import type { ReadCache } from '../../../platform/read-cache.ts';
import type { ObjectStore } from '../../../platform/storage/object-store.ts';
import { findAudioFfmpeg, findFfprobe, type FileService } from '../../media/index.ts';
import type { OrganizationService } from '../../organizations/index.ts';
import { BookFileStore } from '../book-file.store.ts';
import { AudioBookImporter } from './audio-book-importer.ts';
import { BookImporter, ImportError } from './book-importer.ts';

export const IMPORT_BOOK_JOB = 'reading.import-book';
export const PACKAGE_AUDIO_JOB = 'media.package-audio';

/** A book (and optionally its audio) an editor uploaded from the console. */
export interface ImportRequest {
  book: { fileName: string; mediaType: string; bytes: Buffer };
  audio?: { fileName: string; mediaType: string; bytes: Buffer } | undefined;
  isFree: boolean;
  editorId: number;
}

export interface ImportJobs extends ModuleJobs {
  /** Keeps the uploads and queues the import; answers the job. */
  enqueue(request: ImportRequest): Promise<JobRecord>;
}

const ImportBookPayload = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  isFree: z.boolean(),
  audio: z.object({ uploadId: z.string(), fileName: z.string() }).optional(),
});

const PackageAudioPayload = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  title: z.string(),
  isFree: z.boolean(),
});

/**
 * Imports started from the editor console (issue 21): the EPUB/PDF importer
 * and the audio packager (ffmpeg HLS) as background jobs. A file the importer
 * refuses (corrupt, hostile, not what its name says) fails its job at once
 * with the importer's reason; other errors are retried.
 */
export function createImportJobs(deps: {
  queue: JobQueue;
  uploads: JobUploads;
  books: () => Promise<BookImporter>;
  /** null when ffmpeg/ffprobe are missing */
  audio: () => Promise<AudioBookImporter | null>;
  /** after a book is in: its follow-up jobs (the word cloud) */
  afterImport: (contentId: number) => Promise<void>;
}): ImportJobs {
  const { queue, uploads } = deps;
  const upload = async (id: string) => {
    const file = await uploads.read(id);
    if (!file) throw new PermanentJobError('上传的文件已不存在，请重新上传');
    return file;
  };

  const importBook = defineJob({
    kind: IMPORT_BOOK_JOB,
    payload: ImportBookPayload,
    backoffMs: 10_000,
    async run(payload, context) {
      await context.progress(5, '读取上传的文件');
      const file = await upload(payload.uploadId);
      await context.progress(20, '解析并写入图书');
      const importer = await deps.books();
      let outcome;
      try {
        outcome = await importer.importBytes(payload.fileName, file.bytes, {
          isFree: payload.isFree,
        });
      } catch (error) {
        if (error instanceof ImportError)
          throw new PermanentJobError(`无法导入《${payload.fileName}》：${error.reason}`);
        throw error;
      }
      await context.progress(80, '更新搜索统计');
      await importer.finish();
      await deps.afterImport(outcome.contentId);
      if (payload.audio)
        await queue.enqueue(
          PACKAGE_AUDIO_JOB,
          { ...payload.audio, title: outcome.title, isFree: payload.isFree },
          { singletonKey: `upload:${payload.audio.uploadId}` },
        );
      await uploads.remove(payload.uploadId);
      return { contentId: outcome.contentId, title: outcome.title, status: outcome.status };
    },
  });

  const packageAudio = defineJob({
    kind: PACKAGE_AUDIO_JOB,
    payload: PackageAudioPayload,
    backoffMs: 10_000,
    async run(payload, context) {
      const importer = await deps.audio();
      if (!importer) throw new PermanentJobError('服务器没有 ffmpeg/ffprobe，无法转码音频');
      await context.progress(5, '读取上传的音频');
      const file = await upload(payload.uploadId);
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-audio-job-'));
      try {
        const bookFolder = path.join(folder, 'book');
        await fs.mkdir(bookFolder);
        // the upload's name is the editor's: only its extension is used
        const name = `01${path.extname(payload.fileName).toLowerCase()}`;
        await fs.writeFile(path.join(bookFolder, name), file.bytes);
        await fs.writeFile(
          path.join(bookFolder, 'book.json'),
          JSON.stringify({ title: `${payload.title}（有声书）` }),
        );
        await context.progress(20, '转码为 HLS');
        const outcome = await importer.importBook(bookFolder, { isFree: payload.isFree });
        if (outcome.status === 'failed')
          throw new PermanentJobError(
            `音频无法转码：${outcome.failures.map((failure) => failure.reason).join('；')}`,
          );
        await uploads.remove(payload.uploadId);
        return { title: outcome.title, status: outcome.status };
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },
  });

  return {
    handlers: [importBook, packageAudio],
    async enqueue(request) {
      const bookUpload = await uploads.save(request.book);
      const audioUpload = request.audio ? await uploads.save(request.audio) : null;
      const job = await queue.enqueue(
        IMPORT_BOOK_JOB,
        {
          uploadId: bookUpload,
          fileName: request.book.fileName,
          isFree: request.isFree,
          ...(request.audio && audioUpload
            ? { audio: { uploadId: audioUpload, fileName: request.audio.fileName } }
            : {}),
        },
        { createdBy: request.editorId },
      );
      await uploads.attach(bookUpload, job.id);
      if (audioUpload) await uploads.attach(audioUpload, job.id);
      return job;
    },
  };
}

/** The console's imports over the app's parts: the importers are made when a job first needs them. */
export function consoleImportJobs(deps: {
  database: Database;
  config: Config;
  files: FileService;
  /** the app's open object store (book editions go there too) */
  objects: ObjectStore;
  organizations: OrganizationService;
  queue: JobQueue;
  uploads: JobUploads;
  afterImport: (contentId: number) => Promise<void>;
  /** the app's read cache: an imported item's reads are dropped here and in the other processes */
  cache: ReadCache;
}): ImportJobs {
  const { database, files, cache } = deps;
  let books: Promise<BookImporter> | null = null;
  return createImportJobs({
    ...deps,
    books: () =>
      (books ??= BookFileStore.open(database.db, deps.config, deps.objects).then(
        (store) =>
          new BookImporter({
            database,
            files,
            books: store,
            organizations: deps.organizations,
            cache,
          }),
      )),
    audio: async () => {
      const [ffmpeg, ffprobe] = await Promise.all([findAudioFfmpeg(), findFfprobe()]);
      return ffmpeg && ffprobe
        ? new AudioBookImporter({ database, files, tools: { ffmpeg, ffprobe }, cache })
        : null;
    },
  });
}
