import { z } from 'zod';
import { booleanishSchema, idNumberSchema } from './form-fields.ts';

// The editor console's 任务 and 导入 tabs (issue 21): background jobs
// (imports, media packaging, word clouds, ranking refreshes) with their state,
// progress, attempts and last error; a failed job can be run again. Uploaded
// books travel as base64 in the signed form, like the support screenshots.

export const JobAdminPaths = {
  list: '/v1/admin/jobs/list',
  retry: '/v1/admin/jobs/retry',
  importBook: '/v1/admin/jobs/import',
} as const;

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStateName = (typeof JOB_STATES)[number];
export const JOB_STATE_LABELS: Record<JobStateName, string> = {
  queued: '排队中',
  running: '进行中',
  done: '已完成',
  failed: '失败',
};

/** What each kind of job is called in the console. */
export const JOB_KIND_LABELS: Record<string, string> = {
  'reading.import-book': '导入图书',
  'media.package-audio': '有声书转码',
  'assistant.word-cloud': '生成词云',
  'rankings.refresh': '刷新榜单',
};

export const JobImportLimits = {
  /** EPUB or PDF */
  bookBytes: 20 * 1024 * 1024,
  /** optional audio (mp3, m4a, ogg, wav, flac): an audio book of one file */
  audioBytes: 30 * 1024 * 1024,
  bookTypes: ['.epub', '.pdf'],
  audioTypes: ['.mp3', '.m4a', '.aac', '.ogg', '.wav', '.flac'],
} as const;

export const JobAdminMessages = {
  Retried: '已重新排队',
  NotRetriable: '只有失败的任务可以重试',
  NotFound: '任务不存在',
  Enqueued: '已加入导入队列',
  NoFile: '请选择要导入的 EPUB 或 PDF 文件',
  BadBookType: '只能导入 EPUB 或 PDF 文件',
  BookTooLarge: `图书文件不能超过 ${JobImportLimits.bookBytes / 1024 / 1024} MB`,
  BadAudioType: '音频只支持 mp3、m4a、aac、ogg、wav、flac',
  AudioTooLarge: `音频文件不能超过 ${JobImportLimits.audioBytes / 1024 / 1024} MB`,
  BadBase64: '文件内容无效',
} as const;

export const JobListParamsSchema = z.object({
  cp: z.coerce.number().int().min(1).max(10_000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(20),
  /** '' every state */
  state: z.enum(['', ...JOB_STATES]).default(''),
});
export type JobListParams = z.input<typeof JobListParamsSchema>;

export const JobIdParamsSchema = z.object({ id: idNumberSchema() });

const fileName = z.string().trim().min(1).max(200);
const base64 = (maxBytes: number) =>
  z
    .string()
    .max(Math.ceil(maxBytes / 3) * 4 + 100)
    .optional();

/** POST /v1/admin/jobs/import: the book file (base64), optionally an audio file, and the options. */
export const JobImportParamsSchema = z.object({
  fileName: fileName.optional(),
  file: base64(JobImportLimits.bookBytes),
  audioName: fileName.optional(),
  audio: base64(JobImportLimits.audioBytes),
  free: booleanishSchema.default(false),
});
export type JobImportParams = z.input<typeof JobImportParamsSchema>;
export type JobImportForm = z.output<typeof JobImportParamsSchema>;

export const JobItemSchema = z.object({
  Id: z.string(),
  Kind: z.string(),
  KindText: z.string(),
  /** what the job is about: a file name, a book */
  Subject: z.string(),
  State: z.enum(JOB_STATES),
  StateText: z.string(),
  /** 0..100 */
  Progress: z.number().int(),
  ProgressMessage: z.string(),
  Attempts: z.number().int(),
  MaxAttempts: z.number().int(),
  /** '' when none */
  Error: z.string(),
  CreateTime: z.string(),
  FinishTime: z.string(),
  /** the book an import made, 0 when none yet */
  ContentId: z.number().int(),
});
export type JobItem = z.infer<typeof JobItemSchema>;

export const JobListSchema = z.object({
  ItemList: z.array(JobItemSchema),
  RecordCount: z.number().int(),
});
export type JobList = z.infer<typeof JobListSchema>;

export const JobEnqueuedSchema = z.object({ Ids: z.array(z.string()) });
export type JobEnqueued = z.infer<typeof JobEnqueuedSchema>;
