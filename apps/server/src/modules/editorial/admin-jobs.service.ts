import path from 'node:path';
import {
  JOB_KIND_LABELS,
  JOB_STATE_LABELS,
  JobAdminMessages,
  JobImportLimits,
  type JobEnqueued,
  type JobImportForm,
  type JobItem,
  type JobList,
  type JobListParams,
} from '@moyue/contracts/api/jobs-admin';
import { Code } from '@moyue/contracts/codes';
import { formatDateTime } from '@moyue/contracts/format-time';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue, JobRecord } from '../../platform/jobs/job-queue.ts';
import type { Editor } from './admin-guard.ts';

/** Queues an uploaded book (and audio) for import: the reading module's import jobs. */
export interface ImportQueue {
  enqueue(request: {
    book: { fileName: string; mediaType: string; bytes: Buffer };
    audio?: { fileName: string; mediaType: string; bytes: Buffer } | undefined;
    isFree: boolean;
    editorId: number;
  }): Promise<JobRecord>;
}

const refuse = (message: string) => new AppError(Code.BadRequest, message, 400);

const BOOK_TYPES: Record<string, string> = {
  '.epub': 'application/epub+zip',
  '.pdf': 'application/pdf',
};

/** Decodes a base64 upload within its limit; the name decides only which kinds are allowed. */
function decodeUpload(encoded: string, maxBytes: number, tooLarge: string): Buffer {
  const base64 = encoded.replace(/^data:[^,]{0,100},/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0)
    throw refuse(JobAdminMessages.BadBase64);
  if (Math.floor((base64.length * 3) / 4) > maxBytes + 2) throw refuse(tooLarge);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) throw refuse(tooLarge);
  return bytes;
}

/** A job as the console lists it. */
export function presentJob(job: JobRecord): JobItem {
  const payload = (job.payload ?? {}) as {
    fileName?: unknown;
    contentId?: unknown;
    title?: unknown;
  };
  const result = (job.result ?? {}) as { contentId?: unknown };
  const subject =
    typeof payload.title === 'string'
      ? payload.title
      : typeof payload.fileName === 'string'
        ? payload.fileName
        : typeof payload.contentId === 'number'
          ? `内容 ${payload.contentId}`
          : '';
  return {
    Id: job.id,
    Kind: job.kind,
    KindText: JOB_KIND_LABELS[job.kind] ?? job.kind,
    Subject: subject,
    State: job.state,
    StateText: JOB_STATE_LABELS[job.state],
    Progress: job.progress,
    ProgressMessage: job.progressMessage ?? '',
    Attempts: job.attempts,
    MaxAttempts: job.maxAttempts,
    Error: job.lastError ?? '',
    CreateTime: formatDateTime(job.createdAt),
    FinishTime: job.finishedAt ? formatDateTime(job.finishedAt) : '',
    ContentId: typeof result.contentId === 'number' ? result.contentId : 0,
  };
}

/** The console's 任务 tab: the queue's jobs, a failed one run again, and imports queued. */
export class AdminJobsService {
  constructor(
    private readonly queue: JobQueue,
    private readonly imports: ImportQueue,
  ) {}

  async list(params: { cp: number; ps: number; state: JobListParams['state'] }): Promise<JobList> {
    const { jobs, total } = await this.queue.list({
      limit: params.ps,
      offset: (params.cp - 1) * params.ps,
      ...(params.state ? { states: [params.state] } : {}),
    });
    return { ItemList: jobs.map(presentJob), RecordCount: total };
  }

  async retry(id: number): Promise<JobItem> {
    const job = await this.queue.get(String(id));
    if (!job) throw new AppError(Code.NotFound, JobAdminMessages.NotFound, 404);
    if (!(await this.queue.retry(job.id))) throw refuse(JobAdminMessages.NotRetriable);
    return presentJob((await this.queue.get(job.id))!);
  }

  /** Checks the uploads' names and sizes here; their content is the importer's to judge, in the job. */
  async importBook(editor: Editor, params: JobImportForm): Promise<JobEnqueued> {
    if (!params.file || !params.fileName) throw refuse(JobAdminMessages.NoFile);
    const bookType = BOOK_TYPES[path.extname(params.fileName).toLowerCase()];
    if (!bookType) throw refuse(JobAdminMessages.BadBookType);
    const book = decodeUpload(
      params.file,
      JobImportLimits.bookBytes,
      JobAdminMessages.BookTooLarge,
    );
    let audio;
    if (params.audio) {
      const name = params.audioName ?? '';
      const extension = path.extname(name).toLowerCase();
      if (!(JobImportLimits.audioTypes as readonly string[]).includes(extension))
        throw refuse(JobAdminMessages.BadAudioType);
      audio = {
        fileName: path.basename(name),
        mediaType: `audio/${extension.slice(1)}`,
        bytes: decodeUpload(
          params.audio,
          JobImportLimits.audioBytes,
          JobAdminMessages.AudioTooLarge,
        ),
      };
    }
    const job = await this.imports.enqueue({
      book: { fileName: path.basename(params.fileName), mediaType: bookType, bytes: book },
      audio,
      isFree: params.free,
      editorId: editor.userId,
    });
    return { Ids: [job.id] };
  }
}
