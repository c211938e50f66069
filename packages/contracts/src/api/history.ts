import { z } from 'zod';
import { ID_MAX, booleanishSchema, int4Schema, intListSchema } from './form-fields.ts';
import { FOOTPRINT_PAGE_SIZE } from '../limits.ts';
import { ContentIdSchema } from './catalog.ts';
import { BookshelfEntrySchema } from './engagement.ts';
import { SignInDataSchema } from './points.ts';

// The history calls of spec §7 (/v1/api/history/*). Search history (actionType 2)
// is issue 3; footprints (1), playback (3), shares (4) and sign-ins (17) extend it.

/** spec §7 history action types. */
export const HistoryAction = {
  Footprint: 1,
  Search: 2,
  Playback: 3,
  Share: 4,
  SignIn: 17,
} as const;
export type HistoryAction = (typeof HistoryAction)[keyof typeof HistoryAction];

/** How many search keywords a user keeps; older ones are dropped. */
export const SEARCH_HISTORY_KEEP = 50;

export const HistoryMessages = {
  /** history/delete without ids and without isDeleteAll */
  NothingChosen: '请选择要删除的记录',
  UnsupportedAction: '暂不支持该类型的记录',
  /** history/create actionType 1 with a Process outside 0..1 */
  ProcessRange: '阅读进度须在0到1之间',
} as const;

/** Kinds of record history/create accepts (1 footprint and progress, 4 share, 17 sign-in); others get UnsupportedAction. */
export const HISTORY_CREATE_ACTIONS: readonly number[] = [
  HistoryAction.Footprint,
  HistoryAction.Share,
  HistoryAction.SignIn,
];

/** GET /v1/api/history/list (login required). spec §9: the search dropdown asks for ps 8. */
export const HistoryListParamsSchema = z.object({
  actionType: int4Schema(),
  /** 2 with actionType 2 (search history) */
  type: int4Schema().optional(),
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(8),
  /** footprint (actionType 1): one record per item already, so accepted and unused */
  uniqueByDate: booleanishSchema.optional(),
  /** footprint: only items of this object type's group (104 → e-books 104/109/110; 107 courses; 156 audio books); 0 or none: all */
  objectType: int4Schema().optional(),
});
export type HistoryListParams = z.infer<typeof HistoryListParamsSchema>;
export type HistoryListInput = z.input<typeof HistoryListParamsSchema>;

/**
 * spec §3 history item; a search history item has its keyword as Title and no
 * Content; a footprint (actionType 1) carries its Content and Process.
 */
export const HistoryItemSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) of the last time */
  CreateTime: z.string(),
  Content: z
    .object({
      Id: z.number().int(),
      ObjectType: z.number().int(),
      Title: z.string(),
      CoverUrl: z.string(),
      IsOnShelf: z.boolean(),
    })
    .nullable(),
  /** footprint: reading / listening progress 0..1 */
  Process: z.number().optional(),
  /** footprint: the file (TOC node, audio file) last opened, 0 when none */
  FileId: z.number().int().optional(),
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

export const HistoryListDataSchema = z.object({
  ItemList: z.array(HistoryItemSchema),
  RecordCount: z.number().int(),
});
export type HistoryListData = z.infer<typeof HistoryListDataSchema>;

/** POST /v1/api/history/delete (spec §7: actionType 2, isDeleteAll or ids). */
export const HistoryDeleteParamsSchema = z.object({
  actionType: int4Schema(),
  isDeleteAll: booleanishSchema.default(false),
  /** comma-separated ids of the caller's records */
  ids: intListSchema(2000, ID_MAX).optional(),
});
export type HistoryDeleteParams = z.infer<typeof HistoryDeleteParamsSchema>;
export type HistoryDeleteInput = z.input<typeof HistoryDeleteParamsSchema>;

export const HistoryDeleteDataSchema = z.object({ Deleted: z.number().int() });
export type HistoryDeleteData = z.infer<typeof HistoryDeleteDataSchema>;

