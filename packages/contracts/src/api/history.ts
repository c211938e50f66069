import { z } from 'zod';
import { booleanishSchema, intListSchema } from './form-fields.ts';

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
} as const;

/** GET /v1/api/history/list (login required). spec §9: the search dropdown asks for ps 8. */
export const HistoryListParamsSchema = z.object({
  actionType: z.coerce.number().int(),
  /** 2 with actionType 2 (search history) */
  type: z.coerce.number().int().optional(),
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(8),
  uniqueByDate: booleanishSchema.optional(),
  objectType: z.coerce.number().int().optional(),
});
export type HistoryListParams = z.infer<typeof HistoryListParamsSchema>;
export type HistoryListInput = z.input<typeof HistoryListParamsSchema>;

/** spec §3 history item; a search history item has its keyword as Title and no Content. */
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
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

export const HistoryListDataSchema = z.object({
  ItemList: z.array(HistoryItemSchema),
  RecordCount: z.number().int(),
});
export type HistoryListData = z.infer<typeof HistoryListDataSchema>;

/** POST /v1/api/history/delete (spec §7: actionType 2, isDeleteAll or ids). */
export const HistoryDeleteParamsSchema = z.object({
  actionType: z.coerce.number().int(),
  isDeleteAll: booleanishSchema.default(false),
  /** comma-separated ids of the caller's records */
  ids: intListSchema(2000).optional(),
});
export type HistoryDeleteParams = z.infer<typeof HistoryDeleteParamsSchema>;
export type HistoryDeleteInput = z.input<typeof HistoryDeleteParamsSchema>;

export const HistoryDeleteDataSchema = z.object({ Deleted: z.number().int() });
export type HistoryDeleteData = z.infer<typeof HistoryDeleteDataSchema>;
