import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { EngagementContentSchema, ReadingListItemSchema } from './engagement.ts';
import {
  freeTextSchema,
  idNumberSchema,
  int4Schema,
  intListSchema,
  ID_MAX,
} from './form-fields.ts';

// 书单 (issue 15): the RecommendBookList calls of spec §7 (their parameters
// and Data 'not shown': ours, in the style of /recommendbooklist/list) and the
// teacher's editor of spec §6 (Mine, Create, Update: ours).

export const ReadingListPaths = {
  Hot: '/RecommendBookList/RecommendBookListHot',
  Detail: '/RecommendBookList/Detail',
  Contents: '/RecommendBookList/ReadBookListContents',
  Search: '/RecommendBookList/search',
  Mine: '/RecommendBookList/Mine',
  Create: '/RecommendBookList/Create',
  Update: '/RecommendBookList/Update',
} as const;

export const ReadingListMessages = {
  /** spec §6: recommended reading lists are the teachers' */
  TeachersOnly: '仅教师可以创建和编辑推荐书单',
  NotYours: '只能修改自己创建的书单',
  NotFound: '书单不存在或已删除',
  /** a ContentIds entry names nothing in the catalogue */
  UnknownContent: '书单中有不存在的资源',
} as const;

export const READING_LIST_TITLE_MAX = 40;
export const READING_LIST_DESCRIPTION_MAX = 500;
export const READING_LIST_CONTENTS_MAX = 100;
/** How many contents Detail carries (the rest page through ReadBookListContents). */
export const READING_LIST_DETAIL_CONTENTS = 100;

const pageSchema = int4Schema().pipe(z.number().min(1).max(1000)).default(1);
const pageSizeSchema = (fallback: number) =>
  int4Schema().pipe(z.number().min(1).max(50)).default(fallback);

/** GET RecommendBookListHot: the most opened lists (the institution's and the platform's). */
export const ReadingListHotParamsSchema = z.object({
  organizationId: z.string().trim().max(100).optional(),
  ps: pageSizeSchema(8),
});
export type ReadingListHotInput = z.input<typeof ReadingListHotParamsSchema>;
export type ReadingListHotParams = z.infer<typeof ReadingListHotParamsSchema>;

/** GET RecommendBookList/Detail (spec §7: id) */
export const ReadingListDetailParamsSchema = z.object({ id: idNumberSchema() });
export type ReadingListDetailInput = z.input<typeof ReadingListDetailParamsSchema>;

export const ReadingListDetailSchema = ReadingListItemSchema.extend({
  /** the teacher who made it, '' for the platform's lists */
  CreatorName: z.string(),
  /** the institution it belongs to, '' for the platform's */
  OrganizationTitle: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) of the last change */
  UpdateTime: z.string(),
  ViewCount: z.number().int(),
  /** the signed-in teacher made it (the page offers 编辑) */
  IsMine: z.boolean(),
});
export type ReadingListDetail = z.infer<typeof ReadingListDetailSchema>;

/** GET RecommendBookList/ReadBookListContents: one page of a list's contents, in list order. */
export const ReadingListContentsParamsSchema = z.object({
  id: idNumberSchema(),
  cp: pageSchema,
  ps: pageSizeSchema(20),
});
export type ReadingListContentsInput = z.input<typeof ReadingListContentsParamsSchema>;
export const ReadingListContentsDataSchema = pagedSchema(EngagementContentSchema);
export type ReadingListContentsData = z.infer<typeof ReadingListContentsDataSchema>;

/** GET RecommendBookList/search: lists whose title, description or books hold the keyword. */
export const ReadingListSearchParamsSchema = z.object({
  keyword: z.string().trim().max(50).default(''),
  cp: pageSchema,
  ps: pageSizeSchema(12),
});
export type ReadingListSearchInput = z.input<typeof ReadingListSearchParamsSchema>;
export type ReadingListSearchParams = z.infer<typeof ReadingListSearchParamsSchema>;

/** GET RecommendBookList/Mine: the signed-in teacher's lists (login required). */
export const ReadingListMineParamsSchema = z.object({ cp: pageSchema, ps: pageSizeSchema(20) });
export type ReadingListMineInput = z.input<typeof ReadingListMineParamsSchema>;

/** POST Create / Update: a teacher's list (title, description, the contents in order). */
export const ReadingListWriteParamsSchema = z.object({
  Title: freeTextSchema(z.string().trim().min(1).max(READING_LIST_TITLE_MAX)),
  Description: freeTextSchema(z.string().trim().max(READING_LIST_DESCRIPTION_MAX)).default(''),
  /** comma-separated content ids, in the list's order */
  ContentIds: intListSchema(READING_LIST_CONTENTS_MAX * 16, ID_MAX).refine(
    (ids) => ids.length >= 1 && ids.length <= READING_LIST_CONTENTS_MAX,
  ),
});
export type ReadingListWriteInput = z.input<typeof ReadingListWriteParamsSchema>;
export type ReadingListWriteParams = z.infer<typeof ReadingListWriteParamsSchema>;
export const ReadingListUpdateParamsSchema = ReadingListWriteParamsSchema.extend({
  id: idNumberSchema(),
});
export type ReadingListUpdateInput = z.input<typeof ReadingListUpdateParamsSchema>;
export type ReadingListUpdateParams = z.infer<typeof ReadingListUpdateParamsSchema>;