/** spec §7/§9: a footprint list asks for ps 12. */
export const FOOTPRINT_LIST_DEFAULTS = {
  actionType: HistoryAction.Footprint,
  cp: 1,
  ps: FOOTPRINT_PAGE_SIZE,
  uniqueByDate: false,
} as const;

/**
 * POST /v1/api/history/create (spec §3 'History payload', §7): actionType 1
 * (footprint and reading progress: one record per user and item, updated with
 * Process 0..1 and FileId), 4 (share) or 17 (the daily sign-in, spec §9; no
 * objectId; answered by the points module). Login required (34). Other types:
 * '暂不支持该类型的记录'. Field names in either case (ActionType / actionType …).
 */
export const HistoryCreateParamsSchema = z
  .object({
    actionType: int4Schema().optional(),
    ActionType: int4Schema().optional(),
    objectId: ContentIdSchema.optional(),
    ObjectId: ContentIdSchema.optional(),
    objectType: z.coerce.number().int().min(0).max(1000).optional(),
    ObjectType: z.coerce.number().int().min(0).max(1000).optional(),
    title: z.string().max(500).optional(),
    Title: z.string().max(500).optional(),
    /** 0..1; checked by the service (message ProcessRange) */
    process: z.coerce.number().optional(),
    Process: z.coerce.number().optional(),
    fileId: z.coerce.number().int().min(0).max(ID_MAX).optional(),
    FileId: z.coerce.number().int().min(0).max(ID_MAX).optional(),
  })
  .transform((p) => ({
    actionType: p.actionType ?? p.ActionType,
    objectId: p.objectId ?? p.ObjectId,
    objectType: p.objectType ?? p.ObjectType,
    title: p.title ?? p.Title,
    process: p.process ?? p.Process,
    fileId: p.fileId ?? p.FileId,
  }))
  .refine((p) => p.actionType !== undefined, { path: ['actionType'] })
  // a sign-in (17) names no item
  .refine((p) => p.objectId !== undefined || p.actionType === HistoryAction.SignIn, {
    path: ['objectId'],
  });
export type HistoryCreateParams = z.infer<typeof HistoryCreateParamsSchema>;
export type HistoryCreateInput = z.input<typeof HistoryCreateParamsSchema>;

export const HistoryCreateDataSchema = z.object({
  Id: z.number().int(),
  Process: z.number(),
  FileId: z.number().int(),
});
export type HistoryCreateData = z.infer<typeof HistoryCreateDataSchema>;

/** history/create's Data: the record (1, 4) or the sign-in and its reward (17). */
export const HistoryCreateAnswerSchema = z.union([HistoryCreateDataSchema, SignInDataSchema]);
export type HistoryCreateAnswer = z.infer<typeof HistoryCreateAnswerSchema>;

/** GET /v1/api/history/process (spec §7: objectId) → Data.Process (0 when never opened). Login required. */
export const HistoryProcessParamsSchema = z.object({ objectId: ContentIdSchema });
export type HistoryProcessInput = z.input<typeof HistoryProcessParamsSchema>;
export const HistoryProcessDataSchema = z.object({
  Process: z.number(),
  FileId: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8), '' when never opened */
  UpdateTime: z.string(),
});
export type HistoryProcessData = z.infer<typeof HistoryProcessDataSchema>;

/** GET /v1/api/history/bookshelf (spec §7: objectId) → the shelf entry, null Data = not on the shelf. Login required. */
export const HistoryBookshelfParamsSchema = z.object({ objectId: ContentIdSchema });
export type HistoryBookshelfInput = z.input<typeof HistoryBookshelfParamsSchema>;
export const HistoryBookshelfDataSchema = BookshelfEntrySchema.nullable();
export type HistoryBookshelfData = z.infer<typeof HistoryBookshelfDataSchema>;

export const HistoryPaths = {
  List: '/v1/api/history/list',
  Delete: '/v1/api/history/delete',
  Create: '/v1/api/history/create',
  Process: '/v1/api/history/process',
  Bookshelf: '/v1/api/history/bookshelf',
} as const;
