import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { freeTextSchema, idNumberSchema, intListSchema } from './form-fields.ts';
import { HomeCardSchema } from './rankings.ts';

// The publisher shop (spec §2 'Publisher shop', /wrap/pressResource) and
// follows (spec §3 app state IsFollow, followNumber; centre myFollows). Calls
// of our design (requirements §7.5): signed, form-encoded, enveloped. A
// press's catalogue is searched through /Content/Search with `publisher`,
// its ranking through /v1/api/ranking/list with `publisherId`.

export const PressPaths = {
  /** GET: the presses (pressResource): keyword, cp, ps */
  List: '/v1/api/press/list',
  /** GET: one press's storefront: id */
  Detail: '/v1/api/press/detail',
  /** GET: one editorial department and a page of its books: id, cp, ps */
  Department: '/v1/api/press/department',
} as const;

export const FollowPaths = {
  /** POST: follow a press or an author (idempotent) */
  Create: '/v1/api/follow/create',
  /** POST: stop following (idempotent) */
  Delete: '/v1/api/follow/delete',
  /** GET: IsFollow and followNumber of one target (anonymous: IsFollow false) */
  State: '/v1/api/follow/state',
  /** GET: what the reader follows, with their newest books */
  List: '/v1/api/follow/list',
} as const;

/** What a reader can follow. */
export const FollowTargetType = { Press: 1, Author: 2 } as const;
export type FollowTargetType = (typeof FollowTargetType)[keyof typeof FollowTargetType];

/** The system messages a followed press's or author's new book writes (messages module, type 1). */
export const FOLLOW_MESSAGE_TYPE = 1;

/** How many newest books a followed press or author shows in myFollows. */
export const FOLLOW_NEWEST_BOOKS = 4;

export const PressMessages = {
  PressMissing: '出版社不存在',
  DepartmentMissing: '部门不存在',
  AuthorMissing: '作者不存在',
  NewBookTitle: { 1: '关注的出版社上新了', 2: '关注的作者有新书' } as Record<
    FollowTargetType,
    string
  >,
  newBook: (type: FollowTargetType, name: string, title: string): string =>
    type === FollowTargetType.Press
      ? `您关注的出版社“${name}”上新了《${title}》，快去看看吧。`
      : `您关注的作者${name}有新书《${title}》，快去看看吧。`,
  Followed: '关注成功',
  Unfollowed: '已取消关注',
} as const;

const pageSchema = z.coerce.number().int().min(1).max(1000).default(1);
const pageSizeSchema = (fallback: number) =>
  z.coerce.number().int().min(1).max(50).default(fallback);

export const PressListParamsSchema = z.object({
  keyword: z.string().trim().max(50).default(''),
  /** the exact name (a book's Publisher: its detail page links the press's shop) */
  name: z.string().trim().max(200).default(''),
  cp: pageSchema,
  ps: pageSizeSchema(12),
});
export type PressListInput = z.input<typeof PressListParamsSchema>;

export const PressIdParamsSchema = z.object({ id: idNumberSchema() });

export const PressDepartmentParamsSchema = z.object({
  id: idNumberSchema(),
  cp: pageSchema,
  ps: pageSizeSchema(20),
});
export type PressDepartmentInput = z.input<typeof PressDepartmentParamsSchema>;

/** A book on a press page (the home shelves' card plus its issue date). */
export const PressBookSchema = HomeCardSchema.extend({ IssueDate: z.string() });
export type PressBook = z.infer<typeof PressBookSchema>;

export const PressCardSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Introduction: z.string(),
  BookCount: z.number().int(),
  FollowNumber: z.number().int(),
  /** a demo record of the seed (演示) */
  IsDemo: z.boolean(),
  /** up to 3 newest books */
  Books: z.array(PressBookSchema),
});
export type PressCard = z.infer<typeof PressCardSchema>;
export const PressListDataSchema = pagedSchema(PressCardSchema);
export type PressListData = z.infer<typeof PressListDataSchema>;

export const PressDepartmentCardSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Introduction: z.string(),
  BookCount: z.number().int(),
});
export type PressDepartmentCard = z.infer<typeof PressDepartmentCardSchema>;

/** GET /v1/api/press/detail: the storefront (spec §3 Press data: DcdAdress). */
export const PressDetailSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Introduction: z.string(),
  /** spec §3 Press data: the press's address */
  DcdAdress: z.string(),
  BookCount: z.number().int(),
  FollowNumber: z.number().int(),
  IsFollow: z.boolean(),
  IsDemo: z.boolean(),
  /** the newest books */
  NewBooks: z.array(PressBookSchema),
  Departments: z.array(PressDepartmentCardSchema),
});
export type PressDetail = z.infer<typeof PressDetailSchema>;

