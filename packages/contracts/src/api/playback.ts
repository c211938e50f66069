import { z } from 'zod';
import { ContentIdSchema } from './catalog.ts';
import { ID_MAX } from './form-fields.ts';

// Audio books (object type 156, issue 18): the playback authorisation of spec §7
// ('Playback authorisation via the content AuthorizeUrl') and the listening
// progress of spec §7 /analysis/php/history/create (ActionType 3).

/** spec §7: the AuthorizeUrl Content/Detail gives an audio book. */
export const PLAYBACK_AUTHORIZE_URL = '/v1/api/playback/authorize';
/** The address prefix of a granted HLS playlist and its segments (unsigned: hls.js cannot sign). */
export const PLAYBACK_PATH = '/v1/api/playback';
/** spec §7 listening progress, about every 5 s of playback. */
export const ANALYSIS_HISTORY_PATH = '/analysis/php/history/create';
/** spec §7 dataJson ActionType of listening progress. */
export const LISTENING_ACTION_TYPE = 3;
/** The extension of a packaged audio file in the TOC (one HLS package: playlist and AAC segments). */
export const HLS_EXTENSION = 'm3u8';

export const PlaybackMessages = {
  /** no file of that FileExternalId in the book */
  FileNotFound: '音频文件不存在',
  /** the content item is not an audio book */
  NotAudioBook: '该资源不是有声书',
  /** a file beyond the trial (spec §4 IsLock) */
  FileLocked: '该音频不在试听范围内，获取权限后可收听',
  /** a playlist or segment address that is malformed, tampered with or expired */
  GrantInvalid: '播放地址无效或已过期，请重新播放',
  /** a playlist or segment address asked for by another reader or device */
  GrantNotYours: '该播放地址不属于当前设备或用户',
  /** dataJson is not JSON or lacks its fields */
  BadDataJson: '收听记录格式错误',
} as const;

/** POST {AuthorizeUrl} of an audio book (spec §7): signed; ExternalId of the book, FileExternalId of the file. */
export const PlaybackAuthorizeParamsSchema = z.object({
  /** the address called, as the spec's client sends it; informative */
  AuthorizeUrl: z.string().max(500).optional(),
  ExternalId: z.string().trim().min(1).max(200),
  FileExternalId: z.string().trim().min(1).max(200),
});
export type PlaybackAuthorizeParams = z.infer<typeof PlaybackAuthorizeParamsSchema>;
export type PlaybackAuthorizeInput = z.input<typeof PlaybackAuthorizeParamsSchema>;

export const PlaybackAuthorizeDataSchema = z.object({
  /** a short-lived HLS playlist address bound to this reader and device */
  Url: z.string(),
  /** the playlist and its segments are fetched with the session (cookies) they were granted to */
  RequireAccessToken: z.boolean(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) after which the address is refused */
  ExpireTime: z.string(),
  /** seconds of the file */
  Duration: z.number().int(),
});
export type PlaybackAuthorizeData = z.infer<typeof PlaybackAuthorizeDataSchema>;

/** spec §7 dataJson of /analysis/php/history/create. */
export const ListeningRecordSchema = z.object({
  ActionType: z.literal(LISTENING_ACTION_TYPE),
  /** a number or its text (16+ digit ids travel as strings) */
  ObjectId: z.union([z.number().int().min(1).max(ID_MAX), ContentIdSchema]),
  Title: z.string().max(500).optional(),
  ObjectType: z.coerce.number().int().min(0).max(1000).optional(),
  /** listening progress of the whole book, 0..1 (spec §3) */
  Process: z.coerce.number().min(0).max(1),
  /** the file (TOC file Id) playing */
  FileId: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
});
export type ListeningRecord = z.infer<typeof ListeningRecordSchema>;

export const AnalysisHistoryParamsSchema = z.object({ dataJson: z.string().max(4000) });
export type AnalysisHistoryInput = z.input<typeof AnalysisHistoryParamsSchema>;

/** Parses dataJson; null when it is not a listening record. */
export function parseListeningRecord(text: string): ListeningRecord | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ListeningRecordSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** An audio book's file with the time before it: where a book-wide position falls (spec §4 resume). */
export interface TimedFile {
  id: number;
  seconds: number;
  isLock: boolean;
}

/**
 * spec §4: resume computes file and offset from cumulative durations. The
 * position is Process × the book's total; with a FileId the file it names
 * wins when the position lies within it (rounding), else the position decides.
 */
export function resumePoint(
  files: readonly TimedFile[],
  process: number,
  fileId: number,
): { index: number; offset: number } {
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  if (files.length === 0 || total <= 0) return { index: 0, offset: 0 };
  const position = Math.min(Math.max(process, 0), 1) * total;
  let before = 0;
  let byPosition: { index: number; offset: number } | null = null;
  for (const [index, file] of files.entries()) {
    const end = before + file.seconds;
    if (file.id === fileId && position >= before - 1 && position <= end + 1)
      return { index, offset: Math.min(Math.max(position - before, 0), file.seconds) };
    if (!byPosition && position < end) byPosition = { index, offset: position - before };
    before = end;
  }
  return byPosition ?? { index: files.length - 1, offset: files[files.length - 1]?.seconds ?? 0 };
}