export const PressDepartmentDataSchema = pagedSchema(PressBookSchema).extend({
  Id: z.number().int(),
  Title: z.string(),
  Introduction: z.string(),
  PressId: z.number().int(),
  PressTitle: z.string(),
});
export type PressDepartmentData = z.infer<typeof PressDepartmentDataSchema>;

// ------------------------------------------------------------------ follows

const targetTypeSchema = z.coerce
  .number()
  .int()
  .refine((value): value is FollowTargetType => value === 1 || value === 2);

/** targetId: a press's id, or an author's name as the catalogue spells it. */
export const FollowTargetParamsSchema = z.object({
  targetType: targetTypeSchema,
  targetId: z.string().trim().min(1).max(100),
});
export type FollowTargetInput = z.input<typeof FollowTargetParamsSchema>;

/** spec §3 app state: IsFollow, followNumber. */
export const FollowStateSchema = z.object({
  IsFollow: z.boolean(),
  FollowNumber: z.number().int(),
});
export type FollowState = z.infer<typeof FollowStateSchema>;

export const FollowListParamsSchema = z.object({
  targetType: targetTypeSchema.optional(),
  cp: pageSchema,
  ps: pageSizeSchema(10),
});
export type FollowListInput = z.input<typeof FollowListParamsSchema>;

export const FollowItemSchema = z.object({
  TargetType: z.number().int(),
  /** the press's id as text, or the author's name */
  TargetId: z.string(),
  Title: z.string(),
  FollowNumber: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  FollowTime: z.string(),
  NewestBooks: z.array(PressBookSchema),
});
export type FollowItem = z.infer<typeof FollowItemSchema>;
export const FollowListDataSchema = pagedSchema(FollowItemSchema);
export type FollowListData = z.infer<typeof FollowListDataSchema>;

// ------------------------------------------------------------------ editor console

/** The console's presses and departments (editor or admin role; every change audited). */
export const PressAdminPaths = {
  /** GET: every press with its shop fields */
  List: '/v1/admin/press/list',
  /** POST: a press's introduction and address (id), or a new press (no id) */
  Save: '/v1/admin/press/save',
  /** GET: a press's departments with their books' ids (pressId) */
  Departments: '/v1/admin/press-department/list',
  /** POST: a department (no id: new) and its books, all of its press */
  DepartmentSave: '/v1/admin/press-department/save',
  /** POST: removes a department (its books stay in the catalogue) */
  DepartmentRemove: '/v1/admin/press-department/delete',
} as const;

export const PressAdminMessages = {
  TitleTaken: '出版社名称已被使用',
  DepartmentTaken: '该出版社已有同名部门',
  /** a department holds only its own press's books */
  NotItsBook: '只能加入本社的图书：',
} as const;

const adminText = (max: number) => freeTextSchema(z.string().trim().max(max));

export const PressAdminSaveSchema = z.object({
  id: idNumberSchema().optional(),
  title: freeTextSchema(z.string().trim().min(1).max(60)),
  introduction: adminText(2000).default(''),
  dcdAdress: adminText(200).default(''),
});
export type PressAdminSave = z.input<typeof PressAdminSaveSchema>;

export const PressAdminDepartmentsParamsSchema = z.object({ pressId: idNumberSchema() });

export const PressDepartmentSaveSchema = z.object({
  id: idNumberSchema().optional(),
  pressId: idNumberSchema(),
  title: freeTextSchema(z.string().trim().min(1).max(40)),
  introduction: adminText(500).default(''),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
  /** the department's books, in order ('12,5,40'), all of the press */
  contentIds: intListSchema(2000).default([]),
});
export type PressDepartmentSave = z.input<typeof PressDepartmentSaveSchema>;

export const PressAdminRowSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Introduction: z.string(),
  DcdAdress: z.string(),
  IsDemo: z.boolean(),
  BookCount: z.number().int(),
  DepartmentCount: z.number().int(),
  UpdateTime: z.string(),
});
export type PressAdminRow = z.infer<typeof PressAdminRowSchema>;
export const PressAdminListSchema = z.object({ ItemList: z.array(PressAdminRowSchema) });

export const PressDepartmentAdminRowSchema = z.object({
  Id: z.number().int(),
  PressId: z.number().int(),
  Title: z.string(),
  Introduction: z.string(),
  SortOrder: z.number().int(),
  /** '12,5,40' */
  ContentIds: z.string(),
});
export type PressDepartmentAdminRow = z.infer<typeof PressDepartmentAdminRowSchema>;
export const PressDepartmentAdminListSchema = z.object({
  ItemList: z.array(PressDepartmentAdminRowSchema),
});
